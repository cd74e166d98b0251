import { publicEnv } from "./env-public";
import { phone } from "./phone";
import { site } from "./site";

/**
 * The REST API reference (SPEC 7.3): the one source of truth for the /api page and the
 * OpenAPI 3.1 document (core/openapi.ts). Every endpoint, field, example, error and limit is
 * data here; the page and the document only render it.
 */

export type HttpMethod = "GET" | "POST" | "PUT";

/** The schemas the API answers with and accepts. */
export type SchemaName =
  | "Call"
  | "CallList"
  | "CreateCallRequest"
  | "UpdateCallRequest"
  | "AiConfig"
  | "Transcript"
  | "TranscriptSegment"
  | "Webhook"
  | "CreateWebhookRequest"
  | "Error";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

interface StringShape {
  type: "string";
  format?: "date-time" | "uri";
  enum?: readonly string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}
interface IntegerShape {
  type: "integer";
  minimum?: number;
  maximum?: number;
  default?: number;
}
interface NumberShape {
  type: "number";
  minimum?: number;
}
interface BooleanShape {
  type: "boolean";
}
interface RefShape {
  type: "ref";
  schema: SchemaName;
}
interface ArrayShape {
  type: "array";
  items: StringShape | RefShape;
  minItems?: number;
  maxItems?: number;
}

export type FieldShape = StringShape | IntegerShape | NumberShape | BooleanShape | RefShape | ArrayShape;

/** One property of a schema, or one path or query parameter. */
export type ApiField = FieldShape & {
  name: string;
  description: string;
  required?: boolean;
  /** The value may be `null` (for example `endedAt` while a call is in progress). */
  nullable?: boolean;
};

export interface ApiSchema {
  description: string;
  fields: readonly ApiField[];
}

export type ErrorStatus = 400 | 401 | 404 | 429 | 500;

export interface ApiEndpoint {
  /** Unique; the OpenAPI operationId and, in kebab case, the page anchor. */
  operationId: string;
  method: HttpMethod;
  /** The full path, with the version prefix: "/api/v1/calls/{id}". */
  path: string;
  tag: "Calls" | "Transcripts" | "Webhooks";
  summary: string;
  description: string;
  pathParameters?: readonly ApiField[];
  queryParameters?: readonly ApiField[];
  requestBody?: { schema: SchemaName; description: string };
  /** The example request: path and query values and the JSON body. */
  requestExample: {
    path?: Record<string, string>;
    query?: Record<string, string | number>;
    body?: JsonValue;
  };
  response: { status: 200 | 201; description: string; schema: SchemaName; example: JsonValue };
  errors: readonly ErrorStatus[];
}

export interface ApiErrorInfo {
  status: ErrorStatus;
  /** The `error` field of the body. */
  code: string;
  title: string;
  /** When the API answers this. */
  when: string;
  example: { error: string; message: string; requestId: string };
}

/** The version prefix every path starts with. */
export const apiBasePath = "/api/v1";
/**
 * The API's base URL: the product API's own origin (PRODUCT_API_URL, read at build time), never
 * this website, which serves no /api/v1.
 */
export const apiBaseUrl = `${publicEnv.productApiUrl}${apiBasePath}`;
/** Shown wherever a key goes: never anything that looks like a real key. */
export const apiKeyPlaceholder = "YOUR_API_KEY";
/** The environment variable the examples read the key from. */
export const apiKeyEnvVar = `${site.product.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_API_KEY`;
/** The header each webhook delivery is signed in. */
export const webhookSignatureHeader = `${site.product}-Signature`;

export const rateLimit = {
  /** Requests per minute for each API key. */
  perMinute: 120,
  /** Outbound calls (POST /calls) per minute for each account. */
  outboundCallsPerMinute: 10,
  headers: [
    { name: "X-RateLimit-Limit", description: "Requests allowed in the current one-minute window." },
    { name: "X-RateLimit-Remaining", description: "Requests left in the current window." },
    { name: "X-RateLimit-Reset", description: "Seconds until the window resets." },
  ],
} as const;

