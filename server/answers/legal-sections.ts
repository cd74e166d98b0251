import fs from "node:fs";
import path from "node:path";
import type { KnowledgeEntry } from "../../core/knowledge/types";
import { parseMarkdown } from "../../core/markdown.server";
import { markdownSections } from "./blog-sections";

/** The policies the answer engine reads: refunds, who owns the recordings, how long data is kept. */
const legalPages = ["terms-of-service", "privacy-policy"] as const;

/**
 * What visitors ask that a policy section answers, by the section's id: with a question of its own
 * a section is matched like one of the site's answers, not like a page of prose, and its keywords
 * hold the visitors' words the policy doesn't use.
 */
const visitorQuestions: Record<string, Pick<KnowledgeEntry, "question" | "keywords" | "also">> = {
  "legal-terms-of-service-4-the-free-trial": {
    question: "Can the same business get another free trial?",
    also: { label: "Plans and prices", url: "/pricing#pricing" },
    keywords: [
      "another trial",
      "second trial",
      "trial again",
      "new trial",
      "different email",
      "same business",
      "tried",
      "one free trial",
    ],
  },
  "legal-terms-of-service-71-general-rules": {
    question: "What is your acceptable use policy: what can't I use Hostline for?",
    keywords: ["acceptable use", "aup", "not allowed", "prohibited", "forbidden", "banned"],
  },
  "legal-terms-of-service-16-changes-to-these-terms": {
    question: "Can you change the Terms, and how will I hear about it?",
    keywords: ["change the terms", "new terms", "terms change", "updated terms", "notice of changes"],
  },
  "legal-privacy-policy-21-free-trial-and-webinar-forms-leads": {
    question: "If I start the trial form but don't finish, will someone follow up?",
    keywords: ["don't finish", "dont finish", "never finish", "trial form", "call me"],
  },
  "legal-terms-of-service-73-call-recording-and-caller-notice": {
    question: "Do I have to tell callers the call is recorded, or that they're talking to an AI?",
    keywords: [
      "recording consent",
      "consent",
      "two-party",
      "recording notice",
      "recorded",
      "being recorded",
      "disclose",
      "talking to an ai",
      "talking to a robot",
      "tricked",
    ],
  },
  "legal-terms-of-service-82-the-ai-host-can-make-mistakes": {
    question: "What if the AI host makes a mistake?",
    keywords: [
      "mistake",
      "mistakes",
      "screw up",
      "screws up",
      "mess up",
      "messes up",
      "wrong time",
      "errors",
      "accurate",
    ],
  },
  "legal-terms-of-service-11-confidentiality": {
    question: "How long does the confidentiality clause apply?",
    keywords: ["confidentiality clause", "confidential information", "nda", "keep confidential"],
  },
  "legal-terms-of-service-18-general-terms": {
    question: "If I sell my business, can the subscription transfer to the buyer?",
    keywords: [
      "sell the business",
      "sell my business",
      "sell our business",
      "sale of my business",
      "assignment",
    ],
  },
  "legal-privacy-policy-5-who-we-share-information-with": {
    question: "Do you sell or share my information or my callers'?",
    keywords: [
      "sell",
      "sold",
      "marketers",
      "advertisers",
      "third parties",
      "share",
      "buyer",
      "successor",
      "merger",
    ],
  },
  "legal-privacy-policy-6-international-transfers": {
    question: "Where is my data stored, and how are transfers from the EU protected?",
    keywords: [
      "stored",
      "store",
      "where",
      "servers",
      "overseas",
      "us",
      "usa",
      "eu",
      "europe",
      "transfers",
      "scc",
    ],
  },
  "legal-privacy-policy-83-california-residents-ccpacpra": {
    question: "Do you comply with the CCPA in California?",
    keywords: ["ccpa", "cpra", "california", "california privacy", "comply"],
  },
};

/**
 * The Privacy Policy's sections on callers' data, which the security page explains in plain words:
 * their answers link it too.
 */
const callerDataSections = new Set([
  "25-calls-our-ai-host-answers-for-businesses",
  "4-how-long-we-keep-information",
  "5-who-we-share-information-with",
  "6-international-transfers",
  "7-how-we-protect-information",
  "81-rights-for-everyone",
]);

/**
 * The Terms of Service and the Privacy Policy as knowledge passages, one per "##" or "###"
 * section ("Terms of Service: Cancellation and refunds"), linked to the section's anchor. Read
 * once at start-up from content/legal; server-only (node:fs).
 */
export function legalSections(legalDir = path.resolve(process.cwd(), "content/legal")): KnowledgeEntry[] {
  return legalPages.flatMap((page) => {
    const file = path.join(legalDir, `${page}.md`);
    if (!fs.existsSync(file)) return [];
    const source = fs.readFileSync(file, "utf8");
    const doc = parseMarkdown<{ title: string }>(source, file);
    const { title } = doc.front;
    // A subsection is found by its section's name too: "7.1 General rules" by "Acceptable use".
    const parentOf = new Map<string, string>();
    let parent = "";
    for (const heading of doc.headings) {
      if (heading.depth === 2) parent = unnumbered(heading.text);
      else parentOf.set(heading.id, parent);
    }
    return markdownSections(source, file, {
      depths: [2, 3],
      tables: true,
      entry: (anchor, heading) => ({
        id: `legal-${page}-${anchor}`,
        // "6. Cancellation and refunds" reads "Cancellation and refunds".
        title: `${title}: ${unnumbered(heading)}`,
        url: `/${page}#${anchor}`,
        category: "Legal",
        ...(page === "privacy-policy" && callerDataSections.has(anchor)
          ? { also: { label: "Security at Hostline", url: "/security" } }
          : {}),
        ...visitorQuestions[`legal-${page}-${anchor}`],
        keywords: [
          ...(visitorQuestions[`legal-${page}-${anchor}`]?.keywords ?? []),
          ...(parentOf.has(anchor) ? [parentOf.get(anchor) ?? ""] : []),
        ],
      }),
    });
  });
}

/** A policy heading without its number: "6. Cancellation and refunds" is "Cancellation and refunds". */
function unnumbered(heading: string): string {
  return heading.replace(/^\d+(\.\d+)*\.?\s+/, "");
}
