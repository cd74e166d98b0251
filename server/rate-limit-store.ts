import { sql } from "drizzle-orm";
import { batched } from "./db/batch";
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

/** One request's increment. */
interface Hit {
  key: string;
  windowMs: number;
}

export function postgresRateLimitStore(db: Db) {
  let hits = 0;

  const cleanup = () =>
    db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute'`).catch(() => {});

  /**
   * Increments go out in batches (server/db/batch.ts): one upsert for all the requests that came
   * while the previous one was on its way (one row per key, incremented by how many of the batch it
   * got). Each request gets its own count: a key's batch of n takes the counts up to the new total
   * in the order the requests came.
   */
  const incrementAll = async (batch: Hit[]): Promise<Result[]> => {
    const byKey = new Map<string, { windowMs: number; count: number }>();
    for (const hit of batch) {
      const entry = byKey.get(hit.key) ?? { windowMs: hit.windowMs, count: 0 };
      entry.count += 1;
      byKey.set(hit.key, entry);
    }
    const rows = JSON.stringify(
      [...byKey].map(([key, entry]) => ({ k: key, n: entry.count, w: entry.windowMs / 1000 })),
    );
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
    const answered = new Map(
      (
        result as unknown as { rows: { key: string; hits: string | number; ttl: string | number }[] }
      ).rows.map((row) => [row.key, row]),
    );
    // The next count of each key, starting where its batch's share of the new total starts.
    const next = new Map<string, number>();
    return batch.map((hit) => {
      const row = answered.get(hit.key);
      // A key the statement did not answer for (it always does) is counted once, as a first hit.
      if (!row) return { current: 1, ttl: hit.windowMs };
      const first = Number(row.hits) - (byKey.get(hit.key)?.count ?? 1) + 1;
      const current = next.get(hit.key) ?? first;
      next.set(hit.key, current + 1);
      return { current, ttl: Number(row.ttl ?? hit.windowMs) };
    });
  };
  const incrementOne = batched(incrementAll);

  const increment = (key: string, windowMs: number): Promise<Result> => {
    if (++hits % rateLimitCleanup.everyHits === 0) void cleanup();
    return incrementOne({ key, windowMs });
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
