#!/usr/bin/env node
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
/**
 * `npm run bench:chat [requests] [concurrency]`: the answer engine's speed.
 * 1. The local engine alone, in this process: index build time, then p50/p95 per answer.
 * 2. POST /api/chat on the real server as `npm start` runs it (build/server/main.js, compiled first,
 *    so it replaces build/server; API only, local engine) on loopback under concurrent load:
 *    p50/p95/p99 latency and throughput. Each request claims its own client
 *    address (X-Forwarded-For with TRUST_PROXY=1), as many visitors would, so the per-client
 *    rate limit doesn't turn the run into a 429 test.
 * Prints figures only; it asserts nothing.
 */
import { keepAliveClient } from "./lib/http-client.mjs";
import { startServer } from "./lib/server.mjs";

const totalRequests = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 10);

const { loadCases } = await import("../eval/chat/judge.ts");
const { LocalEngine, fullKnowledgeBase } = await import("../server/answers/local-engine.ts");
// Every question of the evaluation (eval/chat), both sets: speed is not tuned on, so both may be used.
const questions = loadCases().map((testCase) => testCase.q);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(2)} ms`;

// 1. The engine alone.
const buildStart = performance.now();
const entries = fullKnowledgeBase();
const indexStart = performance.now();
const engine = new LocalEngine(entries);
const buildMs = performance.now() - buildStart;
const indexMs = performance.now() - indexStart;
for (const question of questions) engine.answer(question); // warm up
const engineTimes = [];
const engineCpuStart = process.cpuUsage();
const engineStart = performance.now();
for (let round = 0; round < 20; round++) {
  for (const question of questions) {
    const start = performance.now();
    engine.answer(question);
    engineTimes.push(performance.now() - start);
  }
}
const engineSeconds = (performance.now() - engineStart) / 1000;
const engineCpu = process.cpuUsage(engineCpuStart);
engineTimes.sort((a, b) => a - b);
console.log(
  `Local engine: ${entries.length} passages read and indexed in ${ms(buildMs)} ` +
    `(the index itself ${ms(indexMs)}; from source the blog and policies are parsed from Markdown, ` +
    "which the built server skips: it reads the sections the build wrote)",
);
console.log(
  `  ${engineTimes.length} answers: p50 ${ms(percentile(engineTimes, 50))}, p95 ${ms(percentile(engineTimes, 95))}, ` +
    `max ${ms(engineTimes.at(-1))}, ${Math.round(engineTimes.length / engineSeconds)} answers/s on one core`,
);
console.log(
  `  CPU time per answer ${ms((engineCpu.user + engineCpu.system) / 1000 / engineTimes.length)} ` +
    "(wall-clock figures include whatever else the machine is running)",
);

// 2. The HTTP endpoint under load, on the server `npm start` runs: build/server/main.js with its flags,
// compiled now from the current source so the figures are never an old build's.
const compiled = spawnSync(
  process.execPath,
  [fileURLToPath(new URL("./build-server.mjs", import.meta.url))],
  {
    stdio: ["ignore", "ignore", "inherit"],
  },
);
if (compiled.status !== 0) throw new Error("bench-chat: the server did not compile");
const server = await startServer(
  { PGLITE_DIR: ":memory:", SERVE_SITE: "false", TRUST_PROXY: "1", OPENAI_API_KEY: "" },
  { built: true },
);
const { base } = server;
// A keep-alive node:http client: fetch would take a good share of the 2 cores from the server.
const client = keepAliveClient(concurrency);
try {
  console.log(
    `Server (build/server/main.js as npm start runs it, API only, in-memory PGlite) ready after ${(server.bootMs / 1000).toFixed(1)} s`,
  );

  /** Fires `total` requests, `concurrency` at a time; returns sorted latencies, seconds and statuses. */
  const load = async (total, request) => {
    let sent = 0;
    const latencies = [];
    const statuses = new Map();
    const one = async (i) => {
      const start = performance.now();
      const response = await request(i);
      latencies.push(performance.now() - start);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    };
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (sent < total) await one(sent++);
      }),
    );
    return {
      latencies: latencies.sort((a, b) => a - b),
      seconds: (performance.now() - started) / 1000,
      statuses,
    };
  };
  /** The server process's CPU time so far, in ms (Linux /proc; undefined elsewhere). */
  const serverCpuMs = () => {
    try {
      const fields = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s ticks
    } catch {
      return undefined;
    }
  };
  const measure = async (total, request) => {
    const cpuBefore = serverCpuMs();
    const result = await load(total, request);
    const cpuAfter = serverCpuMs();
    return { ...result, cpuPerRequest: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / total };
  };
  const report = (label, { latencies, seconds, statuses, cpuPerRequest }) => {
    console.log(label);
    console.log(
      `  p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1))}`,
    );
    console.log(
      `  throughput ${Math.round(latencies.length / seconds)} requests/s; statuses ` +
        [...statuses].map(([status, count]) => `${status}×${count}`).join(", "),
    );
    if (cpuPerRequest !== undefined) console.log(`  server CPU time per request ${ms(cpuPerRequest)}`);
  };
  const chat = (i) =>
    client.send(`${base}/api/chat`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ message: questions[i % questions.length], context: "general" }),
    });
  const health = () => client.send(`${base}/api/help/health`);

  // Warm up the server's JIT and connections before measuring.
  await load(300, (i) => chat(5_000_000 + i));
  report(
    `GET /api/help/health (baseline: the server's floor on this machine), ${totalRequests} requests, ${concurrency} at a time`,
    await measure(totalRequests, health),
  );
  report(
    `POST /api/chat (local engine), ${totalRequests} requests, ${concurrency} at a time, loopback`,
    await measure(totalRequests, chat),
  );
} finally {
  client.close();
  await server.stop();
}
