import { describe, expect, it } from "vitest";
import { pages } from "../pages";
import { formatUsd, plans } from "../plans";
import { site } from "../site";
import {
  contentWords,
  helpFaqs,
  helpPersonas,
  helpSuggestedQuestions,
  helpTopics,
  localHelpAnswer,
  localModelName,
  localSuggestions,
} from "./help-center";
import {
  cannedFollowUps,
  suggestionsForContext,
  supportContexts,
  supportFaqs,
  supportIndustryQuestions,
  supportSuggestions,
} from "./support";

const knownPaths = new Set(pages.map((page) => page.path));

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).filter(Boolean).length;
}

describe("help-center content", () => {
  it("has SPEC 3's nine topics and five FAQs, and five suggested questions", () => {
    expect(helpTopics).toHaveLength(9);
    expect(helpFaqs).toHaveLength(5);
    expect(helpSuggestedQuestions).toHaveLength(5);
    expect(new Set(helpTopics.map((topic) => topic.title)).size).toBe(9);
  });

  it("names the local model with the product and a version", () => {
    expect(localModelName).toBe("Hostline Local 1.0");
  });

  it("has personas with three or four questions each", () => {
    expect(helpPersonas.length).toBeGreaterThanOrEqual(4);
    for (const persona of helpPersonas) {
      expect(persona.questions.length).toBeGreaterThanOrEqual(3);
      expect(persona.questions.length).toBeLessThanOrEqual(4);
    }
  });

  it("links topics and FAQs to real pages and keeps answers to 2-4 sentences", () => {
    for (const item of [
      ...helpTopics.map((topic) => ({ url: topic.url, text: topic.content })),
      ...helpFaqs.map((faq) => ({ url: faq.url, text: faq.answer })),
    ]) {
      const path = item.url.split("#")[0] || "/";
      expect(knownPaths.has(path) || path.startsWith("/blog-posts/"), item.url).toBe(true);
      expect(sentenceCount(item.text), item.text).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(item.text), item.text).toBeLessThanOrEqual(4);
    }
  });

  it("suggests by case-insensitive substring of title or category, at most five", () => {
    expect(localSuggestions("PRICING").map((s) => s.title)).toEqual(["Plans and pricing"]);
    expect(localSuggestions("getting started").map((s) => s.title)).toEqual([
      "Try a live demo call",
      "Setup and going live",
    ]);
    expect(localSuggestions("zzz")).toEqual([]);
    expect(localSuggestions("   ")).toEqual([]);
    expect(localSuggestions("a").length).toBe(5);
    expect(localSuggestions("secur")[0]).toEqual({
      title: "Security and privacy",
      category: "Security",
      url: "/security",
    });
  });

  it("answers from the best topic or FAQ, with its link", () => {
    const price = localHelpAnswer("How much does it cost?");
    expect(price).toContain(formatUsd(plans.basic.monthlyPrice));
    expect(price).toContain("[Read more](/pricing#pricing)");
    expect(localHelpAnswer("Can I keep my existing phone number?")).toContain("forward");
    expect(localHelpAnswer("Tell me about ServiceTitan integrations")).toContain("ServiceTitan");
  });

  it("says it doesn't know, with the sales phone and /contact, when nothing matches", () => {
    for (const question of ["What's the weather in Paris?", "asdf qwer", "", "the and of"]) {
      const answer = localHelpAnswer(question);
      expect(answer).toContain("I don't know");
      expect(answer).toContain(site.phones.sales.display);
      expect(answer).toContain("(/contact)");
    }
  });

  it("splits text into content words without common words", () => {
    expect(contentWords("How much are the Locations for Hostline?")).toEqual(["much", "location"]);
  });
});

describe("support content", () => {
  it("has 3-4 suggestions for each context and the default", () => {
    for (const key of [...supportContexts, "default" as const]) {
      expect(supportSuggestions[key].length).toBeGreaterThanOrEqual(3);
      expect(supportSuggestions[key].length).toBeLessThanOrEqual(4);
    }
  });

  it("picks suggestions by ?context=, anything else gets the default", () => {
    expect(suggestionsForContext("pricing")).toBe(supportSuggestions.pricing);
    expect(suggestionsForContext("Feedback")).toBe(supportSuggestions.feedback);
    expect(suggestionsForContext("nonsense")).toBe(supportSuggestions.default);
    expect(suggestionsForContext(null)).toBe(supportSuggestions.default);
    expect(suggestionsForContext("")).toBe(supportSuggestions.default);
  });

  it("has six common questions and five questions for each of five industries", () => {
    expect(supportFaqs).toHaveLength(6);
    expect(supportIndustryQuestions.map((group) => group.industry)).toEqual([
      "Restaurants",
      "Plumbers",
      "HVAC",
      "Electricians",
      "Pest Control",
    ]);
    for (const group of supportIndustryQuestions) expect(group.questions).toHaveLength(5);
  });

  it("chooses canned follow-ups by the words of the last messages", () => {
    expect(cannedFollowUps(["What does it cost?"])).toContain("Is there a setup fee?");
    expect(cannedFollowUps(["Tell me about pricing"])).toContain("Is there a setup fee?");
    expect(cannedFollowUps(["Can I get a demo?"])).toContain("What happens when the free trial ends?");
    expect(cannedFollowUps(["How does the trial work"])).toContain("What happens when the free trial ends?");
    expect(cannedFollowUps(["Do you have a Toast integration?"])).toContain("How long does setup take?");
    expect(cannedFollowUps(["I have a problem"])).toContain("How do I reach the support team?");
    expect(cannedFollowUps(["Hello there"])).toContain("How do I try a demo call?");
    for (const messages of [["cost"], ["demo"], ["setup"], ["help"], ["hi"]]) {
      expect(cannedFollowUps(messages)).toHaveLength(3);
    }
  });
});
