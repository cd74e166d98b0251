import { afterAll, describe, expect, inject, it } from "vitest";
import { freshPostgresDatabase } from "../../scripts/lib/postgres";
import { WebhookReceiver } from "../../tests/fakes/webhook-receiver";
import { runServer, type ServerProcess, stopServer } from "../../tests/support/server-process";

/**
 * The lead outbox with two real server processes on one PostgreSQL and one CRM webhook: every
 * lead is delivered exactly once, including those posted while the webhook was failing.
 */
describe("lead outbox across two instances", () => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const receiver = new WebhookReceiver();
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await receiver.stop();
    for (const cleanup of cleanups) await cleanup();
  });

  it("delivers each of 200 leads exactly once, and those sent during an outage once it recovers", {
    timeout: 180_000,
  }, async () => {
    await receiver.start();
    receiver.delayMs = 5;
    const fresh = await freshPostgresDatabase(inject("databaseUrl"), "outbox_instances");
    cleanups.push(fresh.drop);
    const env = {
      DATABASE_URL: fresh.url,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: "whsec-test-outbox-instances",
      LEAD_WEBHOOK_POLL_MS: "50",
      LEAD_WEBHOOK_BACKOFF_MS: "100",
      LEAD_WEBHOOK_BACKOFF_MAX_MS: "400",
    };
    servers.push(...(await Promise.all([runServer(env), runServer(env)])));

    const post = async (i: number) => {
      const server = servers[i % 2] as ServerProcess;
      const response = await fetch(`http://127.0.0.1:${server.port}/api/leads`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `198.51.${Math.floor(i / 200)}.${i % 200}`,
        },
        body: JSON.stringify({
          businessName: `Steady Flow Plumbing ${i}`,
          fullName: "Chris Park",
          email: `chris${i}@steadyflow.com`,
          mobilePhone: "512-555-0123",
          industry: "plumber",
          planTier: "pro",
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { leadId: string }).leadId;
    };

    const ids: string[] = [];
    for (let i = 0; i < 150; i++) ids.push(await post(i));
    receiver.mode = 500;
    for (let i = 150; i < 200; i++) ids.push(await post(i));
    await new Promise((resolve) => setTimeout(resolve, 500));
    receiver.mode = "ok";

    const deliveredIds = () =>
      receiver.accepted.map((delivery) => String(delivery.headers["idempotency-key"]));
    for (let attempt = 0; attempt < 300 && new Set(deliveredIds()).size < ids.length; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const delivered = deliveredIds();
    expect(new Set(delivered)).toEqual(new Set(ids));
    expect(delivered.length).toBe(ids.length);
    expect(receiver.received.some((delivery) => delivery.status === 500)).toBe(true);
  });
});
