import { afterEach, describe, expect, it, vi } from "vitest";
import { leadership } from "../../core/about";
import { articlePath, articleSlugs } from "../../core/blog";
import type { KnowledgeEntry } from "../../core/knowledge/types";
import { expandShorthand } from "../../core/language/shorthand";
import { formatUsd, plans } from "../../core/plans";
import { site } from "../../core/site";
import { onDemandWebinars, upcomingWebinars } from "../../core/webinars";
import { blogSections, plainText, sectionsOf } from "./blog-sections";
import { integrationNames, knowledgeBase } from "./knowledge-base";
import { legalSections } from "./legal-sections";
import { compose, fullKnowledgeBase, LocalEngine, localEngine } from "./local-engine";
import { proseSections, writeProseSections } from "./prose-sections";
import { foreignDollarFigures, sentences, stem, terms } from "./text";

describe("text helpers", () => {
  it("stems word forms to one term", () => {
    expect(stem("locations")).toBe(stem("location"));
    expect(stem("integrations")).toBe(stem("integrate"));
    expect(stem("integrated")).toBe(stem("integration"));
    expect(stem("pricing")).toBe(stem("prices"));
    expect(stem("booked")).toBe(stem("booking"));
    expect(stem("cities")).toBe(stem("city"));
    expect(stem("reminders")).toBe(stem("reminder"));
  });

  it("drops stop words and splits slashes", () => {
    expect(terms("What is the price of 24/7 answering?")).toEqual(["price", "24", "7", "answer"]);
    expect(terms("How do I ... ?")).toEqual([]);
  });

  it("splits sentences without breaking a.m. or e.g.", () => {
    expect(sentences("It rings at 2 a.m. Every night. Ask e.g. Maria! Done?")).toEqual([
      "It rings at 2 a.m. Every night.",
      "Ask e.g. Maria!",
      "Done?",
    ]);
  });

  it("finds dollar figures that are not plan prices", () => {
    const basic = formatUsd(plans.basic.monthlyPrice);
    const enterprise = formatUsd(plans.enterprise.monthlyPrice);
    expect(foreignDollarFigures(`Basic is ${basic}, Enterprise ${enterprise}.`)).toEqual([]);
    expect(foreignDollarFigures("A $350 ticket and $3,300 a week, or $59.")).toEqual([
      "$350",
      "$3,300",
      "$59",
    ]);
  });
});

