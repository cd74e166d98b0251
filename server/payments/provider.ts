import type { PaymentsConfig, PaymentsProviderKind } from "../../core/payments";
import type { PlanKey, TrialPlanKey } from "../../core/plans";

/**
 * The one interface behind the trial and checkout endpoints. Two implementations, chosen by
 * configuration (server/payments/index.ts): Stripe (server/payments/stripe-provider.ts) and the
 * local test mode (server/payments/test-provider.ts), which follows Stripe's test cards.
 */
export interface PaymentsProvider {
  readonly kind: PaymentsProviderKind;
  /** What the browser needs to show the right card field. */
  config(): PaymentsConfig;
  /**
   * Creates the customer, makes the card their default and starts the subscription with its free
   * trial. Every call with the same `idempotencyKey` has the same effect as the first.
   * A refused card resolves `{ ok: false }`; an unreachable or misconfigured provider throws
   * PaymentsUnavailableError.
   */
  createTrialSubscription(input: TrialSubscriptionOrder, idempotencyKey: string): Promise<TrialOutcome>;
  /** A hosted checkout page for a plan; throws PaymentsUnavailableError when it cannot. */
  createCheckoutSession(input: CheckoutOrder, idempotencyKey: string): Promise<CheckoutSessionInfo>;
  /** The provider's current view of a checkout session, or null when it does not know it. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null>;
}

export interface TrialSubscriptionOrder {
  industry: string;
  planTier: TrialPlanKey;
  priceId: string;
  trialDays: number;
  paymentMethodId: string;
  companyName: string;
  fullName: string;
  email: string;
  phone: string;
  leadId?: string | null;
}

export type TrialOutcome =
  | { ok: true; customerId: string; subscriptionId: string; status: string; trialEnd: Date }
  | { ok: false; code: string; declineCode?: string; message: string };

export interface CheckoutOrder {
  priceId: string;
  industry: string;
  planTier: PlanKey;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSessionInfo {
  id: string;
  /** open, complete or expired. */
  status: string;
  url: string;
  customerId?: string | null;
  subscriptionId?: string | null;
}

/** The provider could not be reached or refused the request for a reason that is ours, not the card's. */
export class PaymentsUnavailableError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "PaymentsUnavailableError";
  }
}
