/**
 * The missed-call calculator's words (on the home, pricing and industry pages), read by the page
 * and by the answer engine, so a visitor who asks whether Hostline would pay for itself is pointed
 * at the same tool the page shows.
 */
export const missedCallCalculator = {
  eyebrow: "Missed-call calculator",
  title: "What do missed calls cost you each month?",
  lead: "Put in your own numbers. The estimate updates as you type and never leaves your browser.",
  /** What it asks for, in the order of its fields. */
  asks: [
    "your calls per week",
    "the share you miss today",
    "what one job, order or case is worth",
    "the share of callers who would book",
  ],
} as const;
