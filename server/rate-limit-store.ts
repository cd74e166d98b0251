import { sql } from "drizzle-orm";
import type { Db } from "./db/client";

/**
 * @fastify/rate-limit's store on PostgreSQL, so every instance behind a load balancer counts the
 * same hits: one row per route and client in `rate_limit_hits`, incremented with one atomic upsert
 * that restarts the window once it has passed. Expired rows are deleted now and then. Used when
 * DATABASE_URL is set; with the embedded PGlite database (one process) the limiter stays in memory.
 */
interface Result {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: Result) => void;

export const rateLimitCleanup = { everyHits: 500 } as const;

/** One request's increment, waiting for its batch. */
interface Pending {
  key: string;
  windowMs: number;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

export function postgresRateLimitStore(db: Db) {
  let hits = 0;
  let queue: Pending[] = [];
  let inFlight = false;

  const cleanup = () =>
    db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute'`).catch(() => {});

  /**
   * Increments go out in batches: while one statement is on its way, the next requests' increments
   * wait and then go together, in one upsert (one row per key, incremented by how many of the batch
   * it got). An idle server sends each at once; a busy one makes one round trip per batch instead
   * of one per request. Each request gets its own count: a key's batch of n takes the counts up to
   * the new total in the order the requests came.
   */
  const flush = async () => {
    if (inFlight || queue.length === 0) return;
    inFlight = true;
    const batch = queue;
    queue = [];
    const byKey = new Map<string, { windowMs: number; waiting: Pending[] }>();
    for (const pending of batch) {
      const entry = byKey.get(pending.key) ?? { windowMs: pending.windowMs, waiting: [] };
      entry.waiting.push(pending);
      byKey.set(pending.key, entry);
    }
    const rows = JSON.stringify(
      [...byKey].map(([key, entry]) => ({ k: key, n: entry.waiting.length, w: entry.windowMs / 1000 })),
    );
    try {
      const result = await db.execute(sql`
        insert into rate_limit_hits (key, hits, reset_at)
        select k, n, now() + make_interval(secs => w)
        from jsonb_to_recordset(${rows}::jsonb) as batch(k text, n bigint, w double precision)
        on conflict (key) do update set
          hits = case
            when rate_limit_hits.reset_at <= now() then excluded.hits
            else rate_limit_hits.hits + excluded.hits
          end,
          reset_at = case
            when rate_limit_hits.reset_at <= now() then excluded.reset_at
            else rate_limit_hits.reset_at
          end
        returning key, hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000)) as ttl`);
      const answered = (
        result as unknown as { rows: { key: string; hits: string | number; ttl: string | number }[] }
      ).rows;
      for (const row of answered) {
        const entry = byKey.get(row.key);
        if (!entry) continue;
        byKey.delete(row.key);
        const total = Number(row.hits);
        const first = total - entry.waiting.length + 1;
        for (const [index, pending] of entry.waiting.entries()) {
          pending.resolve({ current: first + index, ttl: Number(row.ttl ?? pending.windowMs) });
        }
      }
      // A key the statement did not answer for (it always does) is counted once, as a first hit.
      for (const entry of byKey.values()) {
        for (const pending of entry.waiting) pending.resolve({ current: 1, ttl: pending.windowMs });
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error as Error);
    } finally {
      inFlight = false;
      void flush();
    }
  };

  const increment = (key: string, windowMs: number): Promise<Result> => {
    if (++hits % rateLimitCleanup.everyHits === 0) void cleanup();
    return new Promise((resolve, reject) => {
      queue.push({ key, windowMs, resolve, reject });
      void flush();
    });
  };

  /** One store per route, so each route's limit is counted on its own. */
  const storeFor = (prefix: string) => ({
    incr(key: string, callback: Callback, timeWindow: number) {
      increment(`${prefix}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    },
    child(routeOptions: { method?: string | string[]; url?: string; path?: string }) {
      const method = Array.isArray(routeOptions.method) ? routeOptions.method.join(",") : routeOptions.method;
      return storeFor(`${method ?? "*"} ${routeOptions.url ?? routeOptions.path ?? ""}`);
    },
  });

  // @fastify/rate-limit constructs the store with `new`; a class wrapper keeps its options aside.
  return class PostgresRateLimitStore {
    incr: (key: string, callback: Callback, timeWindow: number) => void;
    child: (routeOptions: { method?: string | string[]; url?: string }) => unknown;
    constructor() {
      const root = storeFor("global");
      this.incr = root.incr;
      this.child = root.child;
    }
  };
}
