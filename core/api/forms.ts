import { leadRequestSchema } from "../schemas/lead";
import { webinarTopicSchema } from "../schemas/webinar-topic";
import { z } from "../zod";
import { defineContract, noParams, noQuery, problem } from "./contract";

/** The site's two forms that store what a visitor typed: the trial's step 1 and webinar topics. */

/** Requests per client per minute for the trial's write endpoints. */
export const leadRateLimit = { max: 20, timeWindow: "1 minute" } as const;

/** `Idempotency-Key`: a retry with the same key answers the first result and stores nothing twice. */
export const idempotencyHeaders = z.looseObject({
  "idempotency-key": z.optional(
    z
      .string()
      .check(z.describe("1 to 200 characters; a retry with the same key is answered with the first result.")),
  ),
});

export const badIdempotencyKeyMessage = "The Idempotency-Key header must be 1 to 200 characters long.";

/** Each refused field's first message, keyed by field. */
const fieldsExtension = z
  .record(z.string(), z.string())
  .check(z.describe("Each refused field's first message."));

export const leadResponseSchema = z.object({ success: z.literal(true), leadId: z.uuid() });

export const submitLeadContract = defineContract({
  operationId: "submitLead",
  method: "POST",
  path: "/api/leads",
  summary: "Store the trial's step 1 (SPEC 3)",
  description:
    "Checked with the form's own schema (SPEC 5's messages), stored, and with LEAD_WEBHOOK_URL forwarded to the CRM by the outbox.",
  tag: "Forms",
  params: noParams,
  query: noQuery,
  headers: idempotencyHeaders,
  body: z.extend(leadRequestSchema, {
    timestamp: z.optional(
      z
        .unknown()
        .check(
          z.describe(
            "When the visitor submitted (ISO 8601, the browser's clock); anything else is ignored, never refused.",
          ),
        ),
    ),
  }),
  rateLimit: leadRateLimit,
  responses: {
    201: { description: "Stored.", schema: leadResponseSchema },
    200: {
      description: "A retry with the same Idempotency-Key: the first lead.",
      schema: leadResponseSchema,
    },
    400: problem("A field was refused; `fields` has each one's message.", {
      message: z.string(),
      fields: z.nullable(fieldsExtension),
    }),
    429: problem("Too many requests from this client."),
  },
});

export const webinarTopicResponseSchema = z.object({ ok: z.literal(true) });

export const webinarTopicContract = defineContract({
  operationId: "suggestWebinarTopic",
  method: "POST",
  path: "/api/webinar-topics",
  summary: 'Store a "Suggest a Webinar Topic" submission',
  tag: "Forms",
  params: noParams,
  query: noQuery,
  body: webinarTopicSchema,
  rateLimit: { max: 5, timeWindow: "1 minute" },
  responses: {
    201: { description: "Stored.", schema: webinarTopicResponseSchema },
    400: problem("A field was refused; `fields` has each one's message.", { fields: fieldsExtension }),
    429: problem("Too many requests from this client."),
  },
});
