import type { BillingDetails, PaymentMethodResult } from "./trial-api";

/** What step 2 asks of either card field: turn what was typed into a payment method id. */
export interface CardFieldHandle {
  createPaymentMethod: (billing: BillingDetails) => Promise<PaymentMethodResult>;
}

export interface CardFieldProps {
  ref: React.Ref<CardFieldHandle>;
  /** True once the field can take a card (Stripe's element has loaded; test mode at once). */
  onReadyChange: (ready: boolean) => void;
  /** The card was edited: a payment method made from the old details no longer applies. */
  onCardChange: () => void;
  /** The field could not load (Stripe.js blocked or down). */
  onLoadError: () => void;
  /** The code of the error in the banner, to mark the part of the card it is about. */
  errorCode?: string;
  /** The banner's id, so the marked part of the card is described by the error. */
  errorId: string;
  disabled?: boolean;
}

export type CardPart = "number" | "expiry" | "cvc" | "zip";

/** Which part of a card a Stripe error code is about, if one. */
export function cardPartForCode(code: string | undefined): CardPart | undefined {
  if (!code) return undefined;
  if (/number|test_mode_card/.test(code)) return "number";
  if (/expiry|expired/.test(code)) return "expiry";
  if (/cvc/.test(code)) return "cvc";
  if (/zip|postal/.test(code)) return "zip";
  return undefined;
}
