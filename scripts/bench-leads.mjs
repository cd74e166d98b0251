#!/usr/bin/env node
import { spawn } from "node:child_process";
/**
 * `npm run bench:leads`: POST /api/leads under concurrent load on loopback, against the real
 * server process (the built `build/server/main.js`, as `npm start` runs it; `tsx server/main.ts`
 * without a build) next to a reference measured in the same run on the same database: a bare
 * Fastify route doing the same lead insert and outbox row (scripts/lib/reference-leads-server.mjs),
 * with the ratio. Both on each database engine: the embedded PGlite database
 * (on disk, as `npm start` runs it) and PostgreSQL (a throw-away server with fsync on, started
 * like the tests' one, or BENCH_DATABASE_URL). Prints throughput, p50/p99/max latency and the
 * error count, then checks every acknowledged lead is in the database.
 *
 *   npm run bench:leads -- [--requests 3000] [--concurrency 50] [--engines pglite,postgres] [--forward]
 *
 * The server's lead forwarding is on (a local receiver that answers 204), so each lead writes its
 * outbox row like the reference, and does not deliver it (LEAD_WEBHOOK_WORKER=false: deliveries,
 * which a new lead otherwise starts at once, would be load the reference does not carry; the
 * "forwarded" column shows 0). --forward delivers (polling every 200 ms) and waits for every
 * delivery. Rate limits: the server's production defaults (20 leads a minute per client
 * address); every request comes from its own address (X-Forwarded-For, TRUST_PROXY=1).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { keepAliveClient } from "./lib/http-client.mjs";
import { freePort, startServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "50" },
    warmup: { type: "string", default: "200" },
    engines: { type: "string", default: "pglite,postgres" },
    forward: { type: "boolean", default: false },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);
const engines = values.engines.split(",").map((engine) => engine.trim());

const cleanups = [];
process.on("SIGINT", async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  process.exit(130);
});

// ---- PostgreSQL: BENCH_DATABASE_URL, or a throw-away server with fsync on ----

const postgresHelpers = () => tsImport("./lib/postgres.ts", import.meta.url);

async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const { startPostgresServer } = await postgresHelpers();
  return startPostgresServer({ durable: true, label: "hostline-bench-pg" });
}

// ---- The server under test ----

function receiver() {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received += 1;
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/leads`,
        received: () => received,
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

// ---- Load ----

let sequence = 0;
/** The load generator: a keep-alive `node:http` client (scripts/lib/http-client.mjs), for the server and the reference alike. */
const client = keepAliveClient(concurrency);
function post(base, path, headers, body) {
  return client.send(`${base}${path}`, { method: "POST", headers, body });
}

async function sendLead(base, run) {
  const n = sequence++;
  const body = JSON.stringify({
    businessName: "Bench Plumbing Co",
    fullName: "Robin Bench",
    email: `robin.${run}.${n}@benchplumbing.com`,
    mobilePhone: "512-555-0100",
    industry: "plumber",
    planTier: "pro",
  });
  const response = await post(
    base,
    "/api/leads",
    {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "idempotency-key": randomUUID(),
      // Each request from its own client address, so the per-client rate limit does not apply.
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body,
  );
  return { status: response.status, leadId: JSON.parse(response.body).leadId };
}

async function load(base, run, total) {
  const latencies = [];
  const leadIds = [];
  const failures = new Map();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      try {
        const { status, leadId } = await sendLead(base, run);
        latencies.push(performance.now() - t0);
        if (status === 201) leadIds.push(leadId);
        else failures.set(`HTTP ${status}`, (failures.get(`HTTP ${status}`) ?? 0) + 1);
      } catch (error) {
        const reason = error?.cause?.code ?? error?.message ?? String(error);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    seconds,
    throughput: total / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: [...failures.values()].reduce((sum, count) => sum + count, 0),
    failures,
    leadIds,
  };
}

async function countStored(databaseOptions, leadIds) {
  const { openDatabase } = await tsImport("../server/db/client.ts", import.meta.url);
  const { leads } = await tsImport("../server/db/schema.ts", import.meta.url);
  const { inArray } = await import("drizzle-orm");
  const database = await openDatabase(databaseOptions);
  try {
    let found = 0;
    for (let index = 0; index < leadIds.length; index += 1000) {
      const chunk = leadIds.slice(index, index + 1000);
      found += (await database.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, chunk)))
        .length;
    }
    return found;
  } finally {
    await database.close();
  }
}

