import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * A new, migrated PGlite data directory made by `npm run build` (scripts/build-server.mjs) next to
 * the built server: a first start copies it instead of creating a database, which takes seconds.
 */
export const pgliteTemplate = path.resolve(import.meta.dirname, "pglite-template");

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
}

/**
 * Opens the database and applies the committed migrations: PostgreSQL when `databaseUrl` is set,
 * otherwise PGlite (embedded Postgres) in `pgliteDir`, or in memory when `pgliteDir` is ":memory:".
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** The data directory a new PGlite directory starts as a copy of (the build's, by default). */
  pgliteTemplate?: string;
}): Promise<Database> {
  const schemaModule = await import("./schema");
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover, an administrator) is replaced
    // on the next query; unhandled, pg's "error" event would end the whole process.
    pool.on("error", (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzle(pool, { schema: schemaModule });
    // Several instances may start at once: one migrates while the others wait for it, then find
    // nothing left to do. The lock is held on one connection and released with it.
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock(hashtext('hostline_migrations'))");
      await migrate(drizzle(lockClient, { schema: schemaModule }), { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock(hashtext('hostline_migrations'))").catch(() => {});
      lockClient.release();
    }
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: () => ping(db as unknown as Db),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = options.pgliteDir === ":memory:";
  if (!inMemory) {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    if (!fs.existsSync(path.join(options.pgliteDir, "PG_VERSION"))) {
      const template = options.pgliteTemplate ?? pgliteTemplate;
      if (fs.existsSync(path.join(template, "PG_VERSION"))) {
        fs.cpSync(template, options.pgliteDir, { recursive: true });
      } else {
        initializePgliteDir(options.pgliteDir);
      }
    }
  }
  const client = inMemory ? new PGlite(pgliteOptions) : new PGlite(options.pgliteDir, pgliteOptions);
  const db = drizzle(client, { schema: schemaModule });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

/**
 * The embedded database serves one process and a small site: an 8 MB buffer cache and small work
 * areas are plenty, and keep the server under 200 MB (`npm run bench:memory`) instead of
 * PostgreSQL's default 128 MB cache on top of the 128 MB of WebAssembly memory PGlite starts with.
 */
const pgliteOptions = {
  postgresqlconf: ["shared_buffers=8MB", "wal_buffers=256kB", "work_mem=2MB", "maintenance_work_mem=8MB"],
};

/**
 * Creating a new data directory (initdb) and its tables (the first migrations) take far more
 * WebAssembly memory than serving does, and a process never gives it back, so both run once in a
 * short-lived child process; the server then opens the ready directory with its own, much
 * smaller, instance (its own migrate finds nothing left to do).
 */
export function initializePgliteDir(dataDir: string): void {
  const resolve = (specifier: string) => JSON.stringify(import.meta.resolve(specifier));
  const script = `const { PGlite } = await import(${resolve("@electric-sql/pglite")});
const { drizzle } = await import(${resolve("drizzle-orm/pglite")});
const { migrate } = await import(${resolve("drizzle-orm/pglite/migrator")});
const db = new PGlite(${JSON.stringify(dataDir)}, ${JSON.stringify(pgliteOptions)});
await db.waitReady;
await migrate(drizzle(db), { migrationsFolder: ${JSON.stringify(migrationsFolder)} });
await db.close();`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`Could not initialize the embedded database in ${dataDir}`);
}

/** True when the database answers `select 1` within `timeoutMs`. */
async function ping(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
