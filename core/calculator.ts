import { site } from "./site";

/**
 * The missed-call calculator's words (on the home, pricing and industry pages), read by the page
 * and by the answer engine, so a visitor who asks whether Hostline would pay for itself is pointed
 * at the same tool the page shows.
 */
export const missedCallCalculator = {
  eyebrow: "Missed-call calculator",
  title: "What do missed calls cost you each month?",
  lead: "Put in your own numbers. The estimate updates as you type and never leaves your browser.",
  /** What its figure is and isn't, under the result (the estimate's part also in the chat's answer). */
  caveat: {
    estimate:
      "An estimate, not a promise: it assumes the calls you miss today are answered and those callers book at the rate you entered, over 52 weeks a year.",
    billing: `${site.product} is billed per location.`,
  },
  /** What it asks for, in the order of its fields. */
  asks: [
    "your calls per week",
    "the share you miss today",
    "what one job, order or case is worth",
    "the share of callers who would book",
  ],
} as const;