/** Fictional numbers in the 555-01XX range that North American numbering reserves for examples. */
const exampleNumbers = {
  business: phone("512-555-0148").e164,
  customer: phone("512-555-0193").e164,
  otherCustomer: phone("737-555-0126").e164,
};

const e164Pattern = "^\\+[1-9]\\d{7,14}$";

export const callStatuses = [
  "queued",
  "ringing",
  "in_progress",
  "completed",
  "transferred",
  "no_answer",
  "failed",
  "canceled",
] as const;

export const callOutcomes = [
  "appointment_booked",
  "order_taken",
  "reservation_made",
  "message_taken",
  "transferred_to_staff",
  "no_action",
] as const;

export const conversationFlows = [
  "appointment_confirmation",
  "appointment_reminder",
  "order_ready",
  "missed_call_follow_up",
  "custom",
] as const;

export const webhookEvents = [
  "call.started",
  "call.completed",
  "call.transferred",
  "call.failed",
  "transcript.ready",
] as const;

export const apiSchemas: Record<SchemaName, ApiSchema> = {
  Call: {
    description: `A phone call ${site.product} answered (inbound) or placed for you (outbound).`,
    fields: [
      {
        name: "id",
        type: "string",
        required: true,
        description: "Unique call identifier, prefixed `call_`.",
      },
      {
        name: "direction",
        type: "string",
        enum: ["inbound", "outbound"],
        required: true,
        description: "`inbound`: a customer called your number. `outbound`: placed through `POST /calls`.",
      },
      {
        name: "status",
        type: "string",
        enum: callStatuses,
        required: true,
        description: "Where the call is now. `queued` and `ringing` apply to outbound calls only.",
      },
      {
        name: "from",
        type: "string",
        pattern: e164Pattern,
        required: true,
        description: "The calling number, in E.164 format.",
      },
      {
        name: "to",
        type: "string",
        pattern: e164Pattern,
        required: true,
        description: "The number that was called, in E.164 format.",
      },
      {
        name: "startedAt",
        type: "string",
        format: "date-time",
        nullable: true,
        required: true,
        description: "When the call was answered (UTC). `null` while an outbound call is queued or ringing.",
      },
      {
        name: "endedAt",
        type: "string",
        format: "date-time",
        nullable: true,
        required: true,
        description: "When the call ended (UTC). `null` until it ends.",
      },
      {
        name: "durationSeconds",
        type: "integer",
        minimum: 0,
        required: true,
        description: "Talk time in whole seconds; `0` until the call is answered.",
      },
      {
        name: "outcome",
        type: "string",
        enum: callOutcomes,
        nullable: true,
        required: true,
        description: "What the call achieved, set when it ends. `null` while it is in progress.",
      },
      {
        name: "summary",
        type: "string",
        nullable: true,
        required: true,
        description: "A one-paragraph summary written after the call. `null` until it ends.",
      },
      {
        name: "tags",
        type: "array",
        items: { type: "string", maxLength: 40 },
        maxItems: 20,
        required: true,
        description: "Your own labels for the call.",
      },
      {
        name: "notes",
        type: "string",
        maxLength: 2000,
        nullable: true,
        required: true,
        description: "Free-text notes from your team.",
      },
      {
        name: "conversationFlow",
        type: "string",
        enum: conversationFlows,
        nullable: true,
        required: true,
        description: "The flow an outbound call follows. `null` for inbound calls.",
      },
      {
        name: "callbackUrl",
        type: "string",
        format: "uri",
        nullable: true,
        required: true,
        description: "Where status updates for this outbound call are sent. `null` for inbound calls.",
      },
      {
        name: "createdAt",
        type: "string",
        format: "date-time",
        required: true,
        description: "When the call record was created (UTC).",
      },
    ],
  },
  CallList: {
    description: "A page of calls, oldest first.",
    fields: [
      {
        name: "data",
        type: "array",
        items: { type: "ref", schema: "Call" },
        required: true,
        description: "The calls on this page, ordered by start time, oldest first.",
      },
      {
        name: "hasMore",
        type: "boolean",
        required: true,
        description: "`true` when more calls match than this page holds.",
      },
      {
        name: "nextStartTime",
        type: "string",
        format: "date-time",
        nullable: true,
        required: true,
        description: "Pass as `startTime` to fetch the next page. `null` on the last page.",
      },
    ],
  },
  AiConfig: {
    description: "What the AI host says first and what it is trying to achieve on an outbound call.",
    fields: [
      {
        name: "greeting",
        type: "string",
        minLength: 1,
        maxLength: 300,
        required: true,
        description: "The first sentence the AI host says when the call is answered.",
      },
      {
        name: "purpose",
        type: "string",
        minLength: 1,
        maxLength: 1000,
        required: true,
        description: "The goal of the call in plain words; the AI host steers the conversation toward it.",
      },
    ],
  },
  CreateCallRequest: {
    description: "An outbound call for the AI host to place.",
    fields: [
      {
        name: "to",
        type: "string",
        pattern: e164Pattern,
        required: true,
        description: "The number to call, in E.164 format.",
      },
      {
        name: "from",
        type: "string",
        pattern: e164Pattern,
        required: true,
        description: `One of your ${site.product} numbers, in E.164 format. It is the caller ID the customer sees.`,
      },
      {
        name: "callbackUrl",
        type: "string",
        format: "uri",
        required: false,
        description: "An HTTPS URL that receives a POST for each status change of this call.",
      },
      {
        name: "conversationFlow",
        type: "string",
        enum: conversationFlows,
        required: true,
        description: "The flow to follow. `custom` relies on `aiConfig.purpose` alone.",
      },
      {
        name: "aiConfig",
        type: "ref",
        schema: "AiConfig",
        required: true,
        description: "The greeting and the purpose of the call.",
      },
    ],
  },
  UpdateCallRequest: {
    description: "The fields of a call you can change. Send at least one.",
    fields: [
      {
        name: "notes",
        type: "string",
        maxLength: 2000,
        required: false,
        description: "Replaces the call's notes.",
      },
      {
        name: "tags",
        type: "array",
        items: { type: "string", maxLength: 40 },
        maxItems: 20,
        required: false,
        description: "Replaces the call's tags.",
      },
      {
        name: "outcome",
        type: "string",
        enum: callOutcomes,
        required: false,
        description: "Corrects the outcome the AI host recorded.",
      },
      {
        name: "status",
        type: "string",
        enum: ["canceled"],
        required: false,
        description: "Set to `canceled` to cancel an outbound call that is still queued.",
      },
    ],
  },
  TranscriptSegment: {
    description: "One turn of the conversation.",
    fields: [
      {
        name: "speaker",
        type: "string",
        enum: ["assistant", "caller", "staff"],
        required: true,
        description: "`assistant` is the AI host; `staff` is a team member after a transfer.",
      },
      { name: "text", type: "string", required: true, description: "What was said." },
      {
        name: "startSeconds",
        type: "number",
        minimum: 0,
        required: true,
        description: "Seconds from the start of the call.",
      },
    ],
  },
  Transcript: {
    description: "The word-for-word record of a finished call.",
    fields: [
      { name: "callId", type: "string", required: true, description: "The call this transcript belongs to." },
      {
        name: "language",
        type: "string",
        required: true,
        description: "BCP 47 language tag, such as `en-US`.",
      },
      {
        name: "durationSeconds",
        type: "integer",
        minimum: 0,
        required: true,
        description: "Length of the call in whole seconds.",
      },
      {
        name: "summary",
        type: "string",
        required: true,
        description: "A one-paragraph summary of the call.",
      },
      {
        name: "segments",
        type: "array",
        items: { type: "ref", schema: "TranscriptSegment" },
        required: true,
        description: "The conversation, turn by turn.",
      },
      {
        name: "createdAt",
        type: "string",
        format: "date-time",
        required: true,
        description: "When the transcript was ready (UTC).",
      },
    ],
  },
  CreateWebhookRequest: {
    description: "A URL to notify about call events.",
    fields: [
      {
        name: "url",
        type: "string",
        format: "uri",
        required: true,
        description: "An HTTPS URL on your server. It must answer 2xx within 10 seconds.",
      },
      {
        name: "events",
        type: "array",
        items: { type: "string", enum: webhookEvents },
        minItems: 1,
        required: true,
        description: "The events to send to this URL.",
      },
      {
        name: "description",
        type: "string",
        maxLength: 200,
        required: false,
        description: "A note for your team, such as which system receives the events.",
      },
    ],
  },
  Webhook: {
    description: "A registered webhook endpoint.",
    fields: [
      {
        name: "id",
        type: "string",
        required: true,
        description: "Unique webhook identifier, prefixed `wh_`.",
      },
      { name: "url", type: "string", format: "uri", required: true, description: "Where events are sent." },
      {
        name: "events",
        type: "array",
        items: { type: "string", enum: webhookEvents },
        required: true,
        description: "The events sent to this URL.",
      },
      {
        name: "description",
        type: "string",
        nullable: true,
        required: true,
        description: "Your note, or `null`.",
      },
      {
        name: "secret",
        type: "string",
        required: false,
        description: `The signing secret for the \`${webhookSignatureHeader}\` header. Returned once, when the webhook is created: store it on your server.`,
      },
      { name: "active", type: "boolean", required: true, description: "`false` once deliveries are paused." },
      {
        name: "createdAt",
        type: "string",
        format: "date-time",
        required: true,
        description: "When the webhook was registered (UTC).",
      },
    ],
  },
  Error: {
    description: "The body of every error response.",
    fields: [
      {
        name: "error",
        type: "string",
        enum: ["invalid_request", "unauthorized", "not_found", "rate_limited", "server_error"],
        required: true,
        description: "A stable, machine-readable error code.",
      },
      {
        name: "message",
        type: "string",
        required: true,
        description: "What went wrong, in plain English. Safe to log; do not parse it.",
      },
      {
        name: "requestId",
        type: "string",
        required: true,
        description: "Quote it to support so we can find the request in our logs.",
      },
    ],
  },
};

