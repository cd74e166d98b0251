/**
 * Payments constants shared by the trial modal and the server; safe in the browser bundle
 * (no SDK, no secret). The server's local test mode answers from `testCards`; the modal turns a
 * provider's error code into SPEC 8's words with `cardErrorText`.
 */

/** What GET /api/stripe/config answers: which card field the modal shows. */
export type PaymentsConfig = { provider: "test" } | { provider: "stripe"; publishableKey: string };
export type PaymentsProviderKind = PaymentsConfig["provider"];

/** SPEC 8's trial-modal texts, word for word, plus the test-mode wording. */
export const paymentMessages = {
  cardDeclined: "Your card was declined. Please check your card details and try again.",
  incorrectZip: "The ZIP code doesn't match your card. Please check and try again.",
  invalidExpiry: "Please check your card's expiration date and try again.",
  invalidCvc: "Please check your card's security code and try again.",
  noMessage: "Please try again or contact support.",
  subscriptionFailed: "Subscription creation failed",
  cardElementMissing: "Card element not found",
  testModeLabel: "Test mode: no card is charged",
  testModeCardOnly:
    "Test mode accepts only Stripe's test card numbers, such as 4242 4242 4242 4242. No card is charged.",
} as const;

/**
 * SPEC 8's text for each card error code Stripe (or Stripe.js) reports. Declines such as
 * insufficient funds or a lost card arrive as code card_declined with a decline_code, so they
 * get the declined text too.
 */
export const cardErrorMessages: Readonly<Record<string, string>> = {
  card_declined: paymentMessages.cardDeclined,
  incorrect_zip: paymentMessages.incorrectZip,
  expired_card: paymentMessages.invalidExpiry,
  invalid_expiry_month: paymentMessages.invalidExpiry,
  invalid_expiry_year: paymentMessages.invalidExpiry,
  invalid_expiry_month_past: paymentMessages.invalidExpiry,
  invalid_expiry_year_past: paymentMessages.invalidExpiry,
  incomplete_expiry: paymentMessages.invalidExpiry,
  incorrect_cvc: paymentMessages.invalidCvc,
  invalid_cvc: paymentMessages.invalidCvc,
  incomplete_cvc: paymentMessages.invalidCvc,
};

/**
 * The banner text for a failed card step (SPEC 8): the catalogue's words for a known code, any
 * other provider message as is, and "Please try again or contact support." when there is none.
 */
