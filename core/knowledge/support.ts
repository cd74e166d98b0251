import { articlePath, articleSlugs } from "../blog";
import { getIndustry } from "../industries";
import { formatUsd, plans, trialTerms } from "../plans";
import { site } from "../site";
import type { SupportQuestion } from "./types";

/**
 * The support page's content (SPEC 2.8, 4, 7.2): opening suggestions by `?context=`, the six
 * common questions, five questions for each of five industries, and the canned follow-ups used
 * when the server cannot suggest any. Answers quote prices and terms from core's config only.
 * Browser-safe.
 */

export const supportContexts = ["feedback", "support", "pricing", "sales", "demo", "contact"] as const;
export type SupportContext = (typeof supportContexts)[number];

const basic = formatUsd(plans.basic.monthlyPrice);
const pro = formatUsd(plans.pro.monthlyPrice);
const enterprise = formatUsd(plans.enterprise.monthlyPrice);
const trial = `${site.trialDays}-day free trial`;

export const supportSuggestions: Record<SupportContext | "default", string[]> = {
  feedback: [
    `How do I share feedback about ${site.product}?`,
    "How do I report a problem with a call?",
    "Can I request a new feature or integration?",
  ],
  support: [
    "How do I change my hours, prices or menu?",
    "How do I reach the support team?",
    "Where can I see call transcripts?",
    "How do I forward my number to my host?",
  ],
  pricing: [
    `How much does ${site.product} cost?`,
    "What's the difference between Basic and Pro?",
    "How much is it for two locations?",
    "What does the Enterprise plan include?",
  ],
  sales: [
    "Which plan is right for my business?",
    "Can I talk to someone in sales?",
    "Do you build custom integrations?",
    "How fast can we be live?",
  ],
  demo: [
    "How do I try a demo call?",
    "Is there a demo line for my industry?",
    `How does the ${site.trialDays}-day free trial work?`,
  ],
  contact: ["What's your sales phone number?", "How do I e-mail support?", "Where are your offices?"],
  default: [
    `How much does ${site.product} cost?`,
    `How does the ${site.trialDays}-day free trial work?`,
    "Can it transfer urgent calls to my team?",
    `Which software does ${site.product} work with?`,
  ],
};

export function isSupportContext(value: string): value is SupportContext {
  return (supportContexts as readonly string[]).includes(value);
}

/** SPEC 2.8: the opening suggestions for `?context=`; anything else gets the default set. */
export function suggestionsForContext(context: string | null): string[] {
  const key = context?.trim().toLowerCase() ?? "";
  return isSupportContext(key) ? supportSuggestions[key] : supportSuggestions.default;
}

/** The Frequently Asked Questions dropdown: six common questions. */
export const supportFaqs: SupportQuestion[] = [
  {
    question: `What does ${site.product} do?`,
    url: "/",
    answer: `${site.product} is an AI phone host that answers your business calls 24/7 on the first ring. It books appointments, takes orders and reservations, texts callers a confirmation and transfers urgent calls to the person you choose. You update services, prices and hours in a dashboard and see every call in your analytics.`,
  },
  {
    question: `How much does ${site.product} cost?`,
    url: "/pricing#pricing",
    answer: `Basic is ${basic} a month and Pro is ${pro} a month, per business location. Enterprise starts at ${enterprise} a month plus a one-time setup fee, with final pricing set after a consultation. Each location has its own plan and is billed separately.`,
  },
  {
    question: `How does the ${site.trialDays}-day free trial work?`,
    url: "/pricing#pricing",
    answer: `Basic and Pro start with a ${trial}. Your card goes on file and nothing is charged today; the card is billed when the trial ends unless you cancel. ${trialTerms}.`,
  },
  {
    question: "How long does setup take?",
    url: "/#how-heading",
    answer:
      "Your login arrives by e-mail within about 5 minutes of signing up, and the setup call happens within 24 hours. We load your services, prices, hours and transfer rules, and your host can be live within 24 hours.",
  },
  {
    question: "Can it transfer urgent calls to my staff?",
    url: "/",
    answer:
      "Yes. You choose which calls go to a person, who takes them and at what hours, and the host transfers those calls or alerts your on-call person with a summary. Outside those hours it takes the details for a callback and notifies you.",
  },
  {
    question: `Which software does ${site.product} work with?`,
    url: articlePath(articleSlugs.crmGuide),
    answer: `${site.product} connects to OpenTable, Toast, ServiceTitan, Housecall Pro, Jobber, Clio, HubSpot, Salesforce, Zoho CRM, Pipedrive and Google Calendar. Booked calls land there with the caller's details and a summary, and custom integrations are part of Enterprise.`,
  },
];

type SupportIndustry = "Restaurants" | "Plumbers" | "HVAC" | "Electricians" | "Pest Control";

