import { site } from "../site";
import { z } from "../zod";
import { type ApiContract, isSuccessStatus, problemSchema, type ResponseSpec } from "./contract";
import { apiContracts } from "./index";

/**
 * The website's own API as an OpenAPI 3.1 document, generated from the contracts, so it cannot
 * drift from the routes (served at GET /api/website-openapi.json). The product API's document,
 * which the /api page shows, is core/openapi.ts and stays hand-written.
 */
type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** Path, query or header parameters from an object schema's properties. */
function parameters(schema: z.ZodMiniObject | undefined, where: "path" | "query" | "header") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries((object.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, property]) => {
      const { description, ...propertySchema } = property;
      return {
        name,
        in: where,
        required: where === "path" || required.has(name),
        ...(typeof description === "string" ? { description } : {}),
        schema: propertySchema,
      };
    },
  );
}

/** Errors every route can answer besides its own: the edge's checks, the rate limit, a failure. */
function edgeResponses(contract: ApiContract): Record<number, ResponseSpec> {
  const generic = (description: string): ResponseSpec => ({ description, schema: problemSchema });
  const responses: Record<number, ResponseSpec> = {};
  if (contract.body || Object.keys(contract.params.shape).length)
    responses[400] = generic("The request is not valid (control characters, nesting, a field's rule).");
  if (contract.body) {
    responses[413] = generic("The body is larger than the route takes.");
    responses[415] = generic("The body is not JSON.");
  }
  if (contract.rateLimit) responses[429] = generic("Too many requests from this client; wait and try again.");
  responses[500] = generic("Something went wrong on our side.");
  return responses;
}

function operation(contract: ApiContract) {
  const responses = { ...edgeResponses(contract), ...contract.responses };
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [contract.tag],
    parameters: [
      ...parameters(contract.params, "path"),
      ...parameters(contract.query, "query"),
      ...parameters(contract.headers, "header"),
    ],
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            ...(contract.rawBody
              ? { description: "Read as raw bytes; parsed only after its signature is checked." }
              : {}),
            content: { "application/json": { schema: jsonSchema(contract.body, "input") } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(responses)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, spec]) => [
          status,
          {
            description: spec.description,
            content: {
              [isSuccessStatus(Number(status)) ? "application/json" : "application/problem+json"]: {
                schema: jsonSchema(spec.schema, "output"),
              },
            },
          },
        ]),
    ),
    ...(contract.rateLimit
      ? {
          "x-rate-limit": `${contract.rateLimit.max} requests per client per ${contract.rateLimit.timeWindow}`,
        }
      : {}),
  };
}

/** The OpenAPI path of a contract: Fastify's `:name` becomes `{name}`. */
export function openApiPathOf(contract: Pick<ApiContract, "path">): string {
  return contract.path.replace(/:(\w+)/g, "{$1}");
}

export function websiteOpenApiDocument(contracts: readonly ApiContract[] = apiContracts) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    const path = openApiPathOf(contract);
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operation(contract) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${site.product} website API`,
      version: "1.0.0",
      description:
        "The endpoints behind this website's pages: forms, the trial and payments, the chats and operations. Every 4xx and 5xx is RFC 9457 problem details (application/problem+json). Generated from core/api/.",
    },
    servers: [{ url: site.url }],
    tags: [...new Set(contracts.map((contract) => contract.tag))].map((name) => ({ name })),
    paths,
  };
}
