import { afterAll, describe, expect, inject, it } from "vitest";
import { chatLimits } from "../core/chat-limits";
import { freshPostgresDatabase } from "../scripts/lib/postgres";
import { runServer, type ServerProcess, stopServer } from "../tests/support/server-process";
import { openDatabase } from "./db/client";
import { postgresRateLimitStore } from "./rate-limit-store";

/**
 * Two real server processes on one real PostgreSQL share their rate limits: a client alternating
 * between them gets as many answers as from one instance, not twice as many.
 */
describe("rate limits across two instances", () => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    for (const cleanup of cleanups) await cleanup();
  });

  it("hold across both processes, per route and client", { timeout: 120_000 }, async () => {
    const fresh = await freshPostgresDatabase(inject("databaseUrl"), "rate_limit");
    cleanups.push(fresh.drop);
    servers.push(
      ...(await Promise.all([
        runServer({ DATABASE_URL: fresh.url }),
        runServer({ DATABASE_URL: fresh.url }),
      ])),
    );

    const ask = (server: ServerProcess, client: string) =>
      fetch(`http://127.0.0.1:${server.port}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify({ message: "How much is Pro?" }),
      });

    const statuses: number[] = [];
    for (let i = 0; i < chatLimits.perMinute + 5; i++) {
      const server = servers[i % 2] as ServerProcess;
      statuses.push((await ask(server, "198.51.100.20")).status);
    }
    expect(statuses.slice(0, chatLimits.perMinute).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(chatLimits.perMinute).every((status) => status === 429)).toBe(true);
    // Another client, and another route, have their own counts.
    expect((await ask(servers[1] as ServerProcess, "198.51.100.21")).status).toBe(200);

    const database = await openDatabase({ pgliteDir: ":memory:", databaseUrl: fresh.url });
    cleanups.unshift(() => database.close());
    const rows = await database.db.execute("select key, hits from rate_limit_hits order by key");
    const keys = (rows as unknown as { rows: { key: string; hits: string }[] }).rows;
    expect(keys.find((row) => row.key.includes("198.51.100.20"))?.hits).toBe(
      String(chatLimits.perMinute + 5),
    );
  });
});

describe("the PostgreSQL rate-limit store under concurrent requests", () => {
  it("batches increments yet gives every request its own count, per key", { timeout: 60_000 }, async () => {
    const fresh = await freshPostgresDatabase(inject("databaseUrl"), "rate_limit_batch");
    const database = await openDatabase({ pgliteDir: ":memory:", databaseUrl: fresh.url });
    try {
      const Store = postgresRateLimitStore(database.db);
      const store = new Store() as unknown as {
        child: (route: { method: string; url: string }) => {
          incr: (
            key: string,
            callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
            windowMs: number,
          ) => void;
        };
      };
      const route = store.child({ method: "POST", url: "/api/leads" });
      const incr = (key: string) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          route.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000),
        );
      // 40 requests at once from one client and 10 from another, interleaved.
      const keys = Array.from({ length: 50 }, (_, index) => (index % 5 === 4 ? "b" : "a"));
      const results = await Promise.all(keys.map(incr));
      const counts = (key: string) =>
        results
          .filter((_, index) => keys[index] === key)
          .map((result) => result.current)
          .sort((x, y) => x - y);
      expect(counts("a")).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
      expect(counts("b")).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
      expect(results.every((result) => result.ttl > 0 && result.ttl <= 60_000)).toBe(true);
      // Then one more: the next count, from the same window.
      expect((await incr("a")).current).toBe(41);
      const rows = await database.db.execute("select key, hits from rate_limit_hits order by key");
      expect(
        (rows as unknown as { rows: { key: string; hits: string }[] }).rows.map((row) => row.hits),
      ).toEqual(["41", "10"]);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