export const apiErrors: readonly ApiErrorInfo[] = [
  {
    status: 400,
    code: "invalid_request",
    title: "Bad Request",
    when: "A parameter or body field is missing or malformed. The `message` names the field.",
    example: {
      error: "invalid_request",
      message: `to must be a phone number in E.164 format, such as ${exampleNumbers.customer}.`,
      requestId: "req_4f7c2a9e1b",
    },
  },
  {
    status: 401,
    code: "unauthorized",
    title: "Unauthorized",
    when: "The `Authorization` header is missing, or the API key is wrong or has been revoked.",
    example: {
      error: "unauthorized",
      message: "Send your API key as Authorization: Bearer <your API key>.",
      requestId: "req_9b3d61c0aa",
    },
  },
  {
    status: 404,
    code: "not_found",
    title: "Not Found",
    when: "No call or transcript with that id exists in your account, or the transcript is not ready yet.",
    example: {
      error: "not_found",
      message: "No call with id call_7hq2mx9plk in this account.",
      requestId: "req_1e8a5d7f32",
    },
  },
  {
    status: 429,
    code: "rate_limited",
    title: "Too Many Requests",
    when: "You went over the rate limit. Wait for the number of seconds in `Retry-After`, then retry.",
    example: {
      error: "rate_limited",
      message: `Rate limit of ${rateLimit.perMinute} requests per minute reached. Retry after 12 seconds.`,
      requestId: "req_6c0f2b4e97",
    },
  },
  {
    status: 500,
    code: "server_error",
    title: "Internal Server Error",
    when: "Something failed on our side. Retry with backoff; if it persists, contact support with the `requestId`.",
    example: {
      error: "server_error",
      message: "Something went wrong on our side. Please retry in a moment.",
      requestId: "req_0d5e9c3b18",
    },
  },
];

