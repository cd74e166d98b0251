import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { webinarTopics } from "../db/schema";
import { loadEnv } from "../env";

let app: App;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: ":memory:" });
  app = await buildApp({ env: loadEnv({ NODE_ENV: "test" }), database, serveSite: false, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (body: unknown, headers: Record<string, string> = {}, ip = "10.0.0.1") =>
  app.inject({
    method: "POST",
    url: "/api/webinar-topics",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress: ip,
  });

describe("POST /api/webinar-topics", () => {
  it("stores a good suggestion, trimmed", async () => {
    const response = await post(
      { name: " Ana Ruiz ", email: "ana@ruizhvac.com", topic: "Holiday rush calls" },
      {},
      "10.0.1.1",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const rows = await database.db
      .select()
      .from(webinarTopics)
      .where(eq(webinarTopics.email, "ana@ruizhvac.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Ana Ruiz");
  });

  it("answers bad input with 400 naming each field, and stores nothing", async () => {
    const before = (await database.db.select().from(webinarTopics)).length;
    const response = await post({ name: "A", email: "nope", topic: 42 }, {}, "10.0.1.2");
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toEqual({
      name: "Your name needs at least 2 characters.",
      email: "Please enter a valid email address (e.g., john@yourcompany.com).",
      topic: "Please tell us the topic you'd like us to cover.",
    });
    expect((await database.db.select().from(webinarTopics)).length).toBe(before);
  });

  it("answers missing fields, huge strings and malformed JSON with a 4xx, never a 5xx", async () => {
    expect((await post({}, {}, "10.0.2.1")).statusCode).toBe(400);
    expect(
      (await post({ name: "Ana", email: "a@b.co", topic: "x".repeat(100_000) }, {}, "10.0.2.2")).statusCode,
    ).toBe(413);
    const malformed = await post("{not json", {}, "10.0.2.3");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe("Bad Request");
    const wrongType = await post(
      "name=Ana",
      { "content-type": "application/x-www-form-urlencoded" },
      "10.0.2.4",
    );
    expect(wrongType.statusCode).toBe(415);
  });

  it("limits each client to five suggestions a minute", async () => {
    const good = { name: "Sam Lee", email: "sam@brightspark.com", topic: "After-hours triage" };
    for (let i = 0; i < 5; i++) expect((await post(good, {}, "10.0.3.1")).statusCode).toBe(201);
    const limited = await post(good, {}, "10.0.3.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect((await post(good, {}, "10.0.3.2")).statusCode).toBe(201);
  });
});

describe("GET /api/openapi.json", () => {
  it("serves a document that validates against the OpenAPI 3.1 schema", async () => {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/(problem\+)?json/);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/calls", "/calls/{id}", "/calls/{id}/transcript", "/webhooks"]),
    );
  });
});
