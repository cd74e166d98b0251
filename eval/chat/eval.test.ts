import { beforeAll, describe, expect, it } from "vitest";
import { type EvalResult, inProcessAsker, report, runEval } from "../../scripts/eval-chat";
import { foreignFacts, loadCases, setOf } from "./judge";

describe("the answer engine against eval/chat", () => {
  let results: EvalResult[] = [];
  beforeAll(async () => {
    results = await runEval(inProcessAsker());
  });
  const score = (set: "dev" | "held-out") => {
    const rows = results.filter((result) => result.set === set);
    return rows.filter((result) => !result.problem).length / rows.length;
  };

  it("has at least 200 questions, both sets holding every kind asked for", () => {
    const cases = loadCases();
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const kinds = [
      "pricing",
      "plans",
      "trial",
      "cancellation",
      "trade",
      "integrations",
      "setup",
      "security",
      "handoff",
      "contact",
      "support",
      "false-premise",
      "unknown",
      "off-topic",
      "injection",
      "follow-up",
      "multi-part",
    ];
    for (const set of ["dev", "held-out"] as const) {
      const present = new Set(
        cases.filter((testCase) => setOf(testCase) === set).map((testCase) => testCase.kind),
      );
      for (const kind of kinds) expect(present, `${set} lacks ${kind}`).toContain(kind);
    }
  });

  it("answers at least 95% of the development set and 90% of the held-out set right", () => {
    console.log(report(results));
    expect(score("dev")).toBeGreaterThanOrEqual(0.95);
    expect(score("held-out")).toBeGreaterThanOrEqual(0.9);
  });

  it("never gives a money figure, phone number or e-mail that core's config does not hold", () => {
    for (const { testCase, text } of results) expect(foreignFacts(text), testCase.q).toEqual([]);
  });
});
