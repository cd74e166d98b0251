import { z } from "../zod";

/**
 * One contract per endpoint of the website's own API: its method and path, the zod schemas of its
 * path parameters, query, headers and body, and a schema per answer status. The server registers
 * each route from its contract (server/contract-route.ts), the OpenAPI document is generated from
 * them (./openapi.ts), and the browser calls them through apiFetch (app/lib/api-fetch.ts).
 * Browser-safe: zod and core/ only.
 */
export type HttpMethod = "GET" | "POST";

export interface ResponseSpec<Schema extends z.ZodMiniType = z.ZodMiniType> {
  description: string;
  schema: Schema;
}

export interface ApiContract {
  /** Unique, camelCase: the OpenAPI operationId. */
  operationId: string;
  method: HttpMethod;
  /** The full path with Fastify's `:name` parameters, always under /api. */
  path: `/api/${string}`;
  summary: string;
  description?: string;
  tag: string;
  params: z.ZodMiniObject;
  query: z.ZodMiniObject;
  /** Headers the route reads (loose: every other header passes untouched). */
  headers?: z.ZodMiniObject;
  /** The JSON body. With `rawBody` it is documentation only: the route checks the bytes itself. */
  body?: z.ZodMiniType;
  /** The body is read as raw bytes (a signature covers them), so no schema is applied before the route. */
  rawBody?: boolean;
  /** Requests per client per window; the server applies exactly this. */
  rateLimit?: { max: number; timeWindow: "1 minute" };
  /** Largest body in bytes, when it differs from the server's 64 KiB default. */
  bodyLimit?: number;
  /** Every status the route itself answers. 4xx/5xx bodies are problem details (problemSchema). */
  responses: Record<number, ResponseSpec>;
}

/** Keeps each contract's own types (schemas and statuses) for the server and apiFetch. */
export function defineContract<const Contract extends ApiContract>(contract: Contract): Contract {
  return contract;
}

/** No path parameters, or no query: unknown query keys are ignored, never an error. */
export const noParams = z.object({});
export const noQuery = z.object({});

/**
 * RFC 9457 problem details: every 4xx and 5xx under /api (`application/problem+json`). A route's
 * own fields (the lead form's `fields`, the chat's `error.message`, a card's `code`) are extension
 * members next to these four.
 */
export const problemSchema = z.looseObject({
  type: z
    .string()
    .check(z.describe('A URI reference for the kind of problem; "about:blank" means the status says it.')),
  title: z.string().check(z.describe("The status's short name, e.g. Bad Request.")),
  status: z.int().check(z.gte(400), z.lte(599)),
  detail: z.string().check(z.describe("What went wrong, in words a visitor can read.")),
});
export type ProblemDetails = z.infer<typeof problemSchema>;

/** A problem response, with extension members when the route adds its own fields. */
export function problem(description: string): ResponseSpec<typeof problemSchema>;
export function problem<const Shape extends z.core.$ZodShape>(
  description: string,
  extensions: Shape,
): ResponseSpec<z.ZodMiniObject<z.util.Extend<typeof problemSchema.shape, Shape>, z.core.$loose>>;
export function problem(description: string, extensions?: z.core.$ZodShape): ResponseSpec {
  return { description, schema: extensions ? z.extend(problemSchema, extensions) : problemSchema };
}

/** The extension member the chat endpoints have always answered: `{error: {message}}`. */
export const chatErrorExtension = { error: z.object({ message: z.string() }) };

/** The statuses that carry a result (2xx and 3xx), as the server registers their serializers. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 400;
}