const inboundCall = {
  id: "call_7hq2mx9plk",
  direction: "inbound",
  status: "completed",
  from: exampleNumbers.customer,
  to: exampleNumbers.business,
  startedAt: "2026-01-15T14:32:05Z",
  endedAt: "2026-01-15T14:35:47Z",
  durationSeconds: 222,
  outcome: "appointment_booked",
  summary:
    "Caller reported a leaking water heater in the garage. Booked a repair visit for Friday, January 16 between 8 and 10 AM and sent an SMS confirmation.",
  tags: ["water-heater", "new-customer"],
  notes: null,
  conversationFlow: null,
  callbackUrl: null,
  createdAt: "2026-01-15T14:32:04Z",
} satisfies JsonValue;

const secondInboundCall = {
  ...inboundCall,
  id: "call_8kd4tz2wnr",
  from: exampleNumbers.otherCustomer,
  startedAt: "2026-01-15T15:10:41Z",
  endedAt: "2026-01-15T15:12:03Z",
  durationSeconds: 82,
  outcome: "message_taken",
  summary:
    "Caller asked whether the team services tankless heaters. Took a message for a callback after 4 PM.",
  tags: [],
  createdAt: "2026-01-15T15:10:40Z",
} satisfies JsonValue;

const outboundAiConfig = {
  greeting:
    "Hi, this is the virtual assistant for Example Plumbing Co., calling about tomorrow's appointment.",
  purpose:
    "Confirm the water heater repair visit on Friday between 8 and 10 AM. If the customer cannot make it, offer the next two open slots and book one.",
} satisfies JsonValue;

