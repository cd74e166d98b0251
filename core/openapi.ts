import {
  type ApiEndpoint,
  type ApiField,
  apiBasePath,
  apiBaseUrl,
  apiEndpoints,
  apiErrors,
  apiSchemas,
  type ErrorStatus,
  type FieldShape,
  rateLimit,
  webhookSignatureHeader,
} from "./api-reference";
import { absoluteUrl, site } from "./site";

/**
 * The OpenAPI 3.1 document of the REST API, built from core/api-reference.ts (the same data the
 * /api page renders), so the two can never disagree. Served as /api/openapi.json.
 */

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    headers: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

const errorResponseNames: Record<ErrorStatus, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  404: "NotFound",
  429: "TooManyRequests",
  500: "ServerError",
};

const schemaRef = (name: string) => `#/components/schemas/${name}`;

/** The path as the document lists it, relative to the server URL (which ends in /api/v1). */
export function openApiPath(path: string): string {
  return path.startsWith(apiBasePath) ? path.slice(apiBasePath.length) || "/" : path;
}

function withNull(schema: JsonSchema, nullable: boolean | undefined): JsonSchema {
  if (!nullable) return schema;
  if ("$ref" in schema) {
    const { description, ...rest } = schema;
    return { ...(description ? { description } : {}), anyOf: [rest, { type: "null" }] };
  }
  const enumValues = schema.enum as unknown[] | undefined;
  return {
    ...schema,
    type: [schema.type, "null"],
    ...(enumValues ? { enum: [...enumValues, null] } : {}),
  };
}

function shapeSchema(shape: FieldShape): JsonSchema {
  switch (shape.type) {
    case "ref":
      return { $ref: schemaRef(shape.schema) };
    case "string": {
      const schema: JsonSchema = { type: "string" };
      if (shape.format) schema.format = shape.format;
      if (shape.enum) schema.enum = [...shape.enum];
      if (shape.pattern) schema.pattern = shape.pattern;
      if (shape.minLength !== undefined) schema.minLength = shape.minLength;
      if (shape.maxLength !== undefined) schema.maxLength = shape.maxLength;
      return schema;
    }
    case "integer": {
      const schema: JsonSchema = { type: "integer" };
      if (shape.minimum !== undefined) schema.minimum = shape.minimum;
      if (shape.maximum !== undefined) schema.maximum = shape.maximum;
      if (shape.default !== undefined) schema.default = shape.default;
      return schema;
    }
    case "number":
      return shape.minimum === undefined ? { type: "number" } : { type: "number", minimum: shape.minimum };
    case "boolean":
      return { type: "boolean" };
    case "array": {
      const schema: JsonSchema = { type: "array", items: shapeSchema(shape.items) };
      if (shape.minItems !== undefined) schema.minItems = shape.minItems;
      if (shape.maxItems !== undefined) schema.maxItems = shape.maxItems;
      return schema;
    }
  }
}

function fieldSchema(field: ApiField): JsonSchema {
  return withNull({ ...shapeSchema(field), description: field.description }, field.nullable);
}

function objectSchema(description: string, fields: readonly ApiField[]): JsonSchema {
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return {
    type: "object",
    description,
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

function parameter(field: ApiField, location: "path" | "query", example?: string | number) {
  const { description, ...schema } = fieldSchema(field);
  return {
    name: field.name,
    in: location,
    required: location === "path" ? true : (field.required ?? false),
    description,
    schema,
    ...(example !== undefined ? { example } : {}),
  };
}

const rateLimitHeaderRefs = Object.fromEntries(
  rateLimit.headers.map((header) => [header.name, { $ref: `#/components/headers/${header.name}` }]),
);

function operation(endpoint: ApiEndpoint): Record<string, unknown> {
  const { path: pathValues = {}, query = {}, body } = endpoint.requestExample;
  const parameters = [
    ...(endpoint.pathParameters ?? []).map((field) => parameter(field, "path", pathValues[field.name])),
    ...(endpoint.queryParameters ?? []).map((field) => parameter(field, "query", query[field.name])),
  ];
  const responses: Record<string, unknown> = {
    [String(endpoint.response.status)]: {
      description: endpoint.response.description,
      headers: rateLimitHeaderRefs,
      content: {
        "application/json": {
          schema: { $ref: schemaRef(endpoint.response.schema) },
          example: endpoint.response.example,
        },
      },
    },
  };
  for (const status of endpoint.errors) {
    responses[String(status)] = { $ref: `#/components/responses/${errorResponseNames[status]}` };
  }
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.requestBody
      ? {
          requestBody: {
            required: true,
            description: endpoint.requestBody.description,
            content: {
              "application/json": {
                schema: { $ref: schemaRef(endpoint.requestBody.schema) },
                ...(body !== undefined ? { example: body } : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The complete OpenAPI 3.1 document. */
export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const endpoint of apiEndpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint);
  }

  const responses = Object.fromEntries(
    apiErrors.map((error) => [
      errorResponseNames[error.status],
      {
        description: `${error.title}: ${error.when}`,
        ...(error.status === 429
          ? { headers: { "Retry-After": { $ref: "#/components/headers/Retry-After" } } }
          : {}),
        content: { "application/json": { schema: { $ref: schemaRef("Error") }, example: error.example } },
      },
    ]),
  );

  const headers: Record<string, unknown> = Object.fromEntries(
    rateLimit.headers.map((header) => [
      header.name,
      { description: header.description, schema: { type: "integer", minimum: 0 } },
    ]),
  );
  headers["Retry-After"] = {
    description: "Seconds to wait before sending another request.",
    schema: { type: "integer", minimum: 1 },
  };

  return {
    openapi: "3.1.0",
    info: {
      title: `${site.product} API`,
      version: "1.0.0",
      summary: `Read and place calls, fetch transcripts and register webhooks with ${site.product}.`,
      description: [
        `The ${site.product} REST API. Every request is HTTPS with JSON bodies and is authenticated with an API key from your dashboard, sent as \`Authorization: Bearer <your API key>\` from your server (never from a browser).`,
        `Rate limit: ${rateLimit.perMinute} requests per minute per key, and ${rateLimit.outboundCallsPerMinute} outbound calls per minute per account.`,
        `Webhook deliveries are signed in the \`${webhookSignatureHeader}\` header.`,
      ].join("\n\n"),
      termsOfService: absoluteUrl("/terms-of-service"),
      contact: {
        name: `${site.product} developer support`,
        email: site.emails.support,
        url: absoluteUrl("/api"),
      },
    },
    servers: [{ url: apiBaseUrl, description: "Production" }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: "Calls", description: "Inbound calls the AI host answered and outbound calls it placed." },
      { name: "Transcripts", description: "Word-for-word records of finished calls." },
      { name: "Webhooks", description: "Call events delivered to your server as they happen." },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(apiSchemas).map(([name, schema]) => [
          name,
          objectSchema(schema.description, schema.fields),
        ]),
      ),
      responses,
      headers,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An API key created in your dashboard, sent as Authorization: Bearer <your API key>.",
        },
      },
    },
  };
}
