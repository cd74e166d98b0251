import { findTestCard, paymentMessages, type TestCard } from "../payments";
import { planKeys } from "../plans";
import { z } from "../zod";
import {
  companyNameSchema,
  emailSchema,
  fullNameSchema,
  mobilePhoneSchema,
  trialIndustrySchema,
  trialPlanSchema,
} from "./lead";

/**
 * Step 2 of the trial modal and the payment calls behind it (SPEC 3, 5, 7.1). The modal and the
 * server check the same schemas; messages are shown to visitors as is.
 */
export const trialMessages = {
  acceptPrivacyAndTerms: "Please agree to the Privacy Policy and Terms of Service to start your trial.",
  acceptPrivacyPolicy: "Please agree to the Privacy Policy to start your trial.",
  acceptTermsOfService: "Please agree to the Terms of Service to start your trial.",
  acceptMarketingCommunications: "Please agree to receive texts and calls about your trial.",
  acceptBilling: "Please confirm that you understand when your card will be charged.",
  paymentMethod: "Please enter your card details again.",
  leadId: "Your details from step 1 were not recognized. Please go back to step 1 and try again.",
  checkoutPlan: "Please choose the Basic, Pro or Enterprise plan",
  priceId: "Please choose a plan.",
  url: "must be a full http:// or https:// address",
} as const;

const mustAccept = (message: string) =>
  z.literal(true, { error: message }) as unknown as z.ZodMiniType<true, boolean | undefined>;

/** The three required checkboxes of step 2 (SPEC 5), as the modal's form holds them. */
export const trialConsentSchema = z.object({
  /** 1. Agreement to the Privacy Policy and the Terms of Service. */
  acceptPrivacyAndTerms: mustAccept(trialMessages.acceptPrivacyAndTerms),
  /** 2. Marketing consent by text and calls. */
  acceptMarketingCommunications: mustAccept(trialMessages.acceptMarketingCommunications),
  /** 3. Nothing is charged today; the card is charged after the trial unless cancelled. */
  acceptBilling: mustAccept(trialMessages.acceptBilling),
});
export type TrialConsentInput = z.input<typeof trialConsentSchema>;

/** Stripe-style payment method ids: pm_ followed by letters, digits and underscores. */
const paymentMethodIdSchema = z
  .string({ error: trialMessages.paymentMethod })
  .check(z.trim(), z.regex(/^pm_[A-Za-z0-9_]{1,250}$/, trialMessages.paymentMethod));

/**
 * SPEC 3's trial subscription payload: the body of POST /api/stripe/create-trial-subscription.
 * `leadId` links the trial to the lead stored by step 1 when the modal has one.
 */
export const trialSubscriptionSchema = z.object({
  industry: trialIndustrySchema,
  planTier: trialPlanSchema,
  paymentMethodId: paymentMethodIdSchema,
  companyName: companyNameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  phone: mobilePhoneSchema,
  acceptPrivacyPolicy: mustAccept(trialMessages.acceptPrivacyPolicy),
  acceptTermsOfService: mustAccept(trialMessages.acceptTermsOfService),
  acceptMarketingCommunications: mustAccept(trialMessages.acceptMarketingCommunications),
  leadId: z.nullish(z.uuid({ error: trialMessages.leadId })),
});
export type TrialSubscriptionInput = z.input<typeof trialSubscriptionSchema>;
export type TrialSubscriptionRequest = z.output<typeof trialSubscriptionSchema>;
export type TrialSubscriptionField = keyof TrialSubscriptionInput;

/** What POST /api/stripe/create-trial-subscription answers. */
export type TrialSubscriptionResponse =
  | {
      success: true;
      message: string;
      subscriptionId: string;
      /** ISO time the trial ends and the first charge is due. */
      trialEnd: string;
      /** For /success?session_id=. */
      sessionId: string;
    }
  | { success: false; code?: string; message: string; fields?: Partial<Record<string, string>> };

/** The first message for each field that failed, keyed by field; null when `result` succeeded. */
export function fieldErrors(error: z.core.$ZodError | undefined): Record<string, string> | null {
  if (!error) return null;
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    if (!fields[field]) fields[field] = issue.message;
  }
  return fields;
}

/** The test-mode card field's numbers, as POST /api/stripe/test-payment-methods takes them. */
/** A string of at most `max` characters. */
const upTo = (max: number) => z.string().check(z.maxLength(max));

