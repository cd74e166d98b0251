import { describe, expect, it } from "vitest";
import { evalSet, judge } from "./eval-set";
import { localEngine } from "./local-engine";
import { foreignDollarFigures } from "./text";

describe("the local engine against the evaluation set", () => {
  const engine = localEngine();
  const results = evalSet.map((testCase) => {
    const answer = engine.answer(testCase.question, { context: testCase.context });
    return { testCase, answer, problem: judge(testCase, answer) };
  });

  it("has at least 60 real questions, covering every kind", () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(60);
    expect(evalSet.filter((testCase) => testCase.expect === "none").length).toBeGreaterThanOrEqual(6);
  });

  it("answers at least 90% of them right", () => {
    const failures = results.filter((result) => result.problem);
    const right = results.length - failures.length;
    console.log(
      `eval: ${right}/${results.length} right (${((100 * right) / results.length).toFixed(1)}%)` +
        failures
          .map(
            ({ testCase, answer, problem }) =>
              `\n  ✗ ${testCase.question}\n    ${problem}\n    answer: ${answer.text.slice(0, 240)}`,
          )
          .join(""),
    );
    expect(right / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it("never quotes a dollar figure that is not a price in core/plans.ts", () => {
    for (const { answer, testCase } of results) {
      expect(foreignDollarFigures(answer.text), testCase.question).toEqual([]);
    }
  });

  it("keeps answers to 2-4 sentences plus the link", () => {
    for (const { answer, testCase } of results) {
      const body = answer.text.replace(/\s*\[Read more\]\([^)]*\)$/, "");
      const count = body.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).length;
      expect(count, `${testCase.question}: ${answer.text}`).toBeLessThanOrEqual(4);
    }
  });
});
