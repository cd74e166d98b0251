#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";

/**
 * `npm run bench:demo-call`: the live demo call's speed (issue 16: a turn within 50 ms p95).
 * Plays every scripted path of every trade (tests/support/demo-call-scenarios.ts) 200 times and
 * times each turn of the conversation engine (core/demo-call), which runs in the visitor's browser.
 * Reference, measured in the same run on the same lines: the chat's local answer engine answering
 * each line (server/answers), the site's other in-process reader of what visitors type.
 * Also prints the size of the dialog's lazy chunk when `npm run build` has run. Asserts nothing.
 */

const { startCall, takeTurn, endCall, demoTrades } = await import("../core/demo-call/engine.ts");
const { ownerSummary } = await import("../core/demo-call/summary.ts");
const { demoCallScenarios } = await import("../tests/support/demo-call-scenarios.ts");
const { LocalEngine, fullKnowledgeBase } = await import("../server/answers/local-engine.ts");

const now = new Date();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(3)} ms`;

function scripts(trade) {
  const s = demoCallScenarios[trade];
  const details = [s.caller.name, s.caller.phone, ...(s.caller.address ? [s.caller.address] : [])];
  return [
    [s.faq.ask, "no", "bye"],
    [...s.booking, "the first one", ...details, "yes", "no that's all"],
    [s.emergency, `${s.caller.name}, ${s.caller.phone}`],
    [s.danger, `${s.caller.name} ${s.caller.phone}`],
    ["Can someone call me back?", s.caller.name, s.caller.phone, "I'd like a quote for next month"],
    ["Congratulations, you've won a free cruise!"],
    ["qwxz vbnm", "", "   ", s.caller.name, s.caller.phone, "just a question"],
    [`${"blah ".repeat(120)} call me back`],
  ];
}

// The first turn for each trade builds its reader (typo vocabulary): what a visitor's first line costs.
const coldTimes = demoTrades.map((trade) => {
  const start = performance.now();
  takeTurn(startCall(trade, now), "hello", now);
  return performance.now() - start;
});

const turnTimes = [];
const lines = [];
for (const trade of demoTrades) for (const script of scripts(trade)) lines.push(...script);
// Warm up, then measure.
for (let round = 0; round < 220; round++) {
  for (const trade of demoTrades) {
    for (const script of scripts(trade)) {
      let state = startCall(trade, now);
      for (const line of script) {
        const start = performance.now();
        state = takeTurn(state, line, now);
        const took = performance.now() - start;
        if (round >= 20) turnTimes.push(took);
      }
      ownerSummary(endCall(state));
    }
  }
}
turnTimes.sort((a, b) => a - b);

const engine = new LocalEngine(fullKnowledgeBase());
const referenceTimes = [];
for (let round = 0; round < 220; round++) {
  for (const line of lines) {
    const start = performance.now();
    engine.answer(line);
    const took = performance.now() - start;
    if (round >= 20) referenceTimes.push(took);
  }
}
referenceTimes.sort((a, b) => a - b);

console.log(
  `Live demo call, ${demoTrades.length} trades, ${turnTimes.length} timed turns (Node ${process.version}):`,
);
console.log(
  `  engine turn:        p50 ${ms(percentile(turnTimes, 50))}, p95 ${ms(percentile(turnTimes, 95))}, p99 ${ms(percentile(turnTimes, 99))}, max ${ms(turnTimes.at(-1))}`,
);
console.log(
  `  reference (chat):   p50 ${ms(percentile(referenceTimes, 50))}, p95 ${ms(percentile(referenceTimes, 95))}, p99 ${ms(percentile(referenceTimes, 99))} (local answer engine, same lines)`,
);
console.log(
  `  p95 ratio turn/reference: ${(percentile(turnTimes, 95) / percentile(referenceTimes, 95)).toFixed(2)}`,
);
console.log(
  `  first turn of a trade (builds its reader), slowest of ${demoTrades.length}: ${ms(Math.max(...coldTimes))}`,
);

const assets = path.join("build", "client", "assets");
if (fs.existsSync(assets)) {
  const chunks = fs.readdirSync(assets).filter((name) => /^live-call-dialog-.*\.js$/.test(name));
  for (const chunk of chunks) {
    const bytes = fs.readFileSync(path.join(assets, chunk));
    console.log(
      `  lazy chunk ${chunk}: ${(bytes.length / 1024).toFixed(1)} KB, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip`,
    );
  }
} else {
  console.log("  (run `npm run build` to see the dialog chunk's size)");
}
