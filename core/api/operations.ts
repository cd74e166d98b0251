import { z } from "../zod";
import { defineContract, noParams, noQuery, problem } from "./contract";

/** Liveness, readiness and the two OpenAPI documents. */

const modesShape = {
  database: z.object({ mode: z.enum(["pglite", "postgres"]) }),
  payments: z.object({ mode: z.enum(["test", "stripe"]), notice: z.optional(z.string()) }),
  answers: z.object({ mode: z.enum(["local", "openai"]) }),
  leadForwarding: z.object({ mode: z.enum(["webhook", "off"]) }),
};

export const healthResponseSchema = z.object({ status: z.literal("ok"), ...modesShape });

export const readyResponseSchema = z.object({
  ready: z.boolean(),
  /** Why not, when not ready (the 503 is problem details with this report as extensions). */
  detail: z.optional(z.string()),
  ...modesShape,
  database: z.object({ mode: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
});

export const healthContract = defineContract({
  operationId: "health",
  method: "GET",
  path: "/api/health",
  summary: "Liveness: the process answers (never touches the database)",
  tag: "Operations",
  params: noParams,
  query: noQuery,
  responses: { 200: { description: "Alive, with each part's mode.", schema: healthResponseSchema } },
});

export const readyContract = defineContract({
  operationId: "ready",
  method: "GET",
  path: "/api/ready",
  summary: "Readiness: 200 once the database answers, 503 while it does not",
  tag: "Operations",
  params: noParams,
  query: noQuery,
  responses: {
    200: { description: "Ready.", schema: readyResponseSchema },
    503: problem("Not ready; the report is in extension members.", {
      ready: z.literal(false),
      ...modesShape,
      database: z.object({ mode: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
    }),
  },
});

const openApiObject = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const productOpenApiContract = defineContract({
  operationId: "productOpenApi",
  method: "GET",
  path: "/api/openapi.json",
  summary: "The Hostline product API's OpenAPI 3.1 document, as the /api page shows it",
  tag: "Documents",
  params: noParams,
  query: noQuery,
  responses: { 200: { description: "OpenAPI 3.1.", schema: openApiObject } },
});

export const websiteOpenApiContract = defineContract({
  operationId: "websiteOpenApi",
  method: "GET",
  path: "/api/website-openapi.json",
  summary: "This website's own API as OpenAPI 3.1, generated from its contracts",
  tag: "Documents",
  params: noParams,
  query: noQuery,
  responses: { 200: { description: "OpenAPI 3.1.", schema: openApiObject } },
});