export const testCardInputSchema = z.object({
  cardNumber: upTo(40),
  expMonth: z.union([z.number(), upTo(4)]),
  expYear: z.union([z.number(), upTo(6)]),
  cvc: upTo(8),
  postalCode: upTo(16),
  billingDetails: z.optional(
    z.object({
      name: z.optional(upTo(200)),
      email: z.optional(upTo(254)),
      phone: z.optional(upTo(40)),
    }),
  ),
});
export type TestCardInput = z.input<typeof testCardInputSchema>;

/** Stripe.js's codes and messages for a card form it cannot accept. */
export const cardInputErrors = {
  incompleteNumber: { code: "incomplete_number", message: "Your card number is incomplete." },
  testModeCard: { code: "test_mode_card", message: paymentMessages.testModeCardOnly },
  invalidExpiryMonth: { code: "invalid_expiry_month", message: "Your card's expiration month is invalid." },
  invalidExpiryYear: { code: "invalid_expiry_year", message: "Your card's expiration year is invalid." },
  expiryPast: { code: "invalid_expiry_year_past", message: "Your card's expiration date is in the past." },
  invalidCvc: { code: "invalid_cvc", message: "Your card's security code is invalid." },
  incompleteZip: { code: "incomplete_zip", message: "Your postal code is incomplete." },
  invalidRequest: { code: "invalid_request", message: "Please enter your card details again." },
} as const;

/**
 * Checks the test-mode card field like Stripe.js checks its own: a complete number that is one of
 * Stripe's test cards, a month 1-12, a year (2 or 4 digits) not in the past, a 3-digit security
 * code (4 for American Express), a 5-digit ZIP (or ZIP+4). Returns the test card and the
 * normalized fields, or Stripe's code and message for the first problem.
 */
export function checkTestCardInput(
  input: TestCardInput,
  now: Date = new Date(),
):
  | { ok: true; card: TestCard; expMonth: number; expYear: number; cvc: string; postalCode: string }
  | { ok: false; error: { code: string; message: string } } {
  const number = input.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(number) || number.length < 12)
    return { ok: false, error: cardInputErrors.incompleteNumber };
  const card = findTestCard(number);
  if (!card) return { ok: false, error: cardInputErrors.testModeCard };
  if (card.outcome.kind === "decline" && card.outcome.stage === "payment_method") {
    return { ok: false, error: { code: card.outcome.code, message: card.outcome.message } };
  }
  const month = Number(String(input.expMonth).trim());
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return { ok: false, error: cardInputErrors.invalidExpiryMonth };
  }
  const yearText = String(input.expYear).trim();
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return { ok: false, error: cardInputErrors.invalidExpiryYear };
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisYear = now.getUTCFullYear();
  if (year > thisYear + 50) return { ok: false, error: cardInputErrors.invalidExpiryYear };
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) {
    return { ok: false, error: cardInputErrors.expiryPast };
  }
  const cvc = input.cvc.trim();
  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength) return { ok: false, error: cardInputErrors.invalidCvc };
  const postalCode = input.postalCode.trim();
  if (!/^\d{5}(-?\d{4})?$/.test(postalCode)) return { ok: false, error: cardInputErrors.incompleteZip };
  return { ok: true, card, expMonth: month, expYear: year, cvc, postalCode };
}

/** SPEC 3's checkout session payload: the body of POST /api/stripe/create-checkout-session. */
const absoluteUrl = z.string({ error: trialMessages.url }).check(
  z.trim(),
  z.maxLength(2048, trialMessages.url),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, trialMessages.url),
);

export const checkoutSessionSchema = z.object({
  priceId: z
    .string({ error: trialMessages.priceId })
    .check(z.trim(), z.minLength(1, trialMessages.priceId), z.maxLength(200)),
  industry: trialIndustrySchema,
  planTier: z.enum(planKeys, { error: trialMessages.checkoutPlan }),
  successUrl: absoluteUrl,
  cancelUrl: absoluteUrl,
});
export type CheckoutSessionInput = z.input<typeof checkoutSessionSchema>;

/** SPEC 3's payment session, as GET /api/stripe/session/:id answers it. */
export interface PaymentSessionResponse {
  success: true;
  session: {
    id: string;
    status: string;
    metadata: { planTier: string; industry: string };
  };
}
