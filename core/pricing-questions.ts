import { formatUsd, plans } from "./plans";
import { site } from "./site";

/** The id of the questions' heading on /pricing, the anchor answers link to. */
export const pricingQuestionsAnchor = "pricing-questions-heading";

/** The questions under /pricing. Every figure comes from core/plans.ts and core/site.ts. */
export const pricingQuestions: { question: string; answer: string }[] = [
  {
    question: "How does per-location pricing work?",
    answer: `Each business location has its own plan and is billed separately. Two locations on Pro, for example, are ${formatUsd(plans.pro.monthlyPrice * 2)} a month: ${formatUsd(plans.pro.monthlyPrice)} for each. A location can be on Basic while another is on Pro.`,
  },
  {
    question: `What happens when the ${site.trialDays}-day free trial ends?`,
    answer: `Nothing is charged when you start. When the ${site.trialDays} days are up, the card you added is billed the monthly price of your plan, unless you cancelled before then.`,
  },
  {
    question: "Is there a contract or a cancellation fee?",
    answer: `No. Basic and Pro are billed month to month, with no contract and no cancellation fee. Cancel at any time by e-mailing ${site.emails.support} or calling ${site.phones.sales.display}.`,
  },
  {
    question: "What does Pro add to Basic?",
    answer: `Basic answers every call 24/7 and handles service questions, with e-mail notifications and basic analytics. Pro (${formatUsd(plans.pro.monthlyPrice)} a month) also takes phone orders and books appointments, sends SMS notifications, uses the enhanced voice AI trained on your industry's terms, and adds advanced analytics and priority support.`,
  },
  {
    question: "How is Enterprise priced?",
    answer: `Enterprise starts at ${formatUsd(plans.enterprise.monthlyPrice)} a month per location, plus a one-time setup fee. Because it includes custom integrations, a dedicated account manager and custom voice training, the final price is set after a consultation with our sales team at ${site.phones.sales.display}.`,
  },
  {
    question: "How soon is my line answered?",
    answer:
      "We schedule your setup call within 24 hours of sign-up, and your AI host is live within 24 hours. Your login details arrive by e-mail within about 5 minutes.",
  },
];
