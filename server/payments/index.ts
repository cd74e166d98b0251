import type { Db } from "../db/client";
import type { Env } from "../env";
import type { PaymentsProvider } from "./provider";
import { TestPaymentsProvider } from "./test-provider";

export type { PaymentsProvider } from "./provider";
export { PaymentsUnavailableError } from "./provider";
export { TestPaymentsProvider } from "./test-provider";

/**
 * Stripe when both keys are set (server/env.ts checks they come as a pair), else local test mode.
 * The Stripe SDK is loaded only when it is used (it is about 20 MB of a process's memory).
 */
export async function createPaymentsProvider(env: Env, db: Db): Promise<PaymentsProvider> {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const { StripePaymentsProvider } = await import("./stripe-provider");
    return new StripePaymentsProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  return new TestPaymentsProvider(db);
}

/** The configured Stripe price of each plan (what GET /api/stripe/industry-plans reports too). */
export function priceIds(env: Env) {
  return {
    basic: env.STRIPE_PRICE_BASIC,
    pro: env.STRIPE_PRICE_PRO,
    enterprise: env.STRIPE_PRICE_ENTERPRISE,
  };
}
