import { site } from "../site";

/**
 * What the help center page draws before anyone asks (SPEC 2.9): the local model's name, the empty
 * state's suggested questions and the Personas dropdown. Apart from the topics and FAQs
 * (./help-center.ts), which the page loads only when the visitor starts typing or asks.
 */
export const localModelName = site.localModelName;
/** The `model` value that asks POST /api/help/chat (and /api/chat) for the local engine. */
export const localModelId = "hostline-local-1.0";

/** How the help center answers, under its title and in the chat's answer to "do you have a help center". */
export const helpCenterHow = "ask in your own words and get a short answer with a link to the details.";
/** What the help center answers, under its title. */
export const helpCenterIntro = `Setup, pricing, integrations, security and what your AI phone host says to callers: ${helpCenterHow}`;

export const helpSuggestedQuestions: string[] = [
  `How much does ${site.product} cost per location?`,
  `How does the ${site.trialDays}-day free trial work?`,
  "Can it book jobs into ServiceTitan?",
  "What happens when a caller has an emergency?",
  "How fast can my business be live?",
];

export const helpPersonas: { name: string; questions: string[] }[] = [
  {
    name: "Restaurant owner",
    questions: [
      "Can it take reservations into OpenTable?",
      "Can it take takeout orders and send them to Toast?",
      "How does it handle allergy questions?",
      "What happens with large parties and private dining?",
    ],
  },
  {
    name: "Plumbing or HVAC contractor",
    questions: [
      "Can it book jobs into ServiceTitan?",
      "Will it wake my on-call tech for every call?",
      "What does it do when a caller smells gas?",
      "Will it quote prices to callers?",
    ],
  },
  {
    name: "Law firm intake manager",
    questions: [
      "Does it send intake calls to Clio?",
      "Will it tell a caller they have a case?",
      "Is what callers tell the host kept confidential?",
    ],
  },
  {
    name: "Multi-location operator",
    questions: [
      "How much is it for two locations?",
      "What does the Enterprise plan include?",
      "Can you build a custom integration for our systems?",
      "Can I talk to someone in sales?",
    ],
  },
];