describe("blog sections", () => {
  const sections = blogSections();

  it("turns every article's ## sections into passages with the page's anchors", () => {
    expect(sections.length).toBeGreaterThan(80);
    const slugs = new Set(sections.map((section) => section.url.split("#")[0]));
    expect(slugs.size).toBe(Object.keys(articleSlugs).length);
    const roi = sections.find((section) => section.url.startsWith(articlePath(articleSlugs.roi)));
    expect(roi?.url).toBe(`${articlePath(articleSlugs.roi)}#the-formula-in-one-line`);
    expect(roi?.title).toBe(
      "How to Calculate the ROI of an AI Phone System (With Examples): The formula in one line",
    );
  });

  it("fills {{tokens}} and leaves no Markdown syntax", () => {
    for (const section of sections) {
      expect(section.answer, section.id).not.toMatch(/\{\{|\*\*|\]\(|^#|\|/);
    }
    expect(sections.some((section) => section.answer.includes(formatUsd(plans.pro.monthlyPrice)))).toBe(true);
  });

  it("splits a document at its ## headings, numbering repeated anchors like the page", () => {
    const doc = [
      "---",
      'title: "Test"',
      "keywords: [a]",
      "---",
      "Intro.",
      "## Why it matters",
      "First **bold** point with a [link](/pricing).",
      "- one item",
      "- two: item",
      "## Why it matters",
      "Second.",
    ].join("\n");
    const [first, second] = sectionsOf("test-slug", doc);
    expect(first?.url).toBe("/blog-posts/test-slug#why-it-matters");
    expect(first?.answer).toBe("First bold point with a link. one item. two: item.");
    expect(second?.url).toBe("/blog-posts/test-slug#why-it-matters-2");
  });

  it("reads Markdown as plain sentences", () => {
    expect(plainText("> A *quoted* `term`\n\n1. Step one\n2. Step two:")).toBe(
      "A quoted term. Step one. Step two.",
    );
  });

  it("reads a list after a line ending in a colon as one sentence", () => {
    expect(plainText("You may not:\n\n- break the law;\n- send spam.\n\nThat's all.")).toBe(
      "You may not: break the law; send spam. That's all.",
    );
  });

  it("reads a two-column table's rows as sentences when asked to, and leaves wider tables out", () => {
    const twoColumns =
      "Kept:\n\n| Information | How long |\n|---|---|\n| Server **logs** | 30 days |\n| Chat | 12 months |";
    expect(plainText(twoColumns, { tables: true })).toBe("Kept. Server logs: 30 days. Chat: 12 months.");
    expect(plainText(twoColumns)).toBe("Kept.");
    expect(plainText("| A | B | C |\n|---|---|---|\n| 1 | 2 | 3 |", { tables: true })).toBe("");
  });

  it("writes the blog's and the policies' sections for the built server to read as they are", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hostline-prose-")), "prose-sections.json");
    const count = writeProseSections(file);
    const written = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(written).toEqual([...blogSections(), ...legalSections()]);
    expect(count).toBe(written.length);
    // From source there is no prebuilt file: the sections are parsed, the same ones.
    expect(proseSections()).toEqual(written);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("reads the policies section by section, linked to each section's anchor", () => {
    const sections = legalSections();
    const refunds = sections.find((entry) => entry.title === "Terms of Service: Cancellation and refunds");
    expect(refunds?.url).toBe("/terms-of-service#6-cancellation-and-refunds");
    expect(refunds?.answer).toContain("partial months");
    expect(refunds?.answer).toContain(site.emails.support);
    // "## 5. Fees and billing" has no text before its first "###": no empty passage.
    expect(sections.every((entry) => entry.answer.length > 0)).toBe(true);
    expect(sections.some((entry) => entry.url.startsWith("/privacy-policy#"))).toBe(true);
  });
});

describe("LocalEngine", () => {
  const engine = localEngine();

  it("indexes the core knowledge base, the blog and the policies", () => {
    expect(engine.entries.length).toBe(
      knowledgeBase().length + blogSections().length + legalSections().length,
    );
    expect(fullKnowledgeBase().length).toBe(engine.entries.length);
  });

  it("answers from the best match in at most 4 sentences with a Read more link", () => {
    const answer = engine.answer("Is there a setup fee?");
    expect(answer.known).toBe(true);
    expect(answer.source?.url).toBe("/pricing#pricing");
    expect(answer.text).toMatch(/ \[Read more\]\(\/pricing#pricing\)$/);
    expect(sentences(answer.text.replace(/ \[Read more\].*$/, "")).length).toBeLessThanOrEqual(4);
  });

  it("says it doesn't know below the threshold, offering the sales phone and /contact", () => {
    for (const question of ["", "   ", "Do you sponsor little league teams?", "qwerty uiop"]) {
      const answer = engine.answer(question);
      expect(answer.known).toBe(false);
      expect(answer.source).toBeUndefined();
      expect(answer.text).toContain(site.phones.sales.display);
      expect(answer.text).toContain("[contact page](/contact)");
    }
  });

  it("boosts the page's context", () => {
    const plain = engine.search("Can it handle emergencies?");
    const plumbers = engine.search("Can it handle emergencies?", { context: "plumbers" });
    expect(plumbers[0]?.entry.category).toBe("Plumbers");
    expect(plumbers[0]?.score).toBeGreaterThan(
      plain.find((r) => r.entry.id === plumbers[0]?.entry.id)?.score ?? 0,
    );
  });

  it("treats an industry named in the question like a context", () => {
    expect(engine.answer("Do you support electricians?").source?.url).toBe("/electricians");
  });

  it("says a system that is not an integration isn't one, instead of answering about a listed one", () => {
    const answer = engine.answer("Do you integrate with Square POS?");
    // Whether it could be connected is for a person to say: "I don't know", kept for the team.
    expect(answer.known).toBe(false);
    expect(answer.route).toBe("unknown");
    expect(answer.text).toMatch(
      /^I don't know the answer to that one for sure\. Square POS isn't one of the systems Hostline connects to today\./,
    );
    expect(answer.text).not.toMatch(/^Yes/);
    for (const name of integrationNames) expect(answer.text).toContain(name);
    expect(answer.text).toContain("Enterprise");
    expect(answer.text).toContain(site.phones.sales.display);
    expect(answer.text).toContain("](/contact)");
    expect(answer.text).toContain(site.emails.support);
    // Beside another question it is one part of the answer.
    const both = engine.answer("do you integrate with square pos, and how much is basic");
    expect(both.route).toBe("answer");
    expect(both.text).toMatch(/^Square POS isn't one of the systems/);
    expect(both.text).not.toContain("I don't know the answer to that one");

    expect(engine.unlistedSystem("Can Hostline connect to my Mindbody account?")).toBe("Mindbody");
    expect(engine.unlistedSystem("Is there a Clover integration?")).toBe("Clover");
    expect(engine.unlistedSystem("Can it sync to Outlook Calendar?")).toBe("Outlook Calendar");
    expect(engine.unlistedSystem("Does Hostline integrate with Google Sheets?")).toBe("Google Sheets");
  });

  it("does not take a listed system, a misspelt one, or a word the site uses as a name for an unlisted system", () => {
    for (const question of [
      "Do you connect to Toast POS?",
      "Does it sync with Salesforse?",
      "Do you integrate with Zoho?",
      "Does it work with Housecall Pro?",
      "Does it work with Spanish speakers?",
      "Does it integrate with my CRM?",
      "Is Square footage part of an HVAC estimate?",
    ]) {
      expect(engine.unlistedSystem(question), question).toBeUndefined();
    }
    expect(engine.answer("Do you connect to Toast POS?").text).toMatch(/^Yes, Hostline works with Toast\./);
  });

  it("never uses a sentence with a price that isn't in the config", () => {
    const entry: KnowledgeEntry = {
      id: "t",
      title: "Test",
      answer: `A job is worth $350 to a plumber. Pro is ${formatUsd(plans.pro.monthlyPrice)} a month. Calls go to the on-call tech.`,
      url: "/",
      category: "Product",
    };
    expect(compose(entry, ["pro"])).toBe(
      `Pro is ${formatUsd(plans.pro.monthlyPrice)} a month. Calls go to the on-call tech.`,
    );
    const blog = {
      ...entry,
      category: "Blog",
      answer: "Shops miss 27% of calls. The host answers every call. It books jobs.",
    };
    expect(compose(blog, ["call"])).toBe("The host answers every call. It books jobs.");
    expect(compose({ ...entry, answer: "Only $350 here." }, [])).toBe("");
  });

  it("picks a long passage's sentences that share the question's words, in order", () => {
    const entry: KnowledgeEntry = {
      id: "long",
      title: "Long",
      answer: "Alpha one. Bravo two. Trial starts today. Delta four. Cancel the trial any time. Echo six.",
      url: "/",
      category: "Blog",
    };
    expect(compose(entry, terms("trial cancel"))).toBe(
      "Alpha one. Trial starts today. Cancel the trial any time.",
    );
  });

  it("moves to the next confident match when the best has no usable sentence", () => {
    const small = new LocalEngine([
      {
        id: "a",
        title: "Setup fee",
        question: "Is there a setup fee?",
        answer: "It is $75.",
        url: "/a",
        category: "Pricing",
      },
      {
        id: "b",
        title: "Setup fees explained",
        question: "What setup fee applies?",
        answer: "Enterprise has a setup fee set after a consultation. Basic and Pro have none.",
        url: "/b",
        category: "Pricing",
      },
    ]);
    expect(small.answer("Is there a setup fee?").source?.url).toBe("/b");
  });

  it("suggests curated topics first for the help center", () => {
    const suggestions = engine.suggestions("integr");
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions[0]?.category).not.toBe("Blog");
    expect(engine.suggestions("   ")).toEqual([]);
  });

  it("suggests three follow-ups not already asked", () => {
    const history = [
      { role: "user" as const, content: "Does it integrate with ServiceTitan?" },
      { role: "assistant" as const, content: "Yes." },
    ];
    const followUps = engine.followUps(history);
    expect(followUps).toHaveLength(3);
    expect(new Set(followUps).size).toBe(3);
    expect(followUps.map((q) => q.toLowerCase())).not.toContain("does it integrate with servicetitan?");
    expect(engine.followUps([{ role: "user", content: "asdf" }])).toHaveLength(3);
  });
});

describe("system names as speech-to-text writes them", () => {
  it("are read as names the site lists (core/language can't import the integrations, so this checks them)", () => {
    const heard = expandShorthand(
      "open table, house call pro, sir vice titan, hub spot, sales force, pipe drive",
    );
    const names = heard.split(", ");
    expect(names).toHaveLength(6);
    for (const name of names) expect(integrationNames).toContain(name);
  });
});

describe("the About and Webinars pages", () => {
  const engine = localEngine();
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells the story, the team, the mission and the values when asked about the company", () => {
    expect(engine.answer("how did you guys get started").text).toContain("plumbing");
    const team = engine.answer("who runs hostline").text;
    for (const leader of leadership) expect(team).toContain(leader.name);
    expect(engine.answer("whats your mission").source?.url).toBe("/about-us");
    expect(engine.answer("what are your values as a company").text).toMatch(/^How we work/);
  });

  it("answers a session's time in the visitor's zone until it starts, and then no longer", () => {
    const demo = upcomingWebinars.find((session) => session.id === "live-demo");
    if (!demo) throw new Error("no live demo session");
    vi.useFakeTimers({ now: Date.parse(demo.start) - 86_400_000, toFake: ["Date"] });
    const before = engine.answer("the live demo webinar, what time is that for me in california");
    expect(before.text).toContain("10:00 – 10:45 AM PT");
    expect(before.source?.url).toBe(`/webinars#${demo.id}`);
    vi.setSystemTime(Date.parse(demo.start) + 60_000);
    const after = engine.answer("the live demo webinar, what time is that for me in california");
    expect(after.text).not.toContain("10:00 – 10:45 AM PT");
    expect(after.text).not.toContain(demo.title);
    expect(after.source?.url).not.toBe(`/webinars#${demo.id}`);
  });

  it("lists the sessions still to come, and drops each from the list when it starts", () => {
    const [first, second] = upcomingWebinars;
    if (!first || !second) throw new Error("fewer than two sessions");
    vi.useFakeTimers({ now: Date.parse(first.start) - 86_400_000, toFake: ["Date"] });
    const before = engine.answer("any webinars coming up").text;
    expect(before).toContain(first.title);
    expect(before).toContain(second.title);
    vi.setSystemTime(Date.parse(first.start) + 60_000);
    const after = engine.answer("any webinars coming up").text;
    expect(after).not.toContain(first.title);
    expect(after).toContain(second.title);
  });

  it("offers a recording by e-mail, and leaves other questions to the site's own answers", () => {
    const recording = onDemandWebinars.find((item) => item.id === "emergency-calls");
    const missed = engine.answer(
      "missed the after-hours emergencies webinar, can i still watch it somewhere",
    );
    expect(missed.text).toContain(recording?.title);
    expect(missed.text).toContain("e-mail you the link");
    // What the site stores, as core/storage.ts lists it.
    expect(engine.answer("does your website track me with cookies?").text).toContain(
      "remembers how far down each page you had scrolled",
    );
    // "a very long Saturday" is the story's, not an answer about going live on a weekend.
    expect(engine.answer("can i go live on a weekend").source?.url).not.toBe("/about-us");
    expect(engine.answer("ok how do i start").source?.url).not.toBe("/about-us");
  });
});
