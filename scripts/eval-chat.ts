#!/usr/bin/env -S npx tsx
/**
 * `npm run eval:chat`: asks the answer engine every question of eval/chat/questions.json and prints
 * the score per kind and per set (development / held-out, see eval/chat/README.md), then each
 * failure with its answer. By default it asks the engine in-process (local mode, the way the
 * routes do); with --url it asks a running server's POST /api/chat.
 *
 *   npm run eval:chat                                  both sets, in-process
 *   npm run eval:chat -- --set dev                     the development set only
 *   npm run eval:chat -- --url http://localhost:3000   against a running server
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type EvalCase, type EvalSet, judge, loadCases, setOf } from "../eval/chat/judge";
import { createAnswerService } from "../server/answers/service";

export interface EvalResult {
  testCase: EvalCase;
  set: EvalSet;
  text: string;
  problem: string | undefined;
}

type Ask = (testCase: EvalCase) => Promise<string>;

export function inProcessAsker(): Ask {
  const silent = { info() {}, warn() {}, error() {} };
  const service = createAnswerService({ OPENAI_TIMEOUT_MS: 1000, OPENAI_MODEL: "local" }, silent);
  return async (testCase) =>
    (await service.answer(testCase.q, testCase.history ?? [], { context: testCase.context })).text;
}

export function httpAsker(base: string): Ask {
  return async (testCase) => {
    const response = await fetch(new URL("/api/chat", base), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        message: testCase.q,
        context: testCase.context,
        history: testCase.history ?? [],
      }),
    });
    const body = (await response.json()) as { response?: string };
    return body.response ?? `HTTP ${response.status}`;
  };
}

export async function runEval(ask: Ask, only?: EvalSet): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const testCase of loadCases()) {
    const set = setOf(testCase);
    if (only && set !== only) continue;
    const text = await ask(testCase);
    results.push({ testCase, set, text, problem: judge(testCase, text) });
  }
  return results;
}

function percent(right: number, total: number): string {
  return total ? `${((100 * right) / total).toFixed(1)}%` : "-";
}

/**
 * The scores per kind and set, then each failure with its answer, for the sets in `failuresOf` (the
 * test log shows only the development set's: nobody reads the held-out failures by accident).
 */
export function report(results: EvalResult[], failuresOf: readonly EvalSet[] = ["dev", "held-out"]): string {
  const lines: string[] = [];
  const sets: EvalSet[] = ["dev", "held-out"];
  const kinds = [...new Set(results.map((result) => result.testCase.kind))].sort();
  lines.push(`${"kind".padEnd(16)}${sets.map((set) => set.padStart(18)).join("")}`);
  for (const kind of kinds) {
    const cells = sets.map((set) => {
      const rows = results.filter((result) => result.set === set && result.testCase.kind === kind);
      const right = rows.filter((result) => !result.problem).length;
      return `${right}/${rows.length} ${percent(right, rows.length)}`.padStart(18);
    });
    lines.push(`${kind.padEnd(16)}${cells.join("")}`);
  }
  const totals = sets.map((set) => {
    const rows = results.filter((result) => result.set === set);
    const right = rows.filter((result) => !result.problem).length;
    return `${right}/${rows.length} ${percent(right, rows.length)}`.padStart(18);
  });
  lines.push(`${"ALL".padEnd(16)}${totals.join("")}`);
  for (const set of sets.filter((set) => failuresOf.includes(set))) {
    const failures = results.filter((result) => result.set === set && result.problem);
    if (!failures.length) continue;
    lines.push("", `Failures (${set}):`);
    for (const { testCase, text, problem } of failures) {
      lines.push(
        `  ✗ [${testCase.kind}] ${testCase.q}`,
        `    ${problem}`,
        `    answer: ${text.replace(/\s+/g, " ").slice(0, 300)}`,
      );
    }
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { url: { type: "string" }, set: { type: "string" } } });
  const only = values.set === "dev" || values.set === "held-out" ? values.set : undefined;
  const ask = values.url ? httpAsker(values.url) : inProcessAsker();
  const results = await runEval(ask, only);
  console.log(report(results));
}
