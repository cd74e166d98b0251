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

export function postgresRateLimitStore(db: Db) {
  let hits = 0;

  const cleanup = () =>
    db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute'`).catch(() => {});

  const increment = async (key: string, windowMs: number): Promise<Result> => {
    const result = await db.execute(sql`
      insert into rate_limit_hits (key, hits, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      on conflict (key) do update set
        hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
        reset_at = case
          when rate_limit_hits.reset_at <= now() then now() + make_interval(secs => ${windowMs / 1000})
          else rate_limit_hits.reset_at
        end
      returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000)) as ttl`);
    const row = (result as unknown as { rows: { hits: string | number; ttl: string | number }[] }).rows[0];
    if (++hits % rateLimitCleanup.everyHits === 0) void cleanup();
    return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
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