// ---- Run ----

const results = [];
for (const engine of engines) {
  let storage;
  let databaseOptions;
  if (engine === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostline-bench-pglite-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    storage = { PGLITE_DIR: dir };
    databaseOptions = { pgliteDir: dir };
  } else if (engine === "postgres") {
    const postgres = await startPostgres();
    if (!postgres) {
      console.log("PostgreSQL: skipped (no server binaries; install postgresql or set BENCH_DATABASE_URL)");
      continue;
    }
    cleanups.push(postgres.stop);
    const { freshPostgresDatabase } = await postgresHelpers();
    const { url } = await freshPostgresDatabase(postgres.url, "bench");
    storage = { DATABASE_URL: url };
    databaseOptions = { pgliteDir: ":memory:", databaseUrl: url };
  } else {
    throw new Error(`unknown engine "${engine}": use pglite or postgres`);
  }
  const crm = await receiver();
  const server = await startServer(
    {
      NODE_ENV: "production",
      SERVE_SITE: "false",
      TRUST_PROXY: "1",
      ...storage,
      LEAD_WEBHOOK_URL: crm.url,
      LEAD_WEBHOOK_SECRET: "bench-webhook-secret",
      LEAD_WEBHOOK_POLL_MS: values.forward ? "200" : "60000",
      // Without --forward the server writes each lead's outbox row, like the reference, and leaves
      // delivery to another instance; a delivering worker would be load the reference does not carry.
      LEAD_WEBHOOK_WORKER: values.forward ? "true" : "false",
    },
    { cleanEnv: true, built: fs.existsSync("build/server/main.js") },
  );
  const run = randomUUID().slice(0, 8);
  await load(server.base, `${run}w`, warmup);
  const result = await load(server.base, run, requests);
  if (values.forward) {
    const deadline = Date.now() + 60_000;
    while (crm.received() < warmup + requests && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await server.stop();
  const stored = await countStored(databaseOptions, result.leadIds);
  const reference = await runReference(storage);
  const name = engine === "pglite" ? "PGlite (on disk)" : "PostgreSQL (fsync on)";
  results.push({
    engine: name,
    ...result,
    stored,
    forwarded: crm.received(),
    ratio: result.throughput / reference.throughput,
  });
  results.push({
    engine: `${name}: bare Fastify reference`,
    ...reference,
    stored: reference.leadIds.length,
    reference: true,
  });
  await crm.stop();
}

/** The reference route on the same database, in its own process like the server. */
async function runReference(storage) {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/lib/reference-leads-server.mjs"], {
    env: { PATH: process.env.PATH, PORT: String(port), ...storage },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const run = randomUUID().slice(0, 8);
  await load(base, `${run}w`, warmup);
  const result = await load(base, run, requests);
  child.kill("SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
  return result;
}

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `\nPOST /api/leads on loopback: ${requests} requests, ${concurrency} concurrent, after ${warmup} warm-up requests` +
    `${values.forward ? ", forwarding on" : ""}\n(${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}, Node ${process.version})\n`,
);
console.table(
  results.map((result) => ({
    engine: result.engine,
    "req/s": Math.round(result.throughput),
    p50: ms(result.p50),
    p99: ms(result.p99),
    max: ms(result.max),
    errors: result.errors,
    "stored (of 201s)": `${result.stored}/${result.leadIds.length}`,
    "of reference": result.ratio === undefined ? "" : `${Math.round(result.ratio * 100)}%`,
    forwarded: result.forwarded ?? "",
  })),
);
let failed = false;
for (const result of results) {
  if (result.errors) {
    failed = true;
    console.log(`${result.engine} errors:`, Object.fromEntries(result.failures));
  }
  if (!result.reference && result.stored !== result.leadIds.length) {
    failed = true;
    console.log(`${result.engine}: ${result.leadIds.length - result.stored} acknowledged leads are missing`);
  }
}
for (const cleanup of cleanups.reverse()) await cleanup();
process.exit(failed ? 1 : 0);