const outboundCall = {
  id: "call_3rv8ye6qja",
  direction: "outbound",
  status: "queued",
  from: exampleNumbers.business,
  to: exampleNumbers.customer,
  startedAt: null,
  endedAt: null,
  durationSeconds: 0,
  outcome: null,
  summary: null,
  tags: [],
  notes: null,
  conversationFlow: "appointment_confirmation",
  callbackUrl: "https://example.com/webhooks/calls",
  createdAt: "2026-01-15T16:00:12Z",
} satisfies JsonValue;

const transcript = {
  callId: inboundCall.id,
  language: "en-US",
  durationSeconds: inboundCall.durationSeconds,
  summary: inboundCall.summary,
  segments: [
    {
      speaker: "assistant",
      text: "Thanks for calling Example Plumbing Co. This is the virtual assistant. How can I help?",
      startSeconds: 0.4,
    },
    {
      speaker: "caller",
      text: "Hi, my water heater is leaking in the garage. Can someone come out this week?",
      startSeconds: 5.1,
    },
    {
      speaker: "assistant",
      text: "I'm sorry to hear that. Is water pooling near anything electrical, or is it a slow drip?",
      startSeconds: 10.8,
    },
    { speaker: "caller", text: "A slow drip, nothing electrical nearby.", startSeconds: 17.2 },
    {
      speaker: "assistant",
      text: "Good. I can book a technician for Friday between 8 and 10 AM. Does that work?",
      startSeconds: 20.6,
    },
    { speaker: "caller", text: "Yes, that's perfect.", startSeconds: 26.9 },
  ],
  createdAt: "2026-01-15T14:36:02Z",
} satisfies JsonValue;

