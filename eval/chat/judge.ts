import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { genericBusiness, industries } from "../../core/industries";
import { formatUsd, plans } from "../../core/plans";
import { site } from "../../core/site";

/**
 * The chat evaluation: the questions in questions.json, the split into a development and a
 * held-out set (README.md), and the judge of one answer. Data and judge only: it never ships with
 * the server.
 */
export type ExpectedRoute = "answer" | "support" | "correction" | "unknown" | "refusal";
export type EvalSet = "dev" | "held-out";

export interface EvalCase {
  q: string;
  kind: string;
  route: ExpectedRoute;
  /** Each fact must appear in the answer (case-insensitive); a list means any one of them. */
  facts?: (string | string[])[];
  /** The answer links to one of these pages (path, hash ignored). */
  pages?: string[];
  context?: string;
  history?: { role: "user" | "assistant"; content: string }[];
  /** The trade the question is about: the answer must not name or link another trade. */
  trade?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadCases(file = path.join(here, "questions.json")): EvalCase[] {
  return JSON.parse(fs.readFileSync(file, "utf8")) as EvalCase[];
}

/** FNV-1a (32 bit) of the question, trimmed and lower-cased. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The split rule, fixed once: a question whose hash is divisible by 3 is held out. */
export function setOf(testCase: Pick<EvalCase, "q">): EvalSet {
  return fnv1a(testCase.q) % 3 === 0 ? "held-out" : "dev";
}

const tokens: Record<string, string> = {
  "price.basic": formatUsd(plans.basic.monthlyPrice),
  "price.pro": formatUsd(plans.pro.monthlyPrice),
  "price.enterprise": formatUsd(plans.enterprise.monthlyPrice),
  "trial.days": String(site.trialDays),
  "phone.sales": site.phones.sales.display,
  "email.support": site.emails.support,
  "email.hello": site.emails.hello,
  "email.privacy": site.emails.privacy,
  "demo.general": genericBusiness.demoPhone.display,
  ...Object.fromEntries(industries.map((industry) => [`demo.${industry.key}`, industry.demoPhone.display])),
};

/** A fact with its {{tokens}} read from core's config. */
export function resolve(fact: string): string {
  return fact.replace(/\{\{([\w.-]+)\}\}/g, (_, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown eval token {{${name}}}`);
    return value;
  });
}

const configPrices = new Set(Object.values(plans).map((plan) => plan.monthlyPrice));
const configPhones = new Set(
  [site.phones.sales, genericBusiness.demoPhone, ...industries.map((industry) => industry.demoPhone)].map(
    (phone) => phone.display.replace(/\D/g, ""),
  ),
);
const configEmails = new Set(Object.values(site.emails).map((email) => email.toLowerCase()));

/** Money figures, phone numbers and e-mail addresses in an answer that the config does not hold. */
export function foreignFacts(text: string): string[] {
  const money = [...text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)/g)]
    .filter((match) => !configPrices.has(Number((match[1] ?? "").replace(/,/g, ""))))
    .map((match) => match[0]);
  const phones = [...text.matchAll(/(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g)]
    .filter((match) => !configPhones.has(match[0].replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")))
    .map((match) => match[0]);
  const emails = [...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)]
    .filter((match) => !configEmails.has(match[0].toLowerCase()))
    .map((match) => match[0]);
  return [...money, ...phones, ...emails];
}

export const markers = {
  unknown: "I don't know the answer to that one",
  refusal: [/I can only help with questions about/, /I can't change how I work/],
};

function links(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => (match[1] ?? "").split("#")[0] ?? "");
}

/** What is wrong with an answer to a case, or undefined when it is right. */
export function judge(testCase: EvalCase, text: string): string | undefined {
  const lower = text.toLowerCase();
  const isUnknown = text.includes(markers.unknown);
  const isRefusal = markers.refusal.some((pattern) => pattern.test(text));
  const hasSupport = lower.includes(site.emails.support) && text.includes("/help-center");
  const foreign = foreignFacts(text);
  if (foreign.length) return `states what the config does not hold: ${foreign.join(", ")}`;
  switch (testCase.route) {
    case "unknown":
      if (!isUnknown) return "should say it does not know";
      if (
        !text.includes(site.phones.sales.display) ||
        !text.includes("/contact") ||
        !lower.includes(site.emails.support)
      )
        return "should offer the sales phone, /contact and the support e-mail";
      return undefined;
    case "refusal":
      return isRefusal ? undefined : "should politely refuse and steer back to Hostline";
    case "support":
      if (!hasSupport) return "should send an existing customer to the support e-mail and the help center";
      break;
    default:
      if (isUnknown) return "said it does not know";
      if (isRefusal) return "refused a real question";
  }
  for (const fact of testCase.facts ?? []) {
    const options = (Array.isArray(fact) ? fact : [fact]).map(resolve);
    if (!options.some((option) => lower.includes(option.toLowerCase())))
      return `missing ${options.join(" / ")}`;
  }
  if (testCase.pages?.length) {
    const linked = links(text);
    if (!linked.some((link) => testCase.pages?.some((page) => link === page)))
      return `should link to ${testCase.pages.join(" or ")} (links: ${linked.join(", ") || "none"})`;
  }
  if (testCase.trade) {
    for (const other of industries.filter((industry) => industry.key !== testCase.trade)) {
      const leaks = [other.demoPhone.display, `](${other.path}`, other.name, other.shortName].filter(
        (needle) => lower.includes(needle.toLowerCase()),
      );
      if (leaks.length) return `quotes another trade (${other.key}): ${leaks.join(", ")}`;
    }
  }
  return undefined;
}
