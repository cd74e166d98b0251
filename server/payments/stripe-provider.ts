import Stripe from "stripe";
import type { PaymentsConfig } from "../../core/payments";
import {
  type CheckoutOrder,
  type CheckoutSessionInfo,
  type PaymentsProvider,
  PaymentsUnavailableError,
  type TrialOutcome,
  type TrialSubscriptionOrder,
} from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** Another API origin for the SDK (tests point it at tests/fakes/stripe.ts); unset: api.stripe.com. */
  apiBase?: string;
  /** Network retries the SDK makes on its own, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** SDK options that send every request to `apiBase` instead of api.stripe.com. */
export function stripeConnection(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  };
}

/**
 * Real payments through Stripe: the browser collects the card with Stripe Elements and sends a
 * PaymentMethod id; this creates the customer, attaches the card as their default and starts the
 * subscription with its free trial. Each step carries an idempotency key derived from the
 * request's, so a retried request (or the SDK's own retry) never creates anything twice.
 */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly kind = "stripe" as const;
  readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...stripeConnection(options.apiBase),
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      appInfo: { name: "Hostline website" },
      telemetry: false,
    });
  }

  config(): PaymentsConfig {
    return { provider: "stripe", publishableKey: this.options.publishableKey };
  }

  async createTrialSubscription(
    input: TrialSubscriptionOrder,
    idempotencyKey: string,
  ): Promise<TrialOutcome> {
    const metadata = {
      industry: input.industry,
      planTier: input.planTier,
      companyName: input.companyName,
      ...(input.leadId ? { leadId: input.leadId } : {}),
    };
    try {
      const customer = await this.stripe.customers.create(
        {
          name: input.fullName,
          email: input.email,
          phone: input.phone,
          description: input.companyName,
          metadata,
        },
        { idempotencyKey: `${idempotencyKey}-customer` },
      );
      await this.stripe.paymentMethods.attach(
        input.paymentMethodId,
        { customer: customer.id },
        { idempotencyKey: `${idempotencyKey}-attach` },
      );
      await this.stripe.customers.update(
        customer.id,
        { invoice_settings: { default_payment_method: input.paymentMethodId } },
        { idempotencyKey: `${idempotencyKey}-default-card` },
      );
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: input.priceId, quantity: 1 }],
          trial_period_days: input.trialDays,
          default_payment_method: input.paymentMethodId,
          metadata,
          trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
        },
        { idempotencyKey: `${idempotencyKey}-subscription` },
      );
      if (subscription.status !== "trialing" && subscription.status !== "active") {
        return {
          ok: false,
          code: `subscription_${subscription.status}`,
          message: "Your bank did not confirm this card. Please try another card or contact support.",
        };
      }
      return {
        ok: true,
        customerId: customer.id,
        subscriptionId: subscription.id,
        status: subscription.status,
        trialEnd: subscription.trial_end
          ? new Date(subscription.trial_end * 1000)
          : new Date(Date.now() + input.trialDays * 86_400_000),
      };
    } catch (error) {
      return refusedCard(error);
    }
  }

  async createCheckoutSession(input: CheckoutOrder, idempotencyKey: string): Promise<CheckoutSessionInfo> {
    const metadata = { industry: input.industry, planTier: input.planTier };
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          subscription_data: {
            metadata,
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          },
          payment_method_collection: "always",
        },
        { idempotencyKey: `${idempotencyKey}-checkout` },
      );
      if (!session.url)
        throw new PaymentsUnavailableError("Stripe returned a checkout session without a URL");
      return sessionInfo(session);
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) throw error;
      throw new PaymentsUnavailableError("Stripe could not create the checkout session", error);
    }
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    try {
      return sessionInfo(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
        return null;
      }
      throw new PaymentsUnavailableError("Stripe could not look up the checkout session", error);
    }
  }
}

function sessionInfo(session: Stripe.Checkout.Session): CheckoutSessionInfo {
  const idOf = (value: string | { id: string } | null | undefined) =>
    typeof value === "string" ? value : (value?.id ?? null);
  return {
    id: session.id,
    status: session.status ?? "open",
    url: session.url ?? "",
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
}

/**
 * A card Stripe refused becomes `{ ok: false }` with Stripe's code and message; so does a card
 * that cannot be used (unknown or already used PaymentMethod), with a plain message. Anything
 * else is ours (network, keys, prices) and throws PaymentsUnavailableError.
 */
export function refusedCard(error: unknown): TrialOutcome {
  if (error instanceof Stripe.errors.StripeCardError) {
    return {
      ok: false,
      code: error.code ?? "card_declined",
      message: error.message,
      ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    };
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.param?.startsWith("payment_method") ||
      error.code?.startsWith("payment_method") ||
      (error.code === "resource_missing" && /payment ?method/i.test(error.message)))
  ) {
    return {
      ok: false,
      code: error.code ?? "invalid_payment_method",
      message: "Please enter your card details again.",
    };
  }
  throw new PaymentsUnavailableError("Stripe could not start the subscription", error);
}
