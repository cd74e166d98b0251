import { genericBusiness, getIndustry } from "../industries";
import { formatUsd, plans, trialTerms } from "../plans";
import { pricingQuestionsAnchor } from "../pricing-questions";
import { allOfficeHours, site } from "../site";
import type { HelpFaq, HelpTopic, SearchSuggestion } from "./types";

/**
 * The help center's content (SPEC 2.9, 3): nine topics, five FAQs, the empty state's suggested
 * questions, the Personas dropdown, the local model's name, and the tiny browser-side fallbacks
 * used when the server cannot be reached. Prices, phone numbers and the trial length come from
 * core's config, never from literals here. Browser-safe: no Node APIs, no search index.
 */

export {
  helpPersonas,
  helpSuggestedQuestions,
  localModelId,
  localModelName,
} from "./help-center-menus";

const basic = formatUsd(plans.basic.monthlyPrice);
const pro = formatUsd(plans.pro.monthlyPrice);
const enterprise = formatUsd(plans.enterprise.monthlyPrice);
const salesPhone = site.phones.sales.display;
const trial = `${site.trialDays}-day free trial`;

export const helpTopics: HelpTopic[] = [
  {
    title: "Plans and pricing",
    category: "Pricing",
    url: "/pricing#pricing",
    content: `${site.product} Basic is ${basic} a month and Pro is ${pro} a month, per business location. Enterprise starts at ${enterprise} a month plus a one-time setup fee, with final pricing set after a consultation. Each location has its own plan and is billed separately.`,
  },
  {
    title: "Free trial and cancellation",
    category: "Billing",
    url: "/pricing#pricing",
    content: `Basic and Pro start with a ${trial}: your card goes on file, nothing is charged today, and the first charge comes when the trial ends; cancel before then and you're never charged. ${trialTerms}. Cancel from your dashboard or by e-mailing ${site.emails.support}.`,
  },
  {
    title: "Try a live demo call",
    category: "Getting started",
    url: "/#demo-call-section",
    content: `Call our demo line at ${genericBusiness.demoPhone.display} and play a customer: ask about hours, book an appointment or report an urgent problem. Each industry page has its own demo line, such as ${getIndustry("restaurant").demoPhone.display} for restaurants and ${getIndustry("plumber").demoPhone.display} for plumbers.`,
  },
  {
    title: "Setup and going live",
    category: "Getting started",
    url: "/#how-heading",
    content:
      "Your login arrives by e-mail within about 5 minutes of signing up, and we hold your setup call within 24 hours. On that call we load your services, prices, hours and transfer rules, and your host can be live within 24 hours. You keep your number by forwarding it to the host, or we give you a dedicated business number.",
  },
  {
    title: "Integrations",
    category: "Integrations",
    // The home page's list of the tools the host works with.
    url: "/#ticker-heading",
    content: `${site.product} connects to OpenTable, Toast, ServiceTitan, Housecall Pro, Jobber, Clio, HubSpot, Salesforce, Zoho CRM, Pipedrive and Google Calendar, so booked calls land where your team already works. Custom integrations with other systems are part of Enterprise.`,
  },
  {
    title: "Security and privacy",
    category: "Security",
    url: "/security",
    content:
      "Calls, recordings and transcripts are encrypted in transit and at rest, and owners decide who on the team can see them, with multi-factor authentication and single sign-on available. We never sell caller data, and if an incident affects your data we notify you within 72 hours.",
  },
  {
    title: "Urgent calls and transfers to your team",
    category: "Calls",
    url: "/plumbers",
    content:
      "You choose which calls reach a person, who takes them and at what hours. The host checks for danger first, then transfers critical calls or alerts your on-call person with the address and a summary, and books everything else into your next open slot.",
  },
  {
    title: "API and webhooks",
    category: "Developers",
    url: "/api",
    content: `The ${site.product} REST API lets your server list calls, fetch transcripts, place outbound calls and register webhooks for finished calls. It uses JSON over HTTPS with a bearer API key that you create in your dashboard, with examples in Node.js and Python.`,
  },
  {
    title: "Contact sales and support",
    category: "Contact",
    url: "/contact",
    content: `Call sales at ${salesPhone}, e-mail support at ${site.emails.support}, or write to ${site.emails.hello} for anything else. Our offices are open ${allOfficeHours()}.`,
  },
];

