import { checkoutSessionSchema, testCardInputSchema, trialSubscriptionSchema } from "../schemas/trial";
import { z } from "../zod";
import { defineContract, noParams, noQuery, problem } from "./contract";
import { idempotencyHeaders, leadRateLimit } from "./forms";

/**
 * The payment endpoints under /api/stripe (SPEC 3, 7.1), the same in test mode and with Stripe.
 * The plans the pricing section loads are ./plans (kept apart: that page needs no trial schemas).
 */

export const paymentsConfigSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("test") }),
  z.object({ provider: z.literal("stripe"), publishableKey: z.string() }),
]);

export const paymentsConfigContract = defineContract({
  operationId: "paymentsConfig",
  method: "GET",
  path: "/api/stripe/config",
  summary: "Which card field the trial shows: local test mode, or Stripe with its publishable key",
  tag: "Payments",
  params: noParams,
  query: noQuery,
  responses: { 200: { description: "The payment mode.", schema: paymentsConfigSchema } },
});

const cardError = z.object({ code: z.string(), message: z.string(), param: z.optional(z.string()) });

export const testPaymentMethodContract = defineContract({
  operationId: "createTestPaymentMethod",
  method: "POST",
  path: "/api/stripe/test-payment-methods",
  summary: "Local test mode's stand-in for stripe.createPaymentMethod",
  description: "Takes only Stripe's published test cards, with Stripe.js's codes and messages.",
  tag: "Payments",
  params: noParams,
  query: noQuery,
  body: testCardInputSchema,
  rateLimit: { max: 30, timeWindow: "1 minute" },
  responses: {
    201: { description: "The payment method.", schema: z.object({ id: z.string() }) },
    400: problem("The card was refused; `error` has Stripe's code and message.", { error: cardError }),
    404: problem("This server takes real cards through Stripe."),
    429: problem("Too many requests from this client."),
  },
});

export const trialStartedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscriptionId: z.string(),
  trialEnd: z.string().check(z.describe("ISO time the trial ends and the first charge is due.")),
  sessionId: z.string().check(z.describe("For /success?session_id=.")),
});

const trialRefused = { success: z.literal(false), message: z.string() };

export const trialSubscriptionContract = defineContract({
  operationId: "createTrialSubscription",
  method: "POST",
  path: "/api/stripe/create-trial-subscription",
  summary: "Start the free trial: customer, card and subscription (SPEC 3)",
  description: "`leadId` links the trial to step 1's lead and counts only with that lead's e-mail address.",
  tag: "Payments",
  params: noParams,
  query: noQuery,
  headers: idempotencyHeaders,
  body: trialSubscriptionSchema,
  rateLimit: leadRateLimit,
  responses: {
    200: { description: "The trial has started.", schema: trialStartedSchema },
    400: problem("A field was refused.", {
      ...trialRefused,
      fields: z.record(z.string(), z.string()),
    }),
    402: problem("The card was refused; `code` is Stripe's.", { ...trialRefused, code: z.string() }),
    429: problem("Too many requests from this client."),
    502: problem("The payment provider could not be reached.", trialRefused),
  },
});

export const checkoutResponseSchema = z.object({ success: z.literal(true), url: z.string() });

export const checkoutSessionContract = defineContract({
  operationId: "createCheckoutSession",
  method: "POST",
  path: "/api/stripe/create-checkout-session",
  summary: "A hosted checkout page for a plan (SPEC 3)",
  description: "`successUrl` and `cancelUrl` must be pages on this site.",
  tag: "Payments",
  params: noParams,
  query: noQuery,
  headers: idempotencyHeaders,
  body: checkoutSessionSchema,
  rateLimit: leadRateLimit,
  responses: {
    200: { description: "Where to send the visitor.", schema: checkoutResponseSchema },
    400: problem("The request was refused; `error` says why.", {
      success: z.literal(false),
      error: z.string(),
    }),
    429: problem("Too many requests from this client."),
    502: problem("The payment provider could not be reached.", {
      success: z.literal(false),
      error: z.string(),
    }),
  },
});

export const sessionIdPattern = /^[A-Za-z0-9_]{1,255}$/;

export const paymentSessionResponseSchema = z.object({
  success: z.literal(true),
  session: z.object({
    id: z.string(),
    status: z.string(),
    mode: z
      .enum(["test", "stripe"])
      .check(z.describe('"test": the embedded test mode took it; no card is charged.')),
    metadata: z.object({ planTier: z.string(), industry: z.string() }),
  }),
});

export const paymentSessionContract = defineContract({
  operationId: "paymentSession",
  method: "GET",
  path: "/api/stripe/session/:sessionId",
  summary: "A checkout session or a started trial, for /success",
  tag: "Payments",
  params: z.object({ sessionId: z.string().check(z.regex(sessionIdPattern)) }),
  query: noQuery,
  rateLimit: { max: 60, timeWindow: "1 minute" },
  responses: {
    200: { description: "The session.", schema: paymentSessionResponseSchema },
    404: problem("No such session.", { success: z.literal(false), message: z.string() }),
    429: problem("Too many requests from this client."),
  },
});

/** The part of a Stripe event the webhook reads (documentation: the route checks the signed bytes). */
export const stripeEventSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  created: z.int(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export const stripeWebhookContract = defineContract({
  operationId: "stripeWebhook",
  method: "POST",
  path: "/api/stripe/webhook",
  summary: "Stripe's events: subscription changes and completed or expired checkouts",
  description:
    "The body is read as raw bytes (up to 1 MiB), because `Stripe-Signature` (checked with STRIPE_WEBHOOK_SECRET) signs exactly them; only then is it parsed. Each event is applied once.",
  tag: "Payments",
  params: noParams,
  query: noQuery,
  headers: z.looseObject({ "stripe-signature": z.string().check(z.maxLength(2048)) }),
  body: stripeEventSchema,
  rawBody: true,
  bodyLimit: 1024 * 1024,
  responses: {
    200: {
      description: "Received.",
      schema: z.object({ received: z.literal(true), duplicate: z.boolean(), updated: z.int() }),
    },
    400: problem("Not signed, wrongly signed, or webhooks are off."),
  },
});