const restaurants = getIndustry("restaurant");
const plumbers = getIndustry("plumber");
const hvac = getIndustry("hvac");
const electricians = getIndustry("electrician");
const pestControl = getIndustry("pestcontrol");

/** The five industry dropdowns, five questions each, answered from the industry pages' facts. */
export const supportIndustryQuestions: { industry: SupportIndustry; questions: SupportQuestion[] }[] = [
  {
    industry: "Restaurants",
    questions: [
      {
        question: "Can it take reservations into OpenTable?",
        url: restaurants.path,
        answer:
          "Yes. Phone reservations land in your OpenTable book with the party size and notes, next to your online bookings, and the guest gets a text confirmation. Booking and SMS confirmations are part of the Pro plan.",
      },
      {
        question: "Can it take takeout orders?",
        url: restaurants.path,
        answer:
          "Yes, on the Pro plan. The host asks for the required choices, reads the order back with the pickup time, and sends it to Toast with the modifiers so it reaches the kitchen like any other ticket.",
      },
      {
        question: "How does it handle allergy questions?",
        url: restaurants.path,
        answer:
          "It answers in the exact wording you give it and puts the allergy on the booking or the ticket. If you'd rather a person handle serious allergies, it transfers those calls to whoever you choose.",
      },
      {
        question: "What happens with large parties and private dining?",
        url: restaurants.path,
        answer:
          "You set the largest party the host books on its own. Above that, it transfers the call to the manager you choose, during the hours you choose, or takes the details for a callback the next morning.",
      },
      {
        question: "Can I update the menu and what's 86'd tonight?",
        url: restaurants.path,
        answer:
          "Yes. Change your menu, hours, pickup times or what's 86'd in the dashboard, and the host uses the new details on the next call. Dish nicknames and required choices like spice level are set up once on your setup call.",
      },
    ],
  },
  {
    industry: "Plumbers",
    questions: [
      {
        question: "What does it do with a burst pipe at 2 a.m.?",
        url: plumbers.path,
        answer:
          "It answers, checks for danger, walks the caller to the main shut-off with the steps you approved, and confirms the address and callback number. Then it alerts or transfers the call to your on-call plumber, following the hours and tiers you set.",
      },
      {
        question: "Will my on-call plumber get woken up for every call?",
        url: plumbers.path,
        answer:
          "No. The host sorts each call as critical, urgent or scheduled, and you choose who gets transfers and when. Critical calls can go through all night while dripping faucets and quotes are booked into the next open slot.",
      },
      {
        question: "Can it book jobs into ServiceTitan or Housecall Pro?",
        url: plumbers.path,
        answer:
          "Yes. Booked jobs land in ServiceTitan, Housecall Pro or Jobber with the customer, address, job type and a short summary of the problem, and the caller gets an SMS confirmation. Booking and texts are part of the Pro plan.",
      },
      {
        question: "Will it quote prices or diagnose the problem?",
        url: plumbers.path,
        answer:
          "It quotes only the prices you enter in your dashboard, such as your call-out fee, and uses new prices the moment you change them. It doesn't diagnose or promise a repair price; it gathers the facts so your plumber can.",
      },
      {
        question: "What happens when a caller smells gas?",
        url: plumbers.path,
        answer:
          "The host tells them to leave the house without touching switches and to call the gas utility or 911 from outside. Once they're safe, the call goes to your on-call person to plan the repair.",
      },
    ],
  },
  {
    industry: "HVAC",
    questions: [
      {
        question: "Will it wake my on-call tech for every no-cool call in July?",
        url: hvac.path,
        answer:
          "Only if your rules say so. No heat in freezing weather is critical, and you decide the rest, for example no cooling with an infant or elderly person at home during a heat advisory. Everything else books into the first open window.",
      },
      {
        question: "What happens with a CO alarm or a gas smell?",
        url: hvac.path,
        answer:
          "The host tells the caller to get everyone outside and call 911 or the gas utility from there, then alerts your on-call tech. It never walks anyone through relighting a pilot or looking for a leak.",
      },
      {
        question: "Can it book tune-ups for maintenance agreement members?",
        url: hvac.path,
        answer:
          "Yes. It asks about the agreement, books the tune-up into the slots you open and confirms it by text, following your member rules. Booking and SMS confirmations are on the Pro plan; on Basic it answers the questions and e-mails you the request.",
      },
      {
        question: "Will it quote a new system?",
        url: hvac.path,
        answer:
          "No. It quotes only the prices you put in your dashboard, such as your diagnostic fee. For a replacement it collects the system's age, fuel type and comfort complaints and books the in-home estimate.",
      },
      {
        question: "Does it work with ServiceTitan?",
        url: articlePath(articleSlugs.serviceTitan),
        answer:
          "Yes. The job lands in ServiceTitan with the customer, address, job type, arrival window and a short summary of the problem, and the caller gets an SMS confirmation. Housecall Pro and Jobber work the same way.",
      },
    ],
  },
  {
    industry: "Electricians",
    questions: [
      {
        question: "What does it do if a caller says something is sparking?",
        url: electricians.path,
        answer:
          "It tells them not to touch the panel, outlet or cord and to keep everyone away; with smoke or a burning smell, they leave and call 911 from outside first. Then the call goes to your on-call electrician, following the hours and rules you set.",
      },
      {
        question: "Will it walk homeowners through repairs?",
        url: electricians.path,
        answer:
          "No. It never tells callers to open a panel, replace a breaker or touch wiring. It reads only the make-safe steps you approve, such as leaving a tripping breaker off, and gathers the facts your electrician needs.",
      },
      {
        question: "Can it tell a utility outage from a problem in the house?",
        url: electricians.path,
        answer:
          "It asks whether the neighbors and streetlights are out too. If they are, it points the caller to the utility's outage line instead of sending a truck; if only part of the house is dark, it's treated as your call.",
      },
      {
        question: "Will it quote prices for panel upgrades or EV chargers?",
        url: electricians.path,
        answer:
          "It quotes only the prices you enter in your dashboard, such as your service-call fee. Larger jobs like panel upgrades and EV chargers are booked as estimates, with the details your estimator needs.",
      },
      {
        question: "Which plan does an electrical contractor need?",
        url: "/pricing#pricing",
        answer: `Basic (${basic} a month per location) answers every call 24/7, handles service questions and e-mails you the details. Pro (${pro} a month per location) adds booking jobs and estimates, SMS confirmations and the enhanced voice AI that knows electrical terms, which is what most shops want.`,
      },
    ],
  },
  {
    industry: "Pest Control",
    questions: [
      {
        question: "Can it tell termites from flying ants over the phone?",
        url: pestControl.path,
        answer:
          "No, and it won't try. It asks where the winged insects are, whether wings are piling up on sills and whether there's damaged wood, then books the inspection and puts the answers in the job notes.",
      },
      {
        question: "What does it say when someone asks if a treatment is safe for pets?",
        url: pestControl.path,
        answer:
          "Only what you've written: your prep steps and re-entry times. If the question goes further, it tells the caller a technician will answer and sends you the message; it never makes up a safety claim.",
      },
      {
        question: "What if a caller has been stung or is allergic?",
        url: pestControl.path,
        answer:
          "If anyone has trouble breathing or swelling after a sting, the host tells the caller to call 911 first. Then it flags the call as urgent and alerts your on-call person.",
      },
      {
        question: "Can it sign people up for my quarterly plan?",
        url: pestControl.path,
        answer:
          "It explains your plans and prices from your dashboard, answers the common questions and books the initial service. Booking and SMS confirmations are on the Pro plan; on Basic it handles the questions and e-mails you the lead.",
      },
      {
        question: "Can it book WDI inspections for home sales?",
        url: pestControl.path,
        answer:
          "Yes. For a WDI inspection it asks for the closing date, the agent and who is paying, and books the visit before the deadline.",
      },
    ],
  },
];

