import { eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type Stripe from "stripe";
import { badIdempotencyKeyMessage } from "../../core/api/forms";
import {
  checkoutSessionContract,
  paymentSessionContract,
  paymentsConfigContract,
  stripeWebhookContract,
  testPaymentMethodContract,
  trialSubscriptionContract,
} from "../../core/api/payments";
import { leadMessages } from "../../core/schemas/lead";
import {
  cardInputErrors,
  checkoutSessionSchema,
  fieldErrors,
  testCardInputSchema,
  trialSubscriptionSchema,
} from "../../core/schemas/trial";
import { contractRoute } from "../contract-route";
import { checkoutSessions, stripeEvents } from "../db/schema";
import { type PaymentsProvider, priceIds, TestPaymentsProvider } from "../payments";
import {
  createCheckout,
  createTrial,
  findPaymentSession,
  type PaymentsDeps,
  recordSubscriptionChange,
} from "../payments/trials";
import { idempotencyKeyOf } from "./leads";

/**
 * The payment endpoints under /api/stripe (SPEC 7.1), the same in both payment modes:
 * config, test-mode card entry, the trial subscription, checkout sessions and their lookup, and
 * Stripe's webhook. GET /api/stripe/industry-plans lives in ./industry-plans.ts.
 */
export const stripeRoutes: FastifyPluginAsync<{ payments: PaymentsProvider }> = async (app, { payments }) => {
  const deps: PaymentsDeps = {
    db: app.database.db,
    payments,
    prices: priceIds(app.env),
    log: app.log.child({ component: "payments" }),
  };

  contractRoute(app, paymentsConfigContract, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return payments.config();
  });

  const testCardRefused = (request: FastifyRequest, reply: FastifyReply) => {
    if (!(payments instanceof TestPaymentsProvider)) {
      return reply.code(404).send({
        error: "Not Found",
        message: "Test cards are taken only in local test mode; this server takes real cards through Stripe.",
      });
    }
    const parsed = testCardInputSchema.safeParse(request.body ?? {});
    const param = parsed.error?.issues[0]?.path.join(".") || undefined;
    return reply
      .code(400)
      .send({ error: { ...cardInputErrors.invalidRequest, ...(param ? { param } : {}) } });
  };
  contractRoute(
    app,
    testPaymentMethodContract,
    async (request, reply) => {
      if (!(payments instanceof TestPaymentsProvider)) return testCardRefused(request, reply);
      const result = await payments.createPaymentMethod(request.body);
      if (!result.ok) return reply.code(400).send({ error: result.error });
      return reply.code(201).send({ id: result.id });
    },
    { invalid: testCardRefused },
  );

  contractRoute(
    app,
    trialSubscriptionContract,
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      if (idempotencyKey === null)
        return reply.code(400).send({ success: false, message: badIdempotencyKeyMessage, fields: {} });
      const { status, body } = await createTrial(deps, request.body, idempotencyKey);
      return reply.code(status).send(body);
    },
    {
      invalid: (request, reply) => {
        if (idempotencyKeyOf(request) === null)
          return reply.code(400).send({ success: false, message: badIdempotencyKeyMessage, fields: {} });
        const parsed = trialSubscriptionSchema.safeParse(isObject(request.body) ? request.body : {});
        const fields = fieldErrors(parsed.error) ?? {};
        const messages = Object.values(fields);
        return reply.code(400).send({
          success: false,
          message: messages.length === 1 ? messages[0] : leadMessages.fixErrors,
          fields,
        });
      },
    },
  );

  // Stripe sends the visitor back to these: only ever a page on this site.
  const siteOrigin = new URL(app.env.SITE_URL).origin;
  contractRoute(
    app,
    checkoutSessionContract,
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      if (idempotencyKey === null)
        return reply.code(400).send({ success: false, error: badIdempotencyKeyMessage });
      for (const field of ["successUrl", "cancelUrl"] as const) {
        if (new URL(request.body[field]).origin !== siteOrigin)
          return reply.code(400).send({ success: false, error: `${field} must be a page on ${siteOrigin}` });
      }
      const { status, body } = await createCheckout(deps, request.body, idempotencyKey);
      return reply.code(status).send(body);
    },
    {
      invalid: (request, reply) => {
        if (idempotencyKeyOf(request) === null)
          return reply.code(400).send({ success: false, error: badIdempotencyKeyMessage });
        const parsed = checkoutSessionSchema.safeParse(isObject(request.body) ? request.body : {});
        const [field, message] = Object.entries(fieldErrors(parsed.error) ?? {})[0] ?? [
          "body",
          "is not valid",
        ];
        return reply.code(400).send({
          success: false,
          error: field === "successUrl" || field === "cancelUrl" ? `${field} ${message}` : message,
        });
      },
    },
  );

  const sessionNotFound = (reply: FastifyReply) =>
    reply.code(404).send({ success: false, message: "We couldn't find that payment session." });
  contractRoute(
    app,
    paymentSessionContract,
    async (request, reply) => {
      const session = await findPaymentSession(deps, request.params.sessionId);
      reply.header("cache-control", "no-store");
      if (!session) return sessionNotFound(reply);
      return { success: true, session };
    },
    // A session id that cannot exist is simply not found.
    { invalid: (_request, reply) => sessionNotFound(reply.header("cache-control", "no-store")) },
  );

  // Stripe signs the exact bytes it sends, so this route reads the body raw (its contract says so).
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: stripeWebhookContract.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    const refused = (reply: FastifyReply) => {
      if (!app.env.STRIPE_WEBHOOK_SECRET) {
        return reply.code(400).send({
          error: "Bad Request",
          message: "Webhooks are not accepted: STRIPE_WEBHOOK_SECRET is not set.",
        });
      }
      return reply.code(400).send({ error: "Bad Request", message: "A signed Stripe event is required." });
    };
    contractRoute(
      scope,
      stripeWebhookContract,
      async (request, reply) => {
        const secret = app.env.STRIPE_WEBHOOK_SECRET;
        const signature = request.headers["stripe-signature"];
        if (!secret || !Buffer.isBuffer(request.body)) return refused(reply);
        let event: Stripe.Event;
        try {
          // Loaded on the first webhook: a server in test mode never needs the SDK.
          const { default: StripeSdk } = await import("stripe");
          event = StripeSdk.webhooks.constructEvent(request.body, signature, secret);
        } catch (error) {
          request.log.warn(
            { err: error, event: "stripe_webhook_rejected" },
            "Stripe webhook signature check failed",
          );
          return reply
            .code(400)
            .send({ error: "Bad Request", message: "The Stripe-Signature header is not valid." });
        }
        const handled = await applyStripeEvent(deps, event);
        request.log.info(
          { event: "stripe_webhook", type: event.type, id: event.id, ...handled },
          "Stripe event received",
        );
        return { received: true, ...handled };
      },
      { invalid: (_request, reply) => refused(reply) },
    );
  });
};

