#!/usr/bin/env node
/**
 * `npm run bench:memory`: the server's start-up time (spawn to the first healthy answer) and
 * resident memory (RSS) idle after start and after 50 page loads, for the compiled server that
 * `npm start` runs (build/server/main.js) next to the same server run through tsx, in the same
 * run on the same machine. On the embedded PGlite database (on disk, as `npm start` uses it) and,
 * when a PostgreSQL server can be started (Debian's postgresql), on PostgreSQL. Prints figures.
 * Needs `npm run build` first.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { startServer } from "./lib/server.mjs";

if (!fs.existsSync("build/server/main.js")) {
  console.error("Run npm run build first: build/server/main.js is missing.");
  process.exit(1);
}

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

const pages = [
  "/",
  "/pricing",
  "/plumbers",
  "/restaurants",
  "/blog",
  "/contact",
  "/support",
  "/help-center",
  "/security",
  "/about-us",
];

async function measure(label, env, built) {
  const server = await startServer({ ...env, LOG_LEVEL: "warn" }, { built });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const idle = rssMb(server.pid);
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${server.base}${pages[i % pages.length]}`, {
      headers: { "accept-encoding": "br" },
    });
    await response.arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = rssMb(server.pid);
  await server.stop();
  console.log(
    `${label.padEnd(34)} start-up ${(server.bootMs / 1000).toFixed(2).padStart(5)} s   RSS idle ${idle.toFixed(0).padStart(4)} MB   after 50 pages ${loaded.toFixed(0).padStart(4)} MB`,
  );
  return { idle, loaded, bootMs: server.bootMs };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostline-memory-"));
try {
  await measure("PGlite, built, first start", { PGLITE_DIR: path.join(dir, "a") }, true);
  await measure("PGlite, built, restart (npm start)", { PGLITE_DIR: path.join(dir, "a") }, true);
  await measure("PGlite, through tsx (reference)", { PGLITE_DIR: path.join(dir, "a") }, false);
  const { startPostgresServer } = await tsImport("./lib/postgres.ts", import.meta.url);
  const postgres = await startPostgresServer({ durable: false, label: "hostline-bench-memory" }).catch(
    () => undefined,
  );
  if (postgres) {
    try {
      await measure("PostgreSQL, built (npm start)", { DATABASE_URL: postgres.url }, true);
      await measure("PostgreSQL, through tsx (reference)", { DATABASE_URL: postgres.url }, false);
    } finally {
      await postgres.stop();
    }
  } else console.log("PostgreSQL: no server could be started here (install Debian's postgresql).");
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
