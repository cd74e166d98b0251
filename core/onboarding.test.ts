import { describe, expect, it } from "vitest";
import { trialPlanFromQuery, welcomeFor } from "./onboarding";
import { plans } from "./plans";

const words = (welcome: ReturnType<typeof welcomeFor>) =>
  [...welcome.features, ...welcome.steps.flatMap((step) => [step.title, step.text])].join(" ");

describe("the welcome page's lists", () => {
  it("promise a Basic trial only what Basic includes: no appointments, calendar or SMS", () => {
    const basic = welcomeFor("basic");
    expect(basic.featuresHeading).toBe("Included in your Basic Plan trial");
    expect(basic.features).toEqual(plans.basic.features.filter((f) => f.included).map((f) => f.text));
    expect(words(basic)).not.toMatch(/appointment|calendar|SMS|book/i);
    expect(basic.proAdds).toEqual([]);
  });

  it("give a Pro trial its calendar and SMS set-up, and a test call that books", () => {
    const pro = welcomeFor("pro");
    expect(pro.features).toEqual(plans.pro.features.filter((f) => f.included).map((f) => f.text));
    expect(pro.steps.map((step) => step.title)).toEqual(
      expect.arrayContaining(["Connect your calendar", "Choose who gets SMS alerts"]),
    );
    expect(pro.steps.at(-1)?.text).toMatch(/book an appointment/);
    expect(pro.steps.every((step) => !step.onlyOn)).toBe(true);
  });

  it("while the plan is unknown, mark what only Pro includes", () => {
    const unknown = welcomeFor(null);
    expect(unknown.features).toEqual(welcomeFor("basic").features);
    expect(unknown.proAdds).toContain("Phone orders and appointments");
    for (const step of unknown.steps) {
      if (/calendar|SMS|appointment/i.test(`${step.title} ${step.text}`))
        expect(step.onlyOn).toBe("Pro Plan");
    }
  });

  it("reads ?plan= as the trial modal writes it", () => {
    expect(trialPlanFromQuery("basic")).toBe("basic");
    expect(trialPlanFromQuery("pro")).toBe("pro");
    expect(trialPlanFromQuery("enterprise")).toBeNull();
    expect(trialPlanFromQuery(null)).toBeNull();
  });
});
