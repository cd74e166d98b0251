import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiContracts } from "../core/api";
import type { ApiContract } from "../core/api/contract";
import { z } from "../core/zod";
import { plausibleBodies } from "../tests/support/api-bodies";
import { edgeApp } from "../tests/support/edge-app";

/**
 * Property-based, from the contracts (core/api/): each field of each route's body, query and path
 * parameters gets the boundary values its own schema names (every enum value, lengths at and one
 * past each limit, numbers at and past each bound, the wrong type) alone or together, on top of a
 * body the contract accepts. None may answer 5xx, every error is problem details, and a refused
 * request stores nothing. server/fuzz.test.ts adds hostile input of any shape.
 */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxItems?: number;
};

/** The values at and just past each limit a property's JSON schema states. */
function boundaryValues(schema: JsonSchema): unknown[] {
  if (schema.anyOf) return schema.anyOf.flatMap(boundaryValues);
  const values: unknown[] = [null, {}, [], "\u0000", "x\u202ey"];
  if (schema.enum) values.push(...schema.enum, `${String(schema.enum[0])}x`, "");
  if (schema.const !== undefined) values.push(schema.const, !schema.const);
  const types = [schema.type ?? []].flat();
  if (types.includes("string")) {
    for (const length of [schema.minLength, schema.maxLength].filter((value) => value !== undefined)) {
      values.push("a".repeat(length as number), "a".repeat((length as number) + 1));
      if ((length as number) > 0) values.push("a".repeat((length as number) - 1));
    }
    values.push("", " ", "a b", "é".repeat(300));
  }
  if (types.includes("number") || types.includes("integer")) {
    for (const bound of [schema.minimum, schema.maximum].filter((value) => value !== undefined)) {
      values.push(bound, (bound as number) - 1, (bound as number) + 1, (bound as number) + 0.5);
    }
    values.push(0, -1, 1e308, "12");
  }
  if (types.includes("boolean")) values.push(true, false, "true");
  if (types.includes("array") && schema.items) {
    const item = boundaryValues(schema.items)[0];
    values.push(
      [item],
      Array.from({ length: (schema.maxItems ?? 3) + 1 }, () => item),
    );
  }
  return values;
}

const propertiesOf = (schema: z.ZodMiniType | undefined) =>
  schema
    ? ((z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema).properties ?? {})
    : {};

/** True when a path parameter's schema takes `value`. */
const paramAccepts = (schema: z.core.$ZodType | undefined, value: unknown) =>
  schema !== undefined && z.safeParse(schema, value).success;

describe("every contract's boundaries", () => {
  const edge = edgeApp();
  const { errors, stored } = edge;

  it("starts from a body each contract accepts", () => {
    for (const contract of apiContracts.filter((contract) => contract.body && !contract.rawBody)) {
      const body = plausibleBodies[contract.path];
      expect(body, `${contract.path} needs a plausible body`).toBeDefined();
      expect(contract.body?.safeParse(body).success, `${contract.path}'s plausible body`).toBe(true);
    }
  });

  let client = 0;
  const request = async (
    contract: ApiContract,
    params: Record<string, unknown>,
    query: Record<string, unknown>,
    body: unknown,
  ) => {
    const path = contract.path.replace(/:(\w+)/g, (_match, name: string) =>
      encodeURIComponent(
        typeof params[name] === "string" ? (params[name] as string) : JSON.stringify(params[name] ?? ""),
      ),
    );
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ).toString();
    return edge.app.inject({
      method: contract.method,
      url: search ? `${path}?${search}` : path,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      payload: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: `10.88.${(++client >> 8) & 255}.${client & 255}`,
    });
  };

  it("never answers 5xx at any boundary, and stores nothing when it refuses", {
    timeout: 60_000,
  }, async () => {
    for (const contract of apiContracts.filter((contract) => !contract.rawBody)) {
      const bodyFields = propertiesOf(contract.body);
      const paramFields = propertiesOf(contract.params);
      const queryFields = propertiesOf(contract.query);
      // Up to three of a schema's fields, each set to one of its boundary values.
      const pick = (properties: Record<string, JsonSchema>) =>
        fc
          .subarray(Object.keys(properties), { maxLength: Math.min(3, Object.keys(properties).length) })
          .chain((chosen) =>
            fc.record(
              Object.fromEntries(
                chosen.map((name) => [
                  name,
                  fc.constantFrom(...boundaryValues(properties[name] as JsonSchema)),
                ]),
              ),
            ),
          );
      const base = plausibleBodies[contract.path] ?? {};
      const validParams = Object.fromEntries(
        Object.entries(paramFields).map(([name, schema]) => [
          name,
          boundaryValues(schema).find(
            (value) =>
              typeof value === "string" && value !== "" && paramAccepts(contract.params.shape[name], value),
          ) ?? "x",
        ]),
      );
      await fc.assert(
        fc.asyncProperty(
          pick(bodyFields),
          pick(paramFields),
          pick(queryFields),
          async (body, params, query) => {
            const before = await stored();
            const response = await request(
              contract,
              { ...validParams, ...params },
              query,
              contract.body ? { ...base, ...body } : undefined,
            );
            expect(
              response.statusCode,
              `${contract.method} ${contract.path} ${JSON.stringify({ body, params, query }).slice(0, 300)} → ${response.body.slice(0, 200)}`,
            ).toBeLessThan(500);
            const where = `${contract.method} ${contract.path} → ${response.statusCode}`;
            if (response.statusCode >= 400)
              expect(response.headers["content-type"], where).toMatch(/^application\/problem\+json/);
            // A refused request stores nothing. (A declined card, 402, is a recorded trial attempt.)
            if (response.statusCode >= 400 && response.statusCode !== 402)
              expect(await stored(), where).toEqual(before);
          },
        ),
        { numRuns: 40, seed: 20261125 },
      );
    }
    expect(errors.join("\n")).toBe("");
  });
});