export function cardErrorText(error: { code?: string | null; message?: string | null }): string {
  const known = error.code ? cardErrorMessages[error.code] : undefined;
  if (known) return known;
  const message = error.message?.trim();
  return message || paymentMessages.noMessage;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay";

/** How a test card behaves: it works, or Stripe refuses it with this error. */
export type TestCardOutcome =
  | { kind: "success" }
  | {
      kind: "decline";
      /** Stripe's error code: card_declined, incorrect_zip, expired_card, incorrect_cvc, ... */
      code: string;
      /** Stripe's finer reason for card_declined: generic_decline, insufficient_funds, ... */
      declineCode?: string;
      /** Stripe's own message for this error. */
      message: string;
      /**
       * Where Stripe refuses it: "payment_method" when the number itself is rejected as it is
       * entered (createPaymentMethod), otherwise when the card is checked for the subscription.
       */
      stage: "payment_method" | "subscription";
    };

export interface TestCard {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  /** What a tester gets, in plain words. */
  description: string;
  outcome: TestCardOutcome;
}

const success = { kind: "success" } as const;
const decline = (
  code: string,
  message: string,
  declineCode?: string,
  stage: "payment_method" | "subscription" = "subscription",
): TestCardOutcome => ({ kind: "decline", code, message, stage, ...(declineCode ? { declineCode } : {}) });

/**
 * Stripe's published test card numbers (docs.stripe.com/testing) with their documented outcomes.
 * Local test mode accepts these and nothing else, so it behaves like Stripe in test mode.
 */
export const testCards: readonly TestCard[] = [
  { number: "4242424242424242", brand: "visa", description: "Succeeds", outcome: success },
  { number: "4000056655665556", brand: "visa", description: "Succeeds (debit card)", outcome: success },
  { number: "5555555555554444", brand: "mastercard", description: "Succeeds", outcome: success },
  { number: "2223003122003222", brand: "mastercard", description: "Succeeds (2-series)", outcome: success },
  { number: "5200828282828210", brand: "mastercard", description: "Succeeds (debit card)", outcome: success },
  {
    number: "5105105105105100",
    brand: "mastercard",
    description: "Succeeds (prepaid card)",
    outcome: success,
  },
  { number: "378282246310005", brand: "amex", description: "Succeeds", outcome: success },
  { number: "371449635398431", brand: "amex", description: "Succeeds", outcome: success },
  { number: "6011111111111117", brand: "discover", description: "Succeeds", outcome: success },
  { number: "6011000990139424", brand: "discover", description: "Succeeds", outcome: success },
  { number: "3056930009020004", brand: "diners", description: "Succeeds", outcome: success },
  { number: "36227206271667", brand: "diners", description: "Succeeds (14-digit card)", outcome: success },
  { number: "3566002020360505", brand: "jcb", description: "Succeeds", outcome: success },
  { number: "6200000000000005", brand: "unionpay", description: "Succeeds", outcome: success },
  {
    number: "4000000000000002",
    brand: "visa",
    description: "Declined (generic decline)",
    outcome: decline("card_declined", "Your card was declined.", "generic_decline"),
  },
  {
    number: "4000000000009995",
    brand: "visa",
    description: "Declined (insufficient funds)",
    outcome: decline("card_declined", "Your card has insufficient funds.", "insufficient_funds"),
  },
  {
    number: "4000000000009987",
    brand: "visa",
    description: "Declined (lost card)",
    outcome: decline("card_declined", "Your card was declined.", "lost_card"),
  },
  {
    number: "4000000000009979",
    brand: "visa",
    description: "Declined (stolen card)",
    outcome: decline("card_declined", "Your card was declined.", "stolen_card"),
  },
  {
    number: "4000000000006975",
    brand: "visa",
    description: "Declined (too many attempts)",
    outcome: decline(
      "card_declined",
      "Your card was declined for making repeated attempts too frequently or exceeding its amount limit.",
      "card_velocity_exceeded",
    ),
  },
  {
    number: "4000000000000036",
    brand: "visa",
    description: "ZIP code check fails",
    outcome: decline("incorrect_zip", "The zip code you supplied failed validation."),
  },
  {
    number: "4000000000000069",
    brand: "visa",
    description: "Expired card",
    outcome: decline("expired_card", "Your card has expired.", "expired_card"),
  },
  {
    number: "4000000000000127",
    brand: "visa",
    description: "Incorrect security code",
    outcome: decline("incorrect_cvc", "Your card's security code is incorrect.", "incorrect_cvc"),
  },
  {
    number: "4000000000000101",
    brand: "visa",
    description: "Security code check fails",
    outcome: decline("incorrect_cvc", "Your card's security code is incorrect.", "incorrect_cvc"),
  },
  {
    number: "4000000000000119",
    brand: "visa",
    description: "Processing error",
    outcome: decline(
      "processing_error",
      "An error occurred while processing your card. Try again in a little bit.",
      "processing_error",
    ),
  },
  {
    number: "4242424242424241",
    brand: "visa",
    description: "Incorrect card number",
    outcome: decline("incorrect_number", "Your card number is incorrect.", undefined, "payment_method"),
  },
];

/** The numbers the modal suggests in test mode: one success and each error SPEC 8 names. */
export const suggestedTestCards: readonly TestCard[] = [
  "4242424242424242",
  "4000000000000002",
  "4000000000000036",
  "4000000000000069",
  "4000000000000127",
].map((number) => testCards.find((card) => card.number === number)!);

/** The test card with these digits (spaces and dashes ignored), if it is one. */
export function findTestCard(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, "");
  return testCards.find((card) => card.number === digits);
}

/** "4242 4242 4242 4242"; American Express and 14-digit Diners as 4-6-5 and 4-6-4. */
export function formatCardNumber(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (/^3[47]/.test(digits) || (/^3[068]/.test(digits) && digits.length === 14)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(" ");
  }
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}
