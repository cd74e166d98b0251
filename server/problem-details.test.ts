import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatLimits } from "../core/chat-limits";
import { type App, buildApp } from "./app";
import { type Database, openDatabase } from "./db/client";
import { loadEnv } from "./env";

/** Every 4xx/5xx under /api is RFC 9457 problem details, keeping what the pages read. */
describe("one error shape", () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
    app = await buildApp({ env: loadEnv({ NODE_ENV: "test" }), database, serveSite: false, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (
    method: "GET" | "POST",
    url: string,
    payload?: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { "content-type": "application/json", ...headers },
      payload,
      remoteAddress: "10.55.0.1",
    });

  const expectProblem = (response: Awaited<ReturnType<typeof send>>, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toBe("application/problem+json; charset=utf-8");
    const body = response.json();
    expect(body).toMatchObject({
      type: "about:blank",
      status,
      title: expect.any(String),
      detail: expect.any(String),
    });
    expect(body.detail.length).toBeGreaterThan(0);
    return body;
  };

  it("for an unknown /api path", async () => {
    expect(expectProblem(await send("GET", "/api/no-such-thing"), 404).title).toBe("Not Found");
  });

  it("for bad input, keeping the lead form's fields and the chat's error.message", async () => {
    const lead = expectProblem(await send("POST", "/api/leads", "{}"), 400);
    expect(lead.fields).toBeTypeOf("object");
    const chat = expectProblem(await send("POST", "/api/chat", JSON.stringify({ message: "" })), 400);
    expect(chat.error.message).toBe("Please type a message.");
    expect(chat.detail).toBe("Please type a message.");
    expectProblem(await send("POST", "/api/webinar-topics", "{"), 400);
    expectProblem(await send("GET", "/api/stripe/industry-plans/no-such-trade"), 404);
    expectProblem(
      await send("POST", "/api/chat", "message=hi", { "content-type": "application/x-www-form-urlencoded" }),
      415,
    );
  });

  it("for an over-large body", async () => {
    expectProblem(await send("POST", "/api/chat", JSON.stringify({ message: "x".repeat(600_000) })), 413);
  });

  it("for the rate limit", async () => {
    let last = await send("POST", "/api/chat", JSON.stringify({ message: "Hi" }), {
      "x-forwarded-for": "1.1.1.1",
    });
    for (let i = 0; i < chatLimits.perMinute + 1; i++)
      last = await send("POST", "/api/chat", JSON.stringify({ message: "Hi" }));
    const body = expectProblem(last, 429);
    expect(body.detail).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });

  it("but not for the pages or successful answers", async () => {
    const ok = await send("GET", "/api/health");
    expect(ok.headers["content-type"]).toMatch(/^application\/json/);
  });
});