export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    operationId: "listCalls",
    method: "GET",
    path: `${apiBasePath}/calls`,
    tag: "Calls",
    summary: "List calls",
    description:
      "Returns the calls in your account that started at or after `startTime`, oldest first. To page through a longer period, pass the `nextStartTime` of one response as the `startTime` of the next request.",
    queryParameters: [
      {
        name: "startTime",
        type: "string",
        format: "date-time",
        required: false,
        description:
          "ISO 8601 date-time (UTC). Only calls that started at or after it. Default: 24 hours ago.",
      },
      {
        name: "limit",
        type: "integer",
        minimum: 1,
        maximum: 100,
        default: 20,
        required: false,
        description: "How many calls to return, 1 to 100. Default: `20`.",
      },
    ],
    requestExample: { query: { startTime: "2026-01-15T00:00:00Z", limit: 2 } },
    response: {
      status: 200,
      description: "A page of calls.",
      schema: "CallList",
      example: {
        data: [inboundCall, secondInboundCall],
        hasMore: true,
        nextStartTime: "2026-01-15T15:10:42Z",
      },
    },
    errors: [400, 401, 429, 500],
  },
  {
    operationId: "getCall",
    method: "GET",
    path: `${apiBasePath}/calls/{id}`,
    tag: "Calls",
    summary: "Retrieve a call",
    description:
      "Returns one call: who called, when, how long, what the AI host achieved and its summary. Poll it, or use a webhook, to follow an outbound call.",
    pathParameters: [
      {
        name: "id",
        type: "string",
        required: true,
        description: "The call's id, such as `call_7hq2mx9plk`.",
      },
    ],
    requestExample: { path: { id: inboundCall.id } },
    response: { status: 200, description: "The call.", schema: "Call", example: inboundCall },
    errors: [401, 404, 429, 500],
  },
  {
    operationId: "createCall",
    method: "POST",
    path: `${apiBasePath}/calls`,
    tag: "Calls",
    summary: "Place an outbound call",
    description: `Asks the AI host to call a customer from one of your ${site.product} numbers: to confirm an appointment, say an order is ready or return a missed call. The call is queued and usually dials within a few seconds; status updates go to \`callbackUrl\`.`,
    requestBody: { schema: "CreateCallRequest", description: "The call to place." },
    requestExample: {
      body: {
        to: exampleNumbers.customer,
        from: exampleNumbers.business,
        callbackUrl: "https://example.com/webhooks/calls",
        conversationFlow: "appointment_confirmation",
        aiConfig: outboundAiConfig,
      },
    },
    response: { status: 201, description: "The call was queued.", schema: "Call", example: outboundCall },
    errors: [400, 401, 429, 500],
  },
  {
    operationId: "updateCall",
    method: "PUT",
    path: `${apiBasePath}/calls/{id}`,
    tag: "Calls",
    summary: "Update a call",
    description:
      "Changes a call's notes, tags or outcome, for example after your team follows up. Set `status` to `canceled` to stop an outbound call that has not started yet. Fields you leave out keep their value.",
    pathParameters: [{ name: "id", type: "string", required: true, description: "The call's id." }],
    requestBody: { schema: "UpdateCallRequest", description: "The fields to change." },
    requestExample: {
      path: { id: inboundCall.id },
      body: {
        notes: "Technician confirmed. Customer prefers a text before arrival.",
        tags: ["water-heater", "new-customer", "confirmed"],
      },
    },
    response: {
      status: 200,
      description: "The updated call.",
      schema: "Call",
      example: {
        ...inboundCall,
        notes: "Technician confirmed. Customer prefers a text before arrival.",
        tags: ["water-heater", "new-customer", "confirmed"],
      },
    },
    errors: [400, 401, 404, 429, 500],
  },
  {
    operationId: "getCallTranscript",
    method: "GET",
    path: `${apiBasePath}/calls/{id}/transcript`,
    tag: "Transcripts",
    summary: "Retrieve a call's transcript",
    description:
      "Returns the conversation turn by turn, with who spoke and when. Transcripts are ready a few seconds after a call ends; the `transcript.ready` webhook event tells you when.",
    pathParameters: [{ name: "id", type: "string", required: true, description: "The call's id." }],
    requestExample: { path: { id: inboundCall.id } },
    response: { status: 200, description: "The transcript.", schema: "Transcript", example: transcript },
    errors: [401, 404, 429, 500],
  },
  {
    operationId: "createWebhook",
    method: "POST",
    path: `${apiBasePath}/webhooks`,
    tag: "Webhooks",
    summary: "Register a webhook",
    description: `Registers a URL on your server to receive call events as they happen. Each delivery is a \`POST\` with a JSON body \`{ type, createdAt, data }\` and a \`${webhookSignatureHeader}\` header: the hex HMAC-SHA256 of the raw body, keyed with the webhook's \`secret\`. Failed deliveries are retried with backoff for 24 hours.`,
    requestBody: { schema: "CreateWebhookRequest", description: "The URL and the events to send to it." },
    requestExample: {
      body: {
        url: "https://example.com/webhooks/calls",
        events: ["call.completed", "transcript.ready"],
        description: "Sync finished calls to our CRM",
      },
    },
    response: {
      status: 201,
      description: "The webhook was registered. `secret` is returned this once.",
      schema: "Webhook",
      example: {
        id: "wh_5tn1cq8vze",
        url: "https://example.com/webhooks/calls",
        events: ["call.completed", "transcript.ready"],
        description: "Sync finished calls to our CRM",
        secret: "YOUR_WEBHOOK_SECRET",
        active: true,
        createdAt: "2026-01-15T16:20:31Z",
      },
    },
    errors: [400, 401, 429, 500],
  },
];