/**
 * Records what an event changes, once per event id (Stripe may deliver an event twice):
 * subscription status changes on the stored trial, completed or expired checkout sessions.
 */
async function applyStripeEvent(
  deps: PaymentsDeps,
  event: Stripe.Event,
): Promise<{ duplicate: boolean; updated: number }> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!fresh) return { duplicate: true, updated: 0 };
    const eventAt = new Date(event.created * 1000);
    if (event.type.startsWith("customer.subscription.")) {
      const subscription = event.data.object as Stripe.Subscription;
      const updated = await recordSubscriptionChange(tx, {
        subscriptionId: subscription.id,
        status: subscription.status,
        trialEnd: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
        eventAt,
      });
      return { duplicate: false, updated };
    }
    if (event.type === "checkout.session.completed" || event.type === "checkout.session.expired") {
      const session = event.data.object as Stripe.Checkout.Session;
      const idOf = (value: string | { id: string } | null) =>
        typeof value === "string" ? value : (value?.id ?? null);
      const updated = await tx
        .update(checkoutSessions)
        .set({
          status: session.status ?? (event.type === "checkout.session.completed" ? "complete" : "expired"),
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          updatedAt: new Date(),
        })
        .where(eq(checkoutSessions.id, session.id))
        .returning({ id: checkoutSessions.id });
      return { duplicate: false, updated: updated.length };
    }
    return { duplicate: false, updated: 0 };
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
