import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plausibleBodies } from "../tests/support/api-bodies";
import { edgeApp } from "../tests/support/edge-app";
import { leads, trials, webinarTopics } from "./db/schema";

/**
 * Hostile input at the edge: a NUL byte in any string field, a lone surrogate, a "__proto__" key
 * or context, a deeply nested body. Each is a 4xx, never a 5xx, and nothing is stored.
 */
describe("hostile JSON", () => {
  const edge = edgeApp();
  const { errors } = edge;

  let ip = 0;
  const post = (url: string, payload: unknown) =>
    edge.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      remoteAddress: `10.66.${Math.floor(++ip / 250)}.${ip % 250}`,
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  const rows = async () =>
    Promise.all(
      [leads, trials, webinarTopics].map(
        async (table) => (await edge.database.db.select({ n: count() }).from(table))[0]?.n,
      ),
    );

  const valid = plausibleBodies;

  it.each(Object.keys(valid))(
    "%s: a NUL byte or a lone surrogate in any string field is a 400, and nothing is stored",
    async (url) => {
      const before = await rows();
      const body = valid[url] ?? {};
      for (const [key, value] of Object.entries(body)) {
        if (typeof value !== "string") continue;
        for (const bad of [`${value}\u0000`, `${value}\ud800`, `\u001b[31m${value}`]) {
          const response = await post(url, { ...body, [key]: bad });
          expect(response.statusCode, `${url} ${key}`).toBe(400);
        }
      }
      expect(await rows()).toEqual(before);
    },
  );

  it('answers a "__proto__" chat context, and refuses "__proto__" keys, without a 5xx', async () => {
    expect((await post("/api/chat", { message: "How much is Pro?", context: "__proto__" })).statusCode).toBe(
      200,
    );
    expect((await post("/api/chat", { message: "Hi", context: "constructor" })).statusCode).toBe(200);
    expect((await post("/api/leads", '{"__proto__": {"admin": true}, "fullName": "x"}')).statusCode).toBe(
      400,
    );
    expect(
      (await post("/api/chat", '{"message": "hi", "constructor": {"prototype": {"x": 1}}}')).statusCode,
    ).toBe(400);
  });

  it("refuses a deeply nested body", async () => {
    let nested: unknown = "deep";
    for (let i = 0; i < 50; i++) nested = { a: nested };
    expect((await post("/api/leads", nested)).statusCode).toBe(400);
  });

  it("logs no error and no visitor data for any of it", () => {
    expect(errors.join("\n")).toBe("");
  });
});