/** The page anchor of an endpoint: "listCalls" becomes "list-calls". */
export function endpointAnchor(endpoint: Pick<ApiEndpoint, "operationId">): string {
  return endpoint.operationId.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** A short, human type label: "string (date-time)", "array of strings", "AiConfig". */
export function typeLabel(shape: FieldShape): string {
  switch (shape.type) {
    case "string":
      if (shape.format) return `string (${shape.format})`;
      if (shape.pattern === e164Pattern) return "string (E.164)";
      return shape.enum ? "string (enum)" : "string";
    case "ref":
      return shape.schema;
    case "array":
      return shape.items.type === "ref" ? `array of ${shape.items.schema}` : "array of strings";
    default:
      return shape.type;
  }
}

export interface ParameterRow {
  /** Dotted for nested body fields: "aiConfig.greeting". */
  name: string;
  location: "path" | "query" | "body";
  type: string;
  required: boolean;
  description: string;
  /** The allowed values, for enums. */
  values?: readonly string[];
}

function enumOf(shape: FieldShape): readonly string[] | undefined {
  if (shape.type === "string") return shape.enum;
  if (shape.type === "array" && shape.items.type === "string") return shape.items.enum;
  return undefined;
}

function bodyRows(fields: readonly ApiField[], prefix: string): ParameterRow[] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const row: ParameterRow = {
      name,
      location: "body",
      type: typeLabel(field),
      required: field.required ?? false,
      description: field.description,
      values: enumOf(field),
    };
    if (field.type === "ref" && apiSchemas[field.schema].fields.length) {
      return [{ ...row, type: "object" }, ...bodyRows(apiSchemas[field.schema].fields, `${name}.`)];
    }
    return [row];
  });
}

/** Every parameter of an endpoint, path first, then query, then the JSON body's fields. */
export function parameterRows(endpoint: ApiEndpoint): ParameterRow[] {
  const plain = (fields: readonly ApiField[] | undefined, location: "path" | "query") =>
    (fields ?? []).map(
      (field): ParameterRow => ({
        name: field.name,
        location,
        type: typeLabel(field),
        required: field.required ?? false,
        description: field.description,
        values: enumOf(field),
      }),
    );
  return [
    ...plain(endpoint.pathParameters, "path"),
    ...plain(endpoint.queryParameters, "query"),
    ...(endpoint.requestBody ? bodyRows(apiSchemas[endpoint.requestBody.schema].fields, "") : []),
  ];
}

/** The example request's URL, with path values filled in and the query string appended. */
export function exampleUrl(endpoint: ApiEndpoint): string {
  const { path = {}, query } = endpoint.requestExample;
  const filled = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? name),
  );
  const search = query
    ? `?${Object.entries(query)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join("&")}`
    : "";
  return `${publicEnv.productApiUrl}${filled}${search}`;
}

/** The example request as a curl command, with the key placeholder. */
export function curlExample(endpoint: ApiEndpoint): string {
  const lines = [`curl -X ${endpoint.method} "${exampleUrl(endpoint)}"`];
  lines.push(`  -H "Authorization: Bearer ${apiKeyPlaceholder}"`);
  if (endpoint.requestExample.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    const json = JSON.stringify(endpoint.requestExample.body, null, 2).replace(/'/g, "'\\''");
    lines.push(`  -d '${json}'`);
  }
  return lines.join(" \\\n");
}

/** The example response body, pretty-printed. */
export function responseExampleJson(endpoint: ApiEndpoint): string {
  return JSON.stringify(endpoint.response.example, null, 2);
}
