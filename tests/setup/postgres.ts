/**
 * Vitest global set-up: starts a throw-away PostgreSQL server (scripts/lib/postgres.ts) and hands
 * its URL to the tests as `databaseUrl`, or passes on TEST_DATABASE_URL. Debian's PostgreSQL
 * binaries are installed by scripts/test-all.mjs and .ci/run.
 */
import type { TestProject } from "vitest/node";
import { startPostgresServer } from "../../scripts/lib/postgres";

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("databaseUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startPostgresServer();
  if (!server) {
    throw new Error(
      "PostgreSQL server binaries were not found. Install them (Debian: apt-get install postgresql) or set TEST_DATABASE_URL.",
    );
  }
  project.provide("databaseUrl", server.url);
  return server.stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
