import { describe, expect, it } from "vitest";
import { industries, industryKeys } from "../../core/industries";
import { pages } from "../../core/pages";
import { formatUsd, plans } from "../../core/plans";
import { pricingQuestions } from "../../core/pricing-questions";
import { categoriesForContext, knowledgeBase, slug, withoutUnlistedPrices } from "./knowledge-base";
import { legalSections } from "./legal-sections";

const planPrices = new Set(Object.values(plans).map((plan) => formatUsd(plan.monthlyPrice)));
const knownPaths = new Set(pages.map((page) => page.path));

/** Every $ figure in `text` that is not a plan price from core/plans.ts. */
function foreignDollarFigures(text: string): string[] {
  return (text.match(/\$\s?\d[\d,]*(\.\d+)?/g) ?? []).filter((figure) => !planPrices.has(figure));
}

describe("knowledge base", () => {
  const entries = knowledgeBase();

  it("has unique ids, a page url, a category and an answer for every entry", () => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) {
      const path = entry.url.split("#")[0] || "/";
      expect(knownPaths.has(path) || path.startsWith("/blog-posts/"), `${entry.id} ${entry.url}`).toBe(true);
      expect(entry.answer.length, entry.id).toBeGreaterThan(40);
      expect(entry.category, entry.id).not.toBe("");
    }
  });

  it("links into the policies only at sections they have", () => {
    const anchors = new Set(legalSections().map((section) => section.url));
    const intoPolicies = entries.filter((entry) => /^\/(terms-of-service|privacy-policy)#/.test(entry.url));
    expect(intoPolicies.length).toBeGreaterThan(0);
    for (const entry of intoPolicies) expect(anchors, entry.id).toContain(entry.url);
  });

  it("includes the help center, the support page, plans and all six industries", () => {
    const ids = entries.map((entry) => entry.id);
    expect(ids.filter((id) => id.startsWith("help-topic-"))).toHaveLength(9);
    expect(ids.filter((id) => id.startsWith("help-faq-"))).toHaveLength(5);
    expect(ids.filter((id) => id.startsWith("support-faq-"))).toHaveLength(6);
    for (const key of ["basic", "pro", "enterprise"]) expect(ids).toContain(`plan-${key}`);
    expect(industryKeys).toHaveLength(6);
    for (const key of industryKeys) {
      expect(ids).toContain(`industry-${key}`);
    }
  });

  it("quotes prices only from core/plans.ts", () => {
    for (const entry of entries) expect(foreignDollarFigures(entry.answer), entry.id).toEqual([]);
    const pricing = entries.find((entry) => entry.id === "pricing-overview");
    for (const plan of Object.values(plans)) expect(pricing?.answer).toContain(formatUsd(plan.monthlyPrice));
  });

  it("drops sentences with worked totals when it takes in other pages' answers", () => {
    const pro = formatUsd(plans.pro.monthlyPrice);
    expect(withoutUnlistedPrices(`Each location is billed. Two are $1,198 a month. Pro is ${pro}.`)).toBe(
      `Each location is billed. Pro is ${pro}.`,
    );
  });

  it("never repeats the original's conflicting canned figures", () => {
    const all = entries.map((entry) => entry.answer).join("\n");
    for (const wrong of [/\$(59|69|119|129)\b/, /money-back/i, /month-to-month/i]) {
      expect(all).not.toMatch(wrong);
    }
  });

  it("maps a chat context or an industry to categories to boost", () => {
    expect(categoriesForContext("pricing")).toEqual(["Pricing", "Billing"]);
    expect(categoriesForContext("plumber")).toEqual(["Plumbers"]);
    expect(categoriesForContext("hvac-services")).toEqual(["HVAC"]);
    expect(categoriesForContext("Restaurants")).toEqual(["Restaurants"]);
    expect(categoriesForContext("general")).toEqual([]);
  });
});

describe("demo lines", () => {
  it("never gives a placeholder demo line as a number to call, and sends those trades to the live call", () => {
    const text = knowledgeBase()
      .map((entry) => entry.answer)
      .join("\n");
    for (const industry of industries) {
      if (industry.demoPhoneIsPlaceholder)
        expect(text, industry.key).not.toContain(industry.demoPhone.display);
      else expect(text, industry.key).toContain(industry.demoPhone.display);
    }
    expect(text).toContain("Try a live call");
  });
});

describe("a feature every plan has, and what a higher plan has in its place (stop 36)", () => {
  it("names the higher plan's feature of the same kind", () => {
    const entries = knowledgeBase();
    const answerOf = (feature: string) =>
      entries.find((entry) => entry.id === `plan-feature-${slug(feature)}`)?.answer;
    expect(answerOf("Email notifications")).toMatch(/; Pro adds SMS notifications\.$/);
    expect(answerOf("Basic analytics")).toMatch(/; Pro adds advanced analytics\.$/);
    expect(answerOf("Standard voice AI")).toMatch(
      /; Pro adds enhanced voice AI with industry terminology\.$/,
    );
    // ...and none where no higher plan has one.
    expect(answerOf("24/7 answering")).not.toContain(" adds ");
  });
});

describe("a pricing page answer that loses its worked total (stop 36)", () => {
  it("gets the plans' prices per location in its place", () => {
    const entry = knowledgeBase().find(
      (item) => item.id.startsWith("pricing-page-") && /billed separately/.test(item.answer),
    );
    expect(entry?.answer).not.toContain(formatUsd(plans.pro.monthlyPrice * 2));
    expect(entry?.answer).toContain(
      `Basic is ${formatUsd(plans.basic.monthlyPrice)} and Pro ${formatUsd(plans.pro.monthlyPrice)} a month per location.`,
    );
  });
});

describe("the trial's end (stop 36)", () => {
  it("says the card is billed automatically unless the visitor cancels first, as the Terms put it", () => {
    const answer = knowledgeBase().find((entry) => entry.id === "trial-end")?.answer ?? "";
    expect(answer).toContain("billed automatically");
    expect(answer).toContain("unless you cancel before then");
  });
});

describe("pricing page answers without a worked total (stop 36)", () => {
  it("are kept word for word, with nothing added", () => {
    const entries = knowledgeBase();
    const intact = pricingQuestions.filter((item) => withoutUnlistedPrices(item.answer) === item.answer);
    expect(intact.length).toBeGreaterThan(0);
    for (const item of intact)
      expect(
        entries.find((entry) => entry.id === `pricing-page-${slug(item.question)}`)?.answer,
        item.question,
      ).toBe(item.answer);
  });
});
