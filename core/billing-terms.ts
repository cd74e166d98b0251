/**
 * The billing terms the Terms of Service state and the chat repeats, in one place: the Terms'
 * Markdown reads them as {{tokens}} (core/content-tokens.ts) and the answer engine renders its
 * billing answers from them.
 */
export const billingTerms = {
  /** Notice given before a price change applies. */
  priceChangeNoticeDays: 30,
  /** How long a failed payment may stay unpaid before the service may be suspended. */
  unpaidSuspensionDays: 10,
} as const;
