import { describe, expect, it } from "vitest";
import {
  apiBasePath,
  apiEndpoints,
  apiErrors,
  apiKeyPlaceholder,
  curlExample,
  parameterRows,
} from "./api-reference";
import { publicEnv } from "./env-public";
import { openApiDocument, openApiPath } from "./openapi";
import { site } from "./site";

const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Every `$ref` string anywhere in a JSON value. */
function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, found);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") found.push(child);
      else collectRefs(child, found);
    }
  }
  return found;
}

/** Resolves a local JSON pointer ("#/components/schemas/Call") inside the document. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      document,
    );
}

type Schema = Record<string, unknown>;

/** A small validator for the JSON Schema subset the document uses; returns the problems found. */
function validate(document: unknown, schema: Schema, value: unknown, at = "$"): string[] {
  if (typeof schema.$ref === "string")
    return validate(document, resolvePointer(document, schema.$ref) as Schema, value, at);
  if (Array.isArray(schema.anyOf)) {
    const ok = (schema.anyOf as Schema[]).some(
      (option) => validate(document, option, value, at).length === 0,
    );
    return ok ? [] : [`${at}: matches no anyOf option`];
  }
  const problems: string[] = [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const actual =
    value === null
      ? "null"
      : Array.isArray(value)
        ? "array"
        : Number.isInteger(value)
          ? "integer"
          : typeof value;
  if (types.length && !types.some((type) => type === actual || (type === "number" && actual === "integer"))) {
    return [`${at}: expected ${types.join(" or ")}, got ${actual}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    problems.push(`${at}: ${String(value)} not in enum`);
  if (
    typeof value === "string" &&
    typeof schema.pattern === "string" &&
    !new RegExp(schema.pattern).test(value)
  ) {
    problems.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeof value === "string" && schema.format === "date-time" && Number.isNaN(Date.parse(value))) {
    problems.push(`${at}: not a date-time`);
  }
  if (typeof value === "number" && typeof schema.minimum === "number" && value < schema.minimum) {
    problems.push(`${at}: below minimum`);
  }
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      problems.push(...validate(document, schema.items as Schema, item, `${at}[${index}]`));
    }
  }
  if (actual === "object" && schema.properties) {
    const object = value as Record<string, unknown>;
    const properties = schema.properties as Record<string, Schema>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (!(name in object)) problems.push(`${at}.${name}: required`);
    }
    for (const [name, child] of Object.entries(object)) {
      if (!properties[name]) {
        if (schema.additionalProperties === false) problems.push(`${at}.${name}: not allowed`);
      } else problems.push(...validate(document, properties[name], child, `${at}.${name}`));
    }
  }
  return problems;
}

function operations(document: ReturnType<typeof openApiDocument>) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
}

describe("openApiDocument", () => {
  const document = openApiDocument();

  it("is an OpenAPI 3.1.0 document with info, servers and bearer security", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe(`${site.product} API`);
    expect(typeof document.info.version).toBe("string");
    // The product API's own origin (PRODUCT_API_URL), never this website, which has no /api/v1.
    expect(document.servers[0]?.url).toBe(`${publicEnv.productApiUrl}${apiBasePath}`);
    expect(document.servers[0]?.url).not.toContain(site.url);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const name of ["Call", "Transcript", "Webhook", "Error"]) {
      expect(document.components.schemas[name], name).toMatchObject({ type: "object" });
    }
  });

  it("survives a JSON round trip unchanged (no undefined, functions or dates)", () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("lists every endpoint of the reference under its path and method", () => {
    expect(apiEndpoints).toHaveLength(6);
    for (const endpoint of apiEndpoints) {
      const item = document.paths[openApiPath(endpoint.path)];
      expect(item, endpoint.path).toBeDefined();
      const operation = item?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(endpoint.operationId);
      expect(operation?.responses).toHaveProperty(String(endpoint.response.status));
      for (const status of endpoint.errors) expect(operation?.responses).toHaveProperty(String(status));
      if (endpoint.requestBody) expect(operation?.requestBody).toBeDefined();
    }
    expect(operations(document)).toHaveLength(apiEndpoints.length);
  });

  it("documents the six endpoints of SPEC 7.3", () => {
    expect(apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      [
        "GET /api/v1/calls",
        "GET /api/v1/calls/{id}",
        "POST /api/v1/calls",
        "PUT /api/v1/calls/{id}",
        "GET /api/v1/calls/{id}/transcript",
        "POST /api/v1/webhooks",
      ].sort(),
    );
  });

  it("resolves every $ref inside the document", () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(resolvePointer(document, ref), ref).toBeDefined();
  });

  it("has request and response examples that match their schemas", () => {
    const media = (content: unknown) =>
      (content as { "application/json": { schema: Schema; example: unknown } })["application/json"];
    let checked = 0;
    for (const { path, method, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, Schema>)) {
        const resolved = (
          typeof response.$ref === "string" ? resolvePointer(document, response.$ref) : response
        ) as Schema;
        const { schema, example } = media(resolved.content);
        expect(example, `${method} ${path} ${status}`).toBeDefined();
        expect(validate(document, schema, example), `${method} ${path} ${status}`).toEqual([]);
        checked++;
      }
      const body = operation.requestBody as Schema | undefined;
      if (body) {
        const { schema, example } = media(body.content);
        expect(validate(document, schema, example), `${method} ${path} request`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(apiEndpoints.length * 2);
  });

  it("gives every operation a unique operationId", () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("declares every path template variable as a required path parameter", () => {
    for (const { path, operation } of operations(document)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = ((operation.parameters as { name: string; in: string; required: boolean }[]) ?? [])
        .filter((parameter) => parameter.in === "path")
        .map((parameter) => {
          expect(parameter.required).toBe(true);
          return parameter.name;
        });
      expect(declared.sort()).toEqual(names.sort());
    }
  });

  it("documents the outbound call payload and the error statuses", () => {
    const createCall = apiEndpoints.find((endpoint) => endpoint.operationId === "createCall")!;
    expect(parameterRows(createCall).map((row) => row.name)).toEqual([
      "to",
      "from",
      "callbackUrl",
      "conversationFlow",
      "aiConfig",
      "aiConfig.greeting",
      "aiConfig.purpose",
    ]);
    const listCalls = apiEndpoints.find((endpoint) => endpoint.operationId === "listCalls")!;
    expect(parameterRows(listCalls).map((row) => `${row.location}:${row.name}`)).toEqual([
      "query:startTime",
      "query:limit",
    ]);
    expect(apiErrors.map((error) => error.status)).toEqual([400, 401, 404, 429, 500]);
    const errorResponses = Object.values(document.components.responses) as {
      content: { "application/json": { schema: { $ref: string }; example: { error: string } } };
    }[];
    expect(errorResponses).toHaveLength(apiErrors.length);
    expect(errorResponses.map((response) => response.content["application/json"].example.error)).toEqual(
      apiErrors.map((error) => error.code),
    );
    for (const response of errorResponses) {
      expect(response.content["application/json"].schema.$ref).toBe("#/components/schemas/Error");
    }
  });

  it("shows only the key placeholder in examples", () => {
    for (const endpoint of apiEndpoints) {
      const curl = curlExample(endpoint);
      expect(curl).toContain(`Authorization: Bearer ${apiKeyPlaceholder}`);
      expect(curl).toContain(`${publicEnv.productApiUrl}${apiBasePath}`);
    }
    expect(JSON.stringify(document)).not.toMatch(/\b(sk|pk|rk)_(live|test)_/);
  });
});
