import { createHmac, randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { freshPostgresDatabase } from "../../scripts/lib/postgres";
import { WebhookReceiver } from "../../tests/fakes/webhook-receiver";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { leadOutbox } from "../db/schema";
import { loadEnv } from "../env";
import { backoffDelay, LeadOutbox, signLeadPayload } from "./outbox";
import { storeLead } from "./store";

const secret = "lead-webhook-secret";

/** Polls `condition` until it holds; fails after `timeoutMs` with `what`. */
async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Log lines the app writes, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

let counter = 0;
const lead = () => {
  counter += 1;
  return {
    businessName: `Bright Spark Electric ${counter}`,
    fullName: "Sam Lee",
    email: `sam.${counter}@brightspark.com`,
    mobilePhone: "512-555-0123",
    industry: "electrician",
    planTier: "basic",
  };
};

function fastEnv(url: string, extra: Record<string, string> = {}) {
  return loadEnv({
    ...extra,
    NODE_ENV: "test",
    LEAD_WEBHOOK_URL: url,
    LEAD_WEBHOOK_SECRET: secret,
    LEAD_WEBHOOK_POLL_MS: "20",
    LEAD_WEBHOOK_BACKOFF_MS: "20",
    LEAD_WEBHOOK_BACKOFF_MAX_MS: "150",
    LEAD_WEBHOOK_TIMEOUT_MS: "2000",
  });
}

describe("backoff and signature", () => {
  it("doubles the delay with each failed attempt up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((attempt) => backoffDelay(attempt, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it("signs the exact body with HMAC-SHA256 as sha256=<hex>", () => {
    const body = '{"businessName":"Bright Spark Electric"}';
    expect(signLeadPayload(body, "s3cret")).toBe(
      `sha256=${createHmac("sha256", "s3cret").update(body).digest("hex")}`,
    );
    expect(signLeadPayload(body, "s3cret")).not.toBe(signLeadPayload(`${body} `, "s3cret"));
  });
});

/**
 * Each engine gives the database and a way to open it again as another server copy would: its
 * own connection pool on PostgreSQL; the same embedded instance on PGlite (one process only).
 */
const engines = [
  [
    "PGlite",
    async () => {
      const database = await openDatabase({ pgliteDir: ":memory:" });
      return { database, another: async () => database, drop: async () => {} };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const fresh = await freshPostgresDatabase(inject("databaseUrl"), "outbox");
      const another = () => openDatabase({ pgliteDir: ":memory:", databaseUrl: fresh.url });
      return { database: await another(), another, drop: fresh.drop };
    },
  ],
] as const;

