import { apiBaseUrl, apiKeyEnvVar, apiKeyPlaceholder, rateLimit } from "./api-reference";
import { site } from "./site";

/** The /api page's words, which the chat answers from too. The endpoints themselves live in core/api-reference.ts. */

export const apiDocsPage = {
  title: `${site.product} API`,
  description: `Read your calls, place outbound calls, fetch transcripts and receive call events with the ${site.product} REST API: endpoints, authentication, errors, rate limits and examples in Node.js and Python.`,
  lead: `Pull every call ${site.product} answers into your CRM, have the AI host call customers back, and react to calls as they finish. Plain HTTPS and JSON, one API key.`,
  openApiPath: "/api/openapi.json",
} as const;

export const quickFacts = [
  { term: "Base URL", detail: apiBaseUrl, code: true },
  { term: "Authentication", detail: "Bearer API key, from your server", code: false },
  { term: "Format", detail: "JSON over HTTPS, UTC timestamps", code: false },
  { term: "Rate limit", detail: `${rateLimit.perMinute} requests per minute per key`, code: false },
] as const;

export interface GettingStartedStep {
  title: string;
  text: string;
  /** The code sample shown with the step, if any. */
  sampleId?: string;
  link?: { href: string; label: string };
}

export const gettingStarted: readonly GettingStartedStep[] = [
  {
    title: "Create an API key",
    text: `Sign in to your ${site.product} dashboard, open API keys and create a key. It is shown once: store it on your server, for example in an environment variable named \`${apiKeyEnvVar}\`.`,
  },
  {
    title: "Make your first request",
    text: `List your most recent calls. Replace \`${apiKeyPlaceholder}\` with your key and run this from a terminal; you get back JSON with each call's caller, outcome and summary.`,
    sampleId: "getting-started",
  },
  {
    title: "Get call events as they happen",
    text: "Register a webhook so your server hears about every finished call and transcript without polling.",
    link: { href: "#create-webhook", label: "Register a webhook" },
  },
];

export const authentication = {
  paragraphs: [
    `Every request needs an API key. Create keys in your ${site.product} dashboard and give each system its own key, so you can revoke one without touching the others.`,
    "Send the key in the `Authorization` header as a bearer token: `Authorization: Bearer <your API key>`. Requests without a valid key get `401 Unauthorized`.",
  ],
  warningTitle: "Call the API from your server, never from a browser",
  warning:
    "A key in browser JavaScript, a mobile app or a public repository can be read by anyone, and it gives access to your calls and transcripts. Keep keys in server-side environment variables. If a key leaks, revoke it in the dashboard and create a new one.",
} as const;

export const errorsIntro = `Errors use standard HTTP status codes and always return the same JSON body: a machine-readable error code, a plain-English message and a requestId to quote to ${site.emails.support}.`;

export const rateLimitCopy = {
  paragraphs: [
    `Each API key can make ${rateLimit.perMinute} requests per minute. Placing outbound calls is limited separately to ${rateLimit.outboundCallsPerMinute} calls per minute per account, so a bug in a loop cannot dial your whole customer list.`,
    "Every response carries the headers below. Over the limit, the API answers `429 Too Many Requests` with a `Retry-After` header: wait that many seconds, then retry. For steady syncing, register a webhook instead of polling.",
  ],
} as const;

export interface SdkLanguage {
  name: string;
  /** The standard HTTP client to use today. */
  client: string;
  /** The OpenAPI Generator target that builds a typed client. */
  generator: string;
}

export const sdkLanguages: readonly SdkLanguage[] = [
  { name: "Node.js", client: "Built-in fetch (Node.js 18 or later)", generator: "typescript-fetch" },
  { name: "Python", client: "requests or httpx", generator: "python" },
  { name: "Ruby", client: "Net::HTTP or Faraday", generator: "ruby" },
  { name: "PHP", client: "Guzzle", generator: "php" },
  { name: "Java", client: "java.net.http.HttpClient (Java 11 or later)", generator: "java" },
];

export const sdkIntro = `The ${site.product} API is described by an OpenAPI 3.1 document, so you get a typed client for Node.js, Python, Ruby, PHP or Java in one command with OpenAPI Generator, or you can call it with your language's usual HTTP client, as the examples below do.`;

export const fullExamplesIntro =
  "Complete scripts that list the last 24 hours of calls, print a transcript, place an outbound confirmation call and verify a webhook signature. Set your key in an environment variable first; neither script contains a key.";
