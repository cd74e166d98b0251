import { describe, expect, it } from "vitest";
import { estimateMissedCalls, fieldProblem, formatDollars, formatMultiple } from "./missed-calls";

describe("estimateMissedCalls", () => {
  it("turns weekly calls into a month of missed calls, bookings and revenue", () => {
    // 60 calls a week, 30% missed: 18 a week, 78 in an average month (52 weeks / 12).
    expect(
      estimateMissedCalls({ callsPerWeek: 60, missedPercent: 30, jobValue: 350, bookingPercent: 50 }),
    ).toEqual({
      missedCallsPerMonth: 78,
      bookingsPerMonth: 39,
      revenuePerMonth: 13_650,
    });
  });

  it("rounds only the results, not the steps", () => {
    const estimate = estimateMissedCalls({
      callsPerWeek: 7,
      missedPercent: 10,
      jobValue: 100,
      bookingPercent: 33,
    });
    // 7 × 0.1 × 52/12 = 3.0333 missed; × 0.33 = 1.001 bookings; × $100 = $100.10.
    expect(estimate).toEqual({ missedCallsPerMonth: 3, bookingsPerMonth: 1, revenuePerMonth: 100 });
  });

  it("gives zero when no call is missed", () => {
    expect(
      estimateMissedCalls({ callsPerWeek: 200, missedPercent: 0, jobValue: 500, bookingPercent: 80 })
        .revenuePerMonth,
    ).toBe(0);
  });
});

describe("fieldProblem", () => {
  it("accepts numbers in range", () => {
    expect(fieldProblem("missedPercent", "0")).toBeNull();
    expect(fieldProblem("missedPercent", "100")).toBeNull();
    expect(fieldProblem("jobValue", "1250.50")).toBeNull();
  });
  it.each([
    ["callsPerWeek", ""],
    ["callsPerWeek", "0"],
    ["missedPercent", "101"],
    ["bookingPercent", "-5"],
    ["jobValue", "abc"],
  ] as const)("explains %s = %j", (field, text) => {
    expect(fieldProblem(field, text)).toMatch(/^Enter a number between [\d,]+ and [\d,]+\.$/);
  });
  it("formats the range for US English", () => {
    expect(fieldProblem("jobValue", "")).toBe("Enter a number between 1 and 1,000,000.");
  });
});

describe("formatting", () => {
  it("formats dollars without cents", () => {
    expect(formatDollars(13_650)).toBe("$13,650");
  });
  it("gives a multiple of the plan price", () => {
    expect(formatMultiple(13_650, 599)).toBe("22×");
    expect(formatMultiple(1_500, 599)).toBe("2.5×");
  });
});
