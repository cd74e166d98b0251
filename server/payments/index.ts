import type { Db } from "../db/client";
import type { Env } from "../env";
import type { PaymentsProvider } from "./provider";
import { StripePaymentsProvider } from "./stripe-provider";
import { TestPaymentsProvider } from "./test-provider";

export type { PaymentsProvider } from "./provider";
export { PaymentsUnavailableError } from "./provider";
export { StripePaymentsProvider } from "./stripe-provider";
export { TestPaymentsProvider } from "./test-provider";

/** Stripe when both keys are set (server/env.ts checks they come as a pair), else local test mode. */
export function createPaymentsProvider(env: Env, db: Db): PaymentsProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
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
