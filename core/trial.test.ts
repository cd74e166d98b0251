import { describe, expect, it } from "vitest";
import { getIndustry } from "./industries";
import { planLabel, trialPlanFromName } from "./plans";
import { industryPricingHref } from "./trial";

describe("industry chooser", () => {
  it("labels basic as Basic Plan and anything else as Pro Plan", () => {
    expect(planLabel("basic")).toBe("Basic Plan");
    expect(planLabel("pro")).toBe("Pro Plan");
  });

  it("sends the visitor to the industry's pricing with the plan label encoded", () => {
    expect(industryPricingHref(getIndustry("plumber"), "pro")).toBe("/plumbers?plan=Pro%20Plan#pricing");
    expect(industryPricingHref(getIndustry("pestcontrol"), "basic")).toBe(
      "/pest-control-services?plan=Basic%20Plan#pricing",
    );
  });

  it("treats a plan name containing 'basic' as basic and every other name as pro", () => {
    expect(trialPlanFromName("Basic Plan")).toBe("basic");
    expect(trialPlanFromName("BASIC")).toBe("basic");
    expect(trialPlanFromName("Pro Plan")).toBe("pro");
    expect(trialPlanFromName("Enterprise")).toBe("pro");
  });
});
