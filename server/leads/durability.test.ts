import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray, like } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshPostgresDatabase } from "../../scripts/lib/postgres";
import { freePort, startServer, waitForHealth } from "../../tests/support/server-process";
import { openDatabase } from "../db/client";
import { leads } from "../db/schema";

/**
 * Durability: leads are sent concurrently to a real server process, which is killed with
 * SIGKILL mid-stream and started again on the same storage. Every lead that got a 2xx must be
 * in the database afterwards, and retrying any request with its Idempotency-Key must store
 * nothing twice.
 */

interface Sent {
  key: string;
  email: string;
  ip: string;
  status: number | "no answer";
  leadId?: string;
}

function leadBody(email: string) {
  return JSON.stringify({
    businessName: "Steady Flow Plumbing",
    fullName: "Chris Park",
    email,
    mobilePhone: "512-555-0144",
    industry: "plumber",
    planTier: "pro",
  });
}

async function postLead(port: number, sent: Pick<Sent, "key" | "email" | "ip">) {
  const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": sent.key, "x-forwarded-for": sent.ip },
    body: leadBody(sent.email),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json()) as { leadId?: string };
  return { status: response.status, leadId: body.leadId };
}

/**
 * Sends `total` leads, `concurrency` at a time, and kills the server with SIGKILL as soon as
 * `killAfter` of them have been acknowledged, while the rest are still in flight.
 */
async function sendAndKill(port: number, child: ChildProcess, run: string, total: number, killAfter: number) {
  const sent: Sent[] = Array.from({ length: total }, (_, index) => ({
    key: randomUUID(),
    email: `chris.${run}.${index}@steadyflow.com`,
    ip: `10.9.${Math.floor(index / 250)}.${index % 250}`,
    status: "no answer",
  }));
  let next = 0;
  let acknowledged = 0;
  let killed = false;
  const worker = async () => {
    while (next < sent.length) {
      const entry = sent[next++]!;
      try {
        const answer = await postLead(port, entry);
        entry.status = answer.status;
        entry.leadId = answer.leadId;
        if (answer.status >= 200 && answer.status < 300) acknowledged += 1;
      } catch {
        entry.status = "no answer";
      }
      if (!killed && acknowledged >= killAfter) {
        killed = true;
        child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return sent;
}

/** Maps `items` through `task`, 16 at a time, keeping their order. */
async function inParallel<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return results;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const engines = [
  [
    "PGlite",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostline-durability-"));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      return { env: { PGLITE_DIR: dir }, open: () => openDatabase({ pgliteDir: dir }) };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const fresh = await freshPostgresDatabase(inject("databaseUrl"), "durability");
      cleanups.push(fresh.drop);
      return {
        env: { DATABASE_URL: fresh.url },
        open: () => openDatabase({ pgliteDir: ":memory:", databaseUrl: fresh.url }),
      };
    },
  ],
] as const;

describe.each(engines)("SIGKILL durability on %s", (_name, storage) => {
  it("keeps every acknowledged lead, and a retry after the restart stores nothing twice", {
    timeout: 180_000,
  }, async () => {
    const { env, open } = await storage();
    const run = randomUUID().slice(0, 8);
    const port = await freePort();

    const first = startServer(port, env);
    cleanups.push(() => void first.child.kill("SIGKILL"));
    await waitForHealth(first);
    const sent = await sendAndKill(port, first.child, run, 300, 60);
    expect(await first.exited).toBe("SIGKILL");

    const acknowledged = sent.filter((entry) => typeof entry.status === "number" && entry.status < 300);
    const unanswered = sent.filter((entry) => entry.status === "no answer");
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // The kill really happened mid-stream: some requests never got an answer.
    expect(unanswered.length).toBeGreaterThan(0);
    expect(sent.every((entry) => entry.status === "no answer" || entry.status === 201)).toBe(true);

    const second = startServer(port, env);
    cleanups.push(() => void second.child.kill("SIGKILL"));
    await waitForHealth(second);
    // Every acknowledged lead is there: its retry is answered from the database with the same id.
    const retries = await inParallel(acknowledged, (entry) => postLead(port, entry));
    expect(retries).toEqual(acknowledged.map((entry) => ({ status: 200, leadId: entry.leadId })));
    // The unanswered ones may or may not have been stored; retrying stores each exactly once.
    const late = await inParallel(unanswered, (entry) => postLead(port, entry));
    expect(late.every((retry) => retry.status === 200 || retry.status === 201)).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const database = await open();
    try {
      const stored = await database.db
        .select({ id: leads.id, email: leads.email })
        .from(leads)
        .where(like(leads.email, `chris.${run}.%`));
      expect(stored).toHaveLength(sent.length);
      expect(new Set(stored.map((row) => row.email)).size).toBe(sent.length);
      const ids = acknowledged.map((entry) => entry.leadId!);
      const found = await database.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids));
      expect(found).toHaveLength(ids.length);
    } finally {
      await database.close();
    }
  });
});
