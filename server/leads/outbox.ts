import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database, Db } from "../db/client";
import { leadOutbox } from "../db/schema";
import type { Env } from "../env";

export interface LeadOutboxOptions {
  db: Db;
  /** The CRM webhook (LEAD_WEBHOOK_URL). */
  url: string;
  /** Signs each body with HMAC-SHA256 when set (LEAD_WEBHOOK_SECRET). */
  secret?: string;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** How often due rows are looked for when nothing wakes the worker (LEAD_WEBHOOK_POLL_MS). */
  pollIntervalMs?: number;
  /** The first retry delay; it doubles with each failed attempt (LEAD_WEBHOOK_BACKOFF_MS)... */
  backoffBaseMs?: number;
  /** ...up to this cap (LEAD_WEBHOOK_BACKOFF_MAX_MS). */
  backoffMaxMs?: number;
  /** How long one POST may take (LEAD_WEBHOOK_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claimed row is left to its worker before another may claim it (default 2×timeout + 5 s). */
  leaseMs?: number;
  fetch?: typeof fetch;
}

/** The retry delay after `attempts` failed attempts: base, 2×base, 4×base, ... capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** The `X-Hostline-Signature` header value for a body: `sha256=` and the hex HMAC-SHA256. */
export function signLeadPayload(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Forwards stored leads to the CRM webhook through the lead_outbox table.
 *
 * Each round claims due rows in one statement (`FOR UPDATE SKIP LOCKED`, so several server
 * copies never claim the same row) and pushes their next attempt past a lease, then POSTs them.
 * A 2xx marks the row delivered; anything else (status, timeout, refused connection) schedules
 * the next attempt with exponential backoff. A copy that dies mid-delivery leaves the row to be
 * claimed again when its lease runs out, so nothing is lost; the receiver can drop the rare
 * repeat by the Idempotency-Key header (the lead's id).
 */
export class LeadOutbox {
  private readonly pollIntervalMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly timeoutMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly fetch: typeof fetch;
  private running: Promise<void> | undefined;
  private stopped = true;
  private woken = false;
  private wake: (() => void) | undefined;
  private readonly inFlight = new Set<AbortController>();

  constructor(private readonly options: LeadOutboxOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.backoffBaseMs = options.backoffBaseMs ?? 5000;
    this.backoffMaxMs = options.backoffMaxMs ?? 600_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? this.timeoutMs * 2 + 5000;
    this.fetch = options.fetch ?? fetch;
  }

  /** Starts the polling loop (idempotent). */
  start(): void {
    if (this.running) return;
    this.stopped = false;
    this.running = this.loop();
  }

  /** A lead was just stored: look for due rows now instead of at the next poll. */
  poke(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Stops polling, aborts POSTs still in flight (their rows are retried later) and waits for the loop. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    for (const controller of this.inFlight) controller.abort(new Error("server shutting down"));
    await this.running;
    this.running = undefined;
  }

  /** One round: claims due rows and tries each once. Returns how many rows it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((row) => this.deliver(row)));
    return claimed.length;
  }

  /**
   * Claims up to a batch of due rows for this worker: one statement that locks them (skipping rows
   * another copy holds), counts the attempt and moves their next attempt past the lease.
   */
  async claim(): Promise<{ id: string; leadId: string; payload: string; attempts: number }[]> {
    const { db } = this.options;
    const due = db
      .select({ id: leadOutbox.id })
      .from(leadOutbox)
      .where(and(isNull(leadOutbox.deliveredAt), lte(leadOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(leadOutbox.nextAttemptAt))
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(leadOutbox)
      .set({
        attempts: sql`${leadOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${this.leaseMs} * interval '1 millisecond'`,
      })
      .where(and(inArray(leadOutbox.id, due), isNull(leadOutbox.deliveredAt)))
      .returning({
        id: leadOutbox.id,
        leadId: leadOutbox.leadId,
        payload: leadOutbox.payload,
        attempts: leadOutbox.attempts,
      });
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (error) {
        if (this.stopped) break;
        this.options.log.error({ err: error, event: "lead_outbox_error" }, "lead outbox round failed");
      }
      if (this.stopped) break;
      if (claimed < this.batchSize) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(finish, this.pollIntervalMs);
      this.wake = finish;
    });
  }

  private async deliver(row: {
    id: string;
    leadId: string;
    payload: string;
    attempts: number;
  }): Promise<void> {
    const { db, url, secret, log } = this.options;
    const started = Date.now();
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Hostline-Lead-Forwarder/1.0",
      "idempotency-key": row.leadId,
      "x-hostline-delivery": row.id,
      "x-hostline-attempt": String(row.attempts),
      "x-hostline-timestamp": String(Math.floor(started / 1000)),
    };
    if (secret) headers["x-hostline-signature"] = signLeadPayload(row.payload, secret);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer in ${this.timeoutMs} ms`)),
      this.timeoutMs,
    );
    this.inFlight.add(controller);
    let status: number | null = null;
    let failure: string | null = null;
    try {
      const response = await this.fetch(url, {
        method: "POST",
        headers,
        body: row.payload,
        signal: controller.signal,
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) failure = `receiver answered ${response.status}`;
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      failure = describeFailure(reason);
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
    const context = {
      leadId: row.leadId,
      outboxId: row.id,
      attempt: row.attempts,
      status,
      ms: Date.now() - started,
    };
    if (!failure) {
      await db
        .update(leadOutbox)
        .set({ deliveredAt: sql`now()`, lastStatus: status, lastError: null })
        .where(eq(leadOutbox.id, row.id));
      log.info({ ...context, event: "lead_forwarded" }, "lead forwarded to the webhook");
      return;
    }
    const retryInMs = backoffDelay(row.attempts, this.backoffBaseMs, this.backoffMaxMs);
    await db
      .update(leadOutbox)
      .set({
        nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
        lastStatus: status,
        lastError: failure.slice(0, 500),
      })
      .where(and(eq(leadOutbox.id, row.id), isNull(leadOutbox.deliveredAt)));
    log.warn(
      { ...context, event: "lead_forward_failed", error: failure, retryInMs },
      "lead forwarding failed; will retry",
    );
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ? `${error.message} (${cause.code})` : error.message;
  }
  return String(error);
}

/**
 * Lead forwarding for the app: when LEAD_WEBHOOK_URL is set, a LeadOutbox that starts when the
 * app is ready and stops when it closes. Undefined when forwarding is off.
 */
export function registerLeadOutbox(
  app: FastifyInstance,
  env: Env,
  database: Database,
): LeadOutbox | undefined {
  if (!env.LEAD_WEBHOOK_URL) return undefined;
  const outbox = new LeadOutbox({
    db: database.db,
    url: env.LEAD_WEBHOOK_URL,
    secret: env.LEAD_WEBHOOK_SECRET,
    log: app.log.child({ component: "lead-outbox" }),
    pollIntervalMs: env.LEAD_WEBHOOK_POLL_MS,
    backoffBaseMs: env.LEAD_WEBHOOK_BACKOFF_MS,
    backoffMaxMs: env.LEAD_WEBHOOK_BACKOFF_MAX_MS,
    timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
  });
  // Rows are written either way (the lead route does it, in the lead's own statement); only a
  // worker instance claims and delivers them.
  if (!env.LEAD_WEBHOOK_WORKER) return outbox;
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => outbox.stop());
  return outbox;
}