export const helpFaqs: HelpFaq[] = [
  {
    question: `How much does ${site.product} cost?`,
    url: "/pricing#pricing",
    answer: `Basic is ${basic} a month and Pro is ${pro} a month for each business location, and Enterprise starts at ${enterprise} a month plus a setup fee set after a consultation. Basic and Pro both start with a ${trial}.`,
  },
  {
    question: "Is there a contract, and can I cancel?",
    url: "/pricing#pricing",
    answer: `No contract: there are no obligations and you can cancel at any time. During the ${trial} nothing is charged, and the card on file is billed only after the trial ends unless you cancel.`,
  },
  {
    question: "How fast can my business be live?",
    url: `/pricing#${pricingQuestionsAnchor}`,
    answer:
      "Your login arrives by e-mail within about 5 minutes, the setup call happens within 24 hours, and the host can be live within 24 hours. Bring your services, prices, hours and the calls you want transferred.",
  },
  {
    question: "Can I keep my business phone number?",
    url: "/#how-heading",
    answer:
      "Yes. You forward your existing number to your host, so callers dial the number they already know, or we give you a dedicated business number. We set it up with you on the setup call.",
  },
  {
    question: "Will my callers be able to reach a real person?",
    url: "/",
    answer:
      "Yes, on your terms. You choose which calls transfer to your staff (emergencies, large parties, anyone who asks for a manager) and at what hours; outside those hours the host takes the details for a callback and notifies you.",
  },
];

/** SPEC 5: a case-insensitive substring match on topic title or category, at most 5. */
export function localSuggestions(query: string): SearchSuggestion[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return helpTopics
    .filter(
      (topic) => topic.title.toLowerCase().includes(needle) || topic.category.toLowerCase().includes(needle),
    )
    .slice(0, 5)
    .map(({ title, category, url }) => ({ title, category, url }));
}

/** The honest answer when nothing matches: the sales line and the contact page. */
export function dontKnowAnswer(): string {
  return `I don't know the answer to that one, and I'd rather not guess. Call our sales team at ${salesPhone} or reach us through the [contact page](/contact), and a person will answer it.`;
}

const stopWords = new Set(
  (
    "a about an and any are as at be been but by can could do does for from get has have how i if in " +
    "into is it its me my of on or our so that the their them then there this to us was we what " +
    "when where which who why will with would you your yours"
  )
    .split(" ")
    .concat(site.product.toLowerCase()),
);

/** Lower-case words of three or more letters, minus common words, with a plural "s" trimmed. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => word.length >= 3 && !stopWords.has(word))
    .map((word) =>
      word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );
}

/**
 * The browser-side fallback for the help center when the server cannot be reached: the topic or
 * FAQ sharing the most words with the question (title words count double), else "I don't know".
 */
export function localHelpAnswer(query: string): string {
  const asked = new Set(contentWords(query));
  if (asked.size === 0) return dontKnowAnswer();
  const candidates = [
    ...helpFaqs.map((faq) => ({ heading: faq.question, text: faq.answer, url: faq.url })),
    ...helpTopics.map((topic) => ({
      heading: `${topic.title} ${topic.category}`,
      text: topic.content,
      url: topic.url,
    })),
  ];
  let best: { text: string; url: string; score: number } | undefined;
  for (const candidate of candidates) {
    const heading = new Set(contentWords(candidate.heading));
    const body = new Set(contentWords(candidate.text));
    let score = 0;
    for (const word of asked) score += heading.has(word) ? 2 : body.has(word) ? 1 : 0;
    if (score > (best?.score ?? 0)) best = { text: candidate.text, url: candidate.url, score };
  }
  if (!best || best.score < 2) return dontKnowAnswer();
  return `${best.text} [Read more](${best.url})`;
}