const followUpSets = {
  pricing: ["What's included in the Pro plan?", "How much is it for two locations?", "Is there a setup fee?"],
  trial: [
    "What happens when the free trial ends?",
    "How do I try a demo call?",
    "Do I need a card to start the trial?",
  ],
  setup: [
    `Which software does ${site.product} work with?`,
    "How long does setup take?",
    "Can I keep my business phone number?",
  ],
  help: [
    "How do I reach the support team?",
    "Can it transfer urgent calls to my team?",
    "Where can I see call transcripts?",
  ],
  generic: [
    `How much does ${site.product} cost?`,
    `How does the ${site.trialDays}-day free trial work?`,
    "How do I try a demo call?",
  ],
} as const;

/**
 * SPEC 7.2: three follow-up suggestions chosen by words in the last messages (pricing or cost;
 * demo or trial; integration or setup; help or problem), else a generic set.
 */
export function cannedFollowUps(recentMessages: string[]): string[] {
  const text = recentMessages.join(" ").toLowerCase();
  const has = (pattern: RegExp) => pattern.test(text);
  if (has(/\b(pric\w*|costs?|costing)\b/)) return [...followUpSets.pricing];
  if (has(/\b(demos?|trials?)\b/)) return [...followUpSets.trial];
  if (has(/\b(integrations?|integrat\w*|setup|set up)\b/)) return [...followUpSets.setup];
  if (has(/\b(help|problems?)\b/)) return [...followUpSets.help];
  return [...followUpSets.generic];
}
