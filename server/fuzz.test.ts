import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plausibleBodies } from "../tests/support/api-bodies";
import { edgeApp } from "../tests/support/edge-app";

/**
 * Property-based: every route the API registers, fed valid-looking, boundary and hostile input
 * (any JSON, strings with control characters, lone surrogates, bidi overrides, prototype keys,
 * huge numbers, deep nesting, odd path parameters and query strings). None may answer 5xx, and
 * a request that is refused stores nothing.
 */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\u202eevil",
    "\u200b",
    "__proto__",
    "constructor",
    "toString",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "x".repeat(5000),
    "Robert'); DROP TABLE leads;--",
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, Number.MAX_SAFE_INTEGER, -1, 0),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom("message", "email", "leadId")), tie("value"), {
      maxKeys: 5,
    }),
  ),
})).value;

/** Percent-encodes any string; a lone surrogate becomes the invalid UTF-8 bytes a client could send. */
function encodeAny(text: string): string {
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part, index) => (index % 2 ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");
}

describe("every API route under hostile input", () => {
  const edge = edgeApp({ METRICS_TOKEN: "metrics-token-0123456789" });
  const { errors, stored } = edge;

  let client = 0;
  const send = (method: string, url: string, payload: unknown) =>
    edge.app.inject({
      method: method as "GET",
      url,
      headers: payload === undefined ? {} : { "content-type": "application/json" },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
      // A new client address per request, so the rate limits stay out of the way.
      remoteAddress: `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    });

  it("covers every registered route", () => {
    const api = edge.app.registeredRoutes.filter(
      (route) => route.url.startsWith("/api") && route.method !== "HEAD",
    );
    expect(api.length).toBeGreaterThanOrEqual(15);
    for (const route of api.filter((route) => route.method === "POST" && !route.url.includes("webhook")))
      expect(Object.keys(plausibleBodies), `${route.url} needs a plausible body in the fuzz test`).toContain(
        route.url,
      );
  });

  it("never answers 5xx, and stores nothing when it refuses", { timeout: 120_000 }, async () => {
    const routes = edge.app.registeredRoutes.filter((route) => route.method !== "HEAD");
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            field: fc.option(fc.constantFrom(...Object.keys(plausibleBodies[route.url] ?? { x: 1 }))),
            value: hostileValue,
            whole: fc.boolean(),
            param: hostileString,
            query: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
          }),
          async ({ field, value, whole, param, query }) => {
            const base = plausibleBodies[route.url];
            const body =
              route.method === "GET"
                ? undefined
                : whole || !base
                  ? value
                  : { ...base, ...(field ? { [field]: value } : {}) };
            const path = route.url.replace(/:\w+/g, () => encodeAny(param)).replace(/\*$/, encodeAny(param));
            const search = Object.entries(query)
              .map(([key, item]) => `${encodeAny(key)}=${encodeAny(String(item))}`)
              .join("&");
            const before = await stored();
            const response = await send(route.method, search ? `${path}?${search}` : path, body);
            expect(
              response.statusCode,
              `${route.method} ${path} → ${response.body.slice(0, 200)}`,
            ).toBeLessThan(500);
            // A declined card (402) is a recorded trial attempt; any other refusal stores nothing.
            if (response.statusCode >= 400 && response.statusCode !== 402)
              expect(await stored()).toEqual(before);
          },
        ),
        { numRuns: 100, seed: 20261124 },
      );
    }
    expect(errors.join("\n")).toBe("");
  });
});
