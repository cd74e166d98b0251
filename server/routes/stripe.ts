import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type Stripe from "stripe";
import { leadMessages } from "../../core/schemas/lead";
import {
  cardInputErrors,
  checkoutSessionSchema,
  fieldErrors,
  testCardInputSchema,
  trialSubscriptionSchema,
} from "../../core/schemas/trial";
import { checkoutSessions, stripeEvents } from "../db/schema";
import { type PaymentsProvider, priceIds, TestPaymentsProvider } from "../payments";
import {
  createCheckout,
  createTrial,
  findPaymentSession,
  type PaymentsDeps,
  recordSubscriptionChange,
} from "../payments/trials";
import { badIdempotencyKeyMessage, idempotencyKeyOf, leadRateLimit } from "./leads";

const sessionIdPattern = /^[A-Za-z0-9_]{1,255}$/;

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

  app.get("/stripe/config", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return payments.config();
  });

  app.post(
    "/stripe/test-payment-methods",
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request, reply) => {
      if (!(payments instanceof TestPaymentsProvider)) {
        return reply.code(404).send({
          error: "Not Found",
          message:
            "Test cards are taken only in local test mode; this server takes real cards through Stripe.",
        });
      }
      const parsed = testCardInputSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const param = parsed.error.issues[0]?.path.join(".") || undefined;
        return reply
          .code(400)
          .send({ error: { ...cardInputErrors.invalidRequest, ...(param ? { param } : {}) } });
      }
      const result = await payments.createPaymentMethod(parsed.data);
      if (!result.ok) return reply.code(400).send({ error: result.error });
      return reply.code(201).send({ id: result.id });
    },
  );

  app.post(
    "/stripe/create-trial-subscription",
    { config: { rateLimit: leadRateLimit } },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      if (idempotencyKey === null) {
        return reply.code(400).send({ success: false, message: badIdempotencyKeyMessage, fields: {} });
      }
      const parsed = trialSubscriptionSchema.safeParse(isObject(request.body) ? request.body : {});
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error) ?? {};
        const messages = Object.values(fields);
        return reply.code(400).send({
          success: false,
          message: messages.length === 1 ? messages[0] : leadMessages.fixErrors,
          fields,
        });
      }
      const { status, body } = await createTrial(deps, parsed.data, idempotencyKey);
      return reply.code(status).send(body);
    },
  );

  app.post(
    "/stripe/create-checkout-session",
    { config: { rateLimit: leadRateLimit } },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      if (idempotencyKey === null)
        return reply.code(400).send({ success: false, error: badIdempotencyKeyMessage });
      const parsed = checkoutSessionSchema.safeParse(isObject(request.body) ? request.body : {});
      if (!parsed.success) {
        const [field, message] = Object.entries(fieldErrors(parsed.error) ?? {})[0] ?? [
          "body",
          "is not valid",
        ];
        return reply.code(400).send({
          success: false,
          error: field === "successUrl" || field === "cancelUrl" ? `${field} ${message}` : message,
        });
      }
      // Stripe sends the visitor back to these: only ever a page on this site.
      const siteOrigin = new URL(app.env.SITE_URL).origin;
      for (const field of ["successUrl", "cancelUrl"] as const) {
        if (new URL(parsed.data[field]).origin !== siteOrigin)
          return reply.code(400).send({ success: false, error: `${field} must be a page on ${siteOrigin}` });
      }
      const { status, body } = await createCheckout(deps, parsed.data, idempotencyKey);
      return reply.code(status).send(body);
    },
  );

  app.get<{ Params: { sessionId: string } }>(
    "/stripe/session/:sessionId",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = sessionIdPattern.test(sessionId) ? await findPaymentSession(deps, sessionId) : null;
      reply.header("cache-control", "no-store");
      if (!session) {
        return reply.code(404).send({ success: false, message: "We couldn't find that payment session." });
      }
      return { success: true, session };
    },
  );

  // Stripe signs the exact bytes it sends, so this route reads the body raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post("/stripe/webhook", async (request, reply) => {
      const secret = app.env.STRIPE_WEBHOOK_SECRET;
      if (!secret) {
        return reply.code(400).send({
          error: "Bad Request",
          message: "Webhooks are not accepted: STRIPE_WEBHOOK_SECRET is not set.",
        });
      }
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        return reply.code(400).send({ error: "Bad Request", message: "A signed Stripe event is required." });
      }
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
    });
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