describe.each(engines)("lead forwarding on %s", (_name, open) => {
  let database: Database;
  let another: () => Promise<Database>;
  let drop: () => Promise<void>;
  const copies: Database[] = [];
  const apps: App[] = [];
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    ({ database, another, drop } = await open());
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(receivers.splice(0).map((receiver) => receiver.stop()));
    await Promise.all(copies.splice(0).map((copy) => (copy === database ? undefined : copy.close())));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function appFor(url: string, logger?: object, on: Database = database, extra = {}) {
    const app = await buildApp({
      env: fastEnv(url, extra),
      database: on,
      serveSite: false,
      logger: logger ?? false,
    });
    apps.push(app);
    await app.ready();
    return app;
  }
  async function receiver() {
    const started = await new WebhookReceiver().start();
    receivers.push(started);
    return started;
  }
  const postLead = (app: App, body: object) =>
    app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      payload: JSON.stringify(body),
      remoteAddress: `10.4.${Math.floor(counter / 250)}.${counter % 250}`,
    });
  const outboxRows = (leadIds: string[]) =>
    database.db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, leadIds));

  it("retries while the receiver fails and while it is down, then delivers every lead once, signed", async () => {
    const crm = await receiver();
    crm.mode = 500;
    const logs = logSink();
    const app = await appFor(crm.url, logs.logger);
    const sent = Array.from({ length: 6 }, lead);
    const leadIds: string[] = [];
    for (const body of sent) {
      const response = await postLead(app, body);
      expect(response.statusCode).toBe(201);
      leadIds.push(response.json().leadId);
    }

    // 1. The receiver answers 500: each lead is tried, and tried again.
    await waitFor("two failed attempts per lead", async () =>
      (await outboxRows(leadIds)).every((row) => row.attempts >= 2 && row.lastStatus === 500),
    );
    // 2. The receiver is down: connection refused, still retried.
    await crm.stop();
    const attemptsWhenDown = Object.fromEntries(
      (await outboxRows(leadIds)).map((row) => [row.id, row.attempts]),
    );
    await waitFor("attempts against a receiver that is down", async () =>
      (await outboxRows(leadIds)).every(
        (row) =>
          row.attempts > attemptsWhenDown[row.id]! && row.lastStatus === null && Boolean(row.lastError),
      ),
    );
    expect(crm.accepted).toHaveLength(0);
    // 3. It recovers: every lead arrives, once.
    crm.mode = "ok";
    await crm.start();
    await waitFor("every lead delivered", async () =>
      (await outboxRows(leadIds)).every((row) => row.deliveredAt),
    );
    await app.close();

    expect(crm.accepted).toHaveLength(leadIds.length);
    expect(crm.accepted.map((delivery) => delivery.headers["idempotency-key"]).sort()).toEqual(
      [...leadIds].sort(),
    );
    for (const delivery of crm.accepted) {
      const payload = JSON.parse(delivery.body);
      const index = leadIds.indexOf(String(delivery.headers["idempotency-key"]));
      expect(payload).toEqual({
        ...sent[index],
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        step: "lead_capture",
        source: "trial_modal",
      });
      expect(delivery.headers["content-type"]).toBe("application/json");
      expect(delivery.headers["x-hostline-signature"]).toBe(
        `sha256=${createHmac("sha256", secret).update(delivery.body).digest("hex")}`,
      );
      expect(Number(delivery.headers["x-hostline-timestamp"])).toBeGreaterThan(1_700_000_000);
      expect(Number(delivery.headers["x-hostline-attempt"])).toBeGreaterThanOrEqual(3);
    }
    // Each attempt is in the logs.
    const failed = logs.lines.filter((line) => line.event === "lead_forward_failed");
    const forwarded = logs.lines.filter((line) => line.event === "lead_forwarded");
    expect(forwarded).toHaveLength(leadIds.length);
    expect(failed.length).toBeGreaterThanOrEqual(leadIds.length * 3);
    expect(failed.some((line) => line.status === 500)).toBe(true);
    expect(
      failed.some((line) => line.status === null && /ECONNREFUSED|fetch failed/.test(String(line.error))),
    ).toBe(true);
    expect(failed.every((line) => typeof line.retryInMs === "number" && line.leadId && line.attempt)).toBe(
      true,
    );
  });

  it("an instance with LEAD_WEBHOOK_WORKER=false writes the outbox but leaves delivery to a worker", async () => {
    const crm = await receiver();
    const writer = await appFor(crm.url, undefined, database, { LEAD_WEBHOOK_WORKER: "false" });
    const response = await postLead(writer, lead());
    expect(response.statusCode).toBe(201);
    const leadId: string = response.json().leadId;
    // Well past many poll intervals (20 ms): nothing is sent, the row waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(crm.accepted).toHaveLength(0);
    expect(await outboxRows([leadId])).toMatchObject([{ attempts: 0 }]);
    // A worker instance on the same database delivers it.
    await appFor(crm.url);
    await waitFor("the lead delivered by the worker", async () =>
      crm.accepted.some((delivery) => delivery.headers["idempotency-key"] === leadId),
    );
  });

  it("loses nothing across a restart: leads queued while one copy was up are sent by the next", async () => {
    const crm = await receiver();
    await crm.stop();
    const first = await appFor(crm.url);
    const leadIds: string[] = [];
    for (let i = 0; i < 4; i++) leadIds.push((await postLead(first, lead())).json().leadId);
    await waitFor("a failed attempt each", async () =>
      (await outboxRows(leadIds)).every((row) => row.attempts >= 1),
    );
    await first.close();

    await crm.start();
    await appFor(crm.url);
    await waitFor("delivery after the restart", async () =>
      (await outboxRows(leadIds)).every((row) => row.deliveredAt),
    );
    expect(crm.accepted.map((delivery) => delivery.headers["idempotency-key"]).sort()).toEqual(
      [...leadIds].sort(),
    );
  });

  it("is safe with several server copies: each lead is delivered once", async () => {
    const crm = await receiver();
    crm.delayMs = 15;
    const workers: App[] = [];
    for (let copy = 0; copy < 3; copy++) {
      const own = await another();
      copies.push(own);
      workers.push(await appFor(crm.url, undefined, own));
    }
    const leadIds = await Promise.all(
      Array.from({ length: 45 }, async (_, index) => {
        const response = await postLead(workers[index % workers.length]!, lead());
        return response.json().leadId as string;
      }),
    );
    await waitFor("every lead delivered", async () =>
      (await outboxRows(leadIds)).every((row) => row.deliveredAt),
    );
    expect(crm.received).toHaveLength(leadIds.length);
    expect(new Set(crm.received.map((delivery) => delivery.headers["idempotency-key"])).size).toBe(
      leadIds.length,
    );
  });

  it.runIf(_name === "PostgreSQL")(
    "skips rows another copy has locked, neither waiting for them nor taking them",
    async () => {
      const leadIds: string[] = [];
      for (let i = 0; i < 8; i++)
        leadIds.push((await storeLead(database.db, leadWithContext(), { forward: true })).leadId);
      const held = leadIds.slice(0, 4);
      const holder = await another();
      const worker = await another();
      copies.push(holder, worker);
      const log = { info: () => {}, warn: () => {}, error: () => {} };
      const outbox = new LeadOutbox({ db: worker.db, url: "http://127.0.0.1:9/", log, batchSize: 100 });
      let claimed: string[] | undefined;
      let waited = false;
      let claiming: Promise<void> | undefined;
      // Another copy is in the middle of claiming the first four rows: it holds their locks.
      await holder.db.transaction(async (tx) => {
        await tx
          .select({ id: leadOutbox.id })
          .from(leadOutbox)
          .where(inArray(leadOutbox.leadId, held))
          .for("update");
        claiming = outbox.claim().then((rows) => {
          claimed = rows.map((row) => row.leadId);
        });
        await waitFor("the claim to finish, or to wait on a lock", async () => {
          if (claimed) return true;
          const result = (await tx.execute(
            sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          )) as unknown as { rows: { waiting: number }[] };
          waited = (result.rows[0]?.waiting ?? 0) > 0;
          return waited;
        });
      });
      await claiming;
      expect(waited).toBe(false);
      expect(claimed?.filter((id) => leadIds.includes(id)).sort()).toEqual(leadIds.slice(4).sort());
    },
  );

  it("claims each due row once when several copies claim batch after batch in parallel", async () => {
    const crm = await receiver();
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const leadIds: string[] = [];
    for (let i = 0; i < 60; i++)
      leadIds.push((await storeLead(database.db, leadWithContext(), { forward: true })).leadId);
    const outboxes: LeadOutbox[] = [];
    for (let copy = 0; copy < 6; copy++) {
      const own = await another();
      copies.push(own);
      outboxes.push(new LeadOutbox({ db: own.db, url: crm.url, log, batchSize: 4, leaseMs: 60_000 }));
    }
    // Every copy claims batch after batch, all at the same time, until nothing is due.
    const claimed: string[] = [];
    await Promise.all(
      outboxes.map(async (outbox) => {
        for (let batch = await outbox.claim(); batch.length; batch = await outbox.claim()) {
          claimed.push(...batch.map((row) => row.leadId));
        }
      }),
    );
    expect(claimed.filter((id) => leadIds.includes(id)).sort()).toEqual([...leadIds].sort());
    expect((await outboxRows(leadIds)).every((row) => row.attempts === 1)).toBe(true);
  });

  it("gives a claimed row to another copy when its lease runs out, and a late failure never undoes a delivery", async () => {
    const stuck = await receiver();
    stuck.mode = "hang";
    const healthy = await receiver();
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const [{ leadId }] = [await storeLead(database.db, leadWithContext(), { forward: true })];
    const slow = new LeadOutbox({ db: database.db, url: stuck.url, log, timeoutMs: 30_000, leaseMs: 300 });
    const quick = new LeadOutbox({ db: database.db, url: healthy.url, log, timeoutMs: 2000, leaseMs: 300 });
    const slowRound = slow.runOnce();
    await waitFor("the slow copy to send", () => stuck.received.length === 1);
    expect(await quick.runOnce()).toBe(0);
    await waitFor("the lease to run out and the quick copy to deliver", async () => {
      await quick.runOnce();
      return healthy.accepted.length === 1;
    });
    await slow.stop();
    await slowRound;
    const [row] = await database.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(2);
  });

  it("gives up on a receiver that does not answer within the time-out and tries again", async () => {
    const silent = await receiver();
    silent.mode = "hang";
    const { leadId } = await storeLead(database.db, leadWithContext(), { forward: true });
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const outbox = new LeadOutbox({
      db: database.db,
      url: silent.url,
      log,
      timeoutMs: 100,
      backoffBaseMs: 10,
      pollIntervalMs: 10,
    });
    outbox.start();
    await waitFor("two timed-out attempts", async () => {
      const [row] = await database.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId));
      return (row?.attempts ?? 0) >= 2 && /no answer in 100 ms/.test(row?.lastError ?? "");
    });
    await outbox.stop();
  });
});

function leadWithContext() {
  const { industry, planTier, ...rest } = lead();
  return { ...rest, industry: industry as "electrician", planTier: planTier as "basic" };
}
