import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatLimits } from "../core/chat-limits";
import { type App, buildApp } from "./app";
import { type Database, openDatabase } from "./db/client";
import { loadEnv } from "./env";
import { testModeNotice } from "./routes/health";

const token = "metrics-token-0123456789";

describe("liveness, readiness and metrics", () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
    app = await buildApp({
      env: loadEnv({ NODE_ENV: "test", METRICS_TOKEN: token }),
      database,
      serveSite: false,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it("GET /api/ready answers 200 while the database answers, and says payments are in test mode", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ready: true,
      database: { mode: "pglite", ok: true },
      payments: { mode: "test", notice: testModeNotice },
    });
  });

  it("GET /metrics needs the bearer token, and reports requests, rate limits, the outbox and the answer engine", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.statusCode).toBe(401);
    for (let i = 0; i <= chatLimits.perMinute; i++) {
      await app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { "content-type": "application/json" },
        remoteAddress: "10.99.0.1",
        payload: JSON.stringify({ message: "How much is Pro?" }),
      });
    }
    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toMatch(
      /hostline_http_request_duration_seconds_count\{method="POST",route="\/api\/chat",status="200"\} 20/,
    );
    expect(response.body).toMatch(/hostline_rate_limit_rejections_total\{route="\/api\/chat"\} 1/);
    expect(response.body).toMatch(/hostline_answer_engine_duration_seconds_count\{engine="local"\} 20/);
    expect(response.body).toMatch(/hostline_lead_outbox_backlog 0/);
  });

  it("GET /api/health never touches the database; /api/ready answers 503 when it is unreachable", async () => {
    await database.close();
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", payments: { mode: "test" } });
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["content-type"]).toContain("application/problem+json");
    expect(ready.json()).toMatchObject({
      type: "about:blank",
      title: "Service Unavailable",
      status: 503,
      detail: "The database is not answering yet.",
      ready: false,
      database: { ok: false },
    });
  });
});

describe("metrics and payments configuration", () => {
  it("GET /metrics does not exist without METRICS_TOKEN", async () => {
    const database = await openDatabase({ pgliteDir: ":memory:" });
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: "test" }),
      database,
      serveSite: false,
      logger: false,
    });
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    await app.close();
    await database.close();
  });

  it("a production server without Stripe keys says on /api/ready that no card is charged", async () => {
    const database = await openDatabase({ pgliteDir: ":memory:" });
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: "production", SITE_URL: "https://hostline.example" }),
      database,
      serveSite: false,
      logger: false,
    });
    const body = (await app.inject({ method: "GET", url: "/api/ready" })).json();
    expect(body.payments.mode).toBe("test");
    expect(body.payments.notice).toMatch(
      /^Test mode: no card is charged\. This production server has no Stripe keys/,
    );
    await app.close();
    await database.close();
  });
});

describe("slow clients", () => {
  let database: Database;
  let app: App;
  let port: number;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
    app = await buildApp({
      env: loadEnv({ NODE_ENV: "test" }),
      database,
      serveSite: false,
      logger: false,
      timeouts: { headersMs: 600, requestMs: 1_500, keepAliveMs: 500, checkEveryMs: 100 },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A client that sends half a request line and then trickles a header byte now and then. */
  const trickle = () =>
    new Promise<number>((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n"),
      );
      const drip = setInterval(() => socket.write("X-Slow: a\r\n"), 200);
      socket.on("data", () => {});
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
      setTimeout(() => socket.destroy(), 10_000);
    });

  it("cuts clients that trickle their headers, and keeps serving fast ones meanwhile", async () => {
    const slow = Array.from({ length: 20 }, trickle);
    const fast = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(fast.status).toBe(200);
    const closedAfter = await Promise.all(slow);
    for (const ms of closedAfter) expect(ms).toBeLessThan(5_000);
  });
});
