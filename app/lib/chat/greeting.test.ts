import { describe, expect, it } from "vitest";
import { greetingFor, greetingForHour, newYorkHour } from "./greeting";

describe("greeting by New York hour (SPEC 9)", () => {
  it.each([
    ["2025-01-15T05:00:00Z", 0, "Good Morning"], // midnight EST
    ["2025-01-15T16:59:00Z", 11, "Good Morning"], // 11:59 EST
    ["2025-01-15T17:00:00Z", 12, "Good Afternoon"], // noon EST
    ["2025-01-15T21:59:00Z", 16, "Good Afternoon"],
    ["2025-01-15T22:00:00Z", 17, "Good Evening"], // 5 pm EST
    ["2025-01-16T04:59:00Z", 23, "Good Evening"],
    ["2025-07-15T15:59:00Z", 11, "Good Morning"], // 11:59 EDT, summer time
    ["2025-07-15T16:00:00Z", 12, "Good Afternoon"], // noon EDT
    ["2025-07-15T21:00:00Z", 17, "Good Evening"], // 5 pm EDT
  ])("%s is hour %i in New York: %s", (iso, hour, greeting) => {
    const date = new Date(iso);
    expect(newYorkHour(date)).toBe(hour);
    expect(greetingFor(date)).toBe(greeting);
  });

  it("does not follow the machine's own time zone", () => {
    // 09:00 in Tokyo is 20:00 the day before in New York.
    expect(greetingFor(new Date("2025-03-20T09:00:00+09:00"))).toBe("Good Evening");
  });

  it("splits the day at 12 and 17", () => {
    expect([11, 12, 16, 17].map(greetingForHour)).toEqual([
      "Good Morning",
      "Good Afternoon",
      "Good Afternoon",
      "Good Evening",
    ]);
  });
});
