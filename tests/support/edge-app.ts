import { count } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../../server/app";
import { type Database, openDatabase } from "../../server/db/client";
import { leadOutbox, leads, trials, webinarTopics } from "../../server/db/schema";
import { loadEnv } from "../../server/env";

/**
 * The whole API on an in-memory database for the edge tests (hostile JSON, the fuzz tests): built
 * before the suite, closed after it, with the error log collected in `errors` (which must never
 * hold a visitor's data) and `stored()` counting the rows a refused request must not add.
 */
export function edgeApp(env: Record<string, string> = {}) {
  const harness = {
    app: undefined as unknown as App,
    database: undefined as unknown as Database,
    errors: [] as string[],
    /** Leads, trials, webinar topics and outbox rows, in that order. */
    stored: () =>
      Promise.all(
        [leads, trials, webinarTopics, leadOutbox].map(
          async (table) => (await harness.database.db.select({ n: count() }).from(table))[0]?.n ?? 0,
        ),
      ),
  };
  beforeAll(async () => {
    harness.database = await openDatabase({ pgliteDir: ":memory:" });
    harness.app = await buildApp({
      env: loadEnv({ NODE_ENV: "test", ...env }),
      database: harness.database,
      serveSite: false,
      logger: { level: "error", stream: { write: (line: string) => harness.errors.push(line) } },
    });
    await harness.app.ready();
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.close();
  });
  return harness;
}
