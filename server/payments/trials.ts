import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { formatUsd, plans } from "../../core/plans";
import type {
  CheckoutSessionInput,
  TrialSubscriptionRequest,
  TrialSubscriptionResponse,
} from "../../core/schemas/trial";
import { site } from "../../core/site";
import type { Db } from "../db/client";
import { checkoutSessions, leads, type TrialRow, trials } from "../db/schema";
import { type PaymentsProvider, PaymentsUnavailableError } from "./provider";

export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface PaymentsDeps {
  db: Db;
  payments: PaymentsProvider;
  prices: { basic: string; pro: string; enterprise: string };
  log: FastifyBaseLogger;
}

export const paymentsUnavailableMessage =
  "We couldn't reach our payment provider. Nothing was charged. Please try again in a moment.";

/** Subscription states in which the trial is running. */
const startedStatuses = ["trialing", "active"];

/**
 * The idempotency key of one trial attempt: the request's key and what was asked (card, plan,
 * details), so the same key sent with a changed request is a new attempt, never a stale replay.
 */
export function trialRequestKey(idempotencyKey: string, request: TrialSubscriptionRequest): string {
  return createHash("sha256")
    .update(`${idempotencyKey}\n${JSON.stringify({ ...request, leadId: request.leadId ?? null })}`)
    .digest("hex");
}

/**
 * POST /api/stripe/create-trial-subscription: stores the attempt (details, consents with their
 * time, plan, lead link) before calling the provider, then records its answer. A retry with the
 * same Idempotency-Key and card answers what the first call answered and creates nothing twice.
 */
export async function createTrial(
  deps: PaymentsDeps,
  request: TrialSubscriptionRequest,
  idempotencyKey: string | undefined,
): Promise<{ status: number; body: TrialSubscriptionResponse }> {
  const { db, payments, log } = deps;
  const requestKey = trialRequestKey(idempotencyKey ?? randomUUID(), request);
  const priceId = deps.prices[request.planTier];
  // A lead is linked only when it is this visitor's own: same e-mail as step 1 stored.
  const leadId = request.leadId ? await existingLead(db, request.leadId, request.email) : null;
  const now = new Date();
  await db
    .insert(trials)
    .values({
      requestKey,
      sessionId: `trs_${randomBytes(16).toString("hex")}`,
      leadId,
      provider: payments.kind,
      industry: request.industry,
      planTier: request.planTier,
      priceId,
      companyName: request.companyName,
      fullName: request.fullName,
      email: request.email,
      phone: request.phone,
      paymentMethodId: request.paymentMethodId,
      status: "pending",
      privacyPolicyAcceptedAt: now,
      termsAcceptedAt: now,
      marketingAcceptedAt: now,
    })
    .onConflictDoNothing({ target: trials.requestKey });
  const [row] = await db.select().from(trials).where(eq(trials.requestKey, requestKey));
  if (!row) throw new Error("trial row vanished after insert");

  if (row.subscriptionId && row.trialEnd && startedStatuses.includes(row.status)) {
    return { status: 200, body: trialStarted(row) };
  }
  if (row.status === "declined") {
    return {
      status: 402,
      body: { success: false, code: row.failureCode ?? "card_declined", message: row.failureMessage ?? "" },
    };
  }

  let outcome: Awaited<ReturnType<PaymentsProvider["createTrialSubscription"]>>;
  try {
    outcome = await payments.createTrialSubscription(
      {
        industry: request.industry,
        planTier: request.planTier,
        priceId,
        trialDays: site.trialDays,
        paymentMethodId: request.paymentMethodId,
        companyName: request.companyName,
        fullName: request.fullName,
        email: request.email,
        phone: request.phone,
        leadId,
      },
      `hostline-trial-${requestKey.slice(0, 48)}`,
    );
  } catch (error) {
    if (!(error instanceof PaymentsUnavailableError)) throw error;
    log.error({ err: error.cause ?? error, trialId: row.id, event: "trial_provider_failed" }, error.message);
    await db
      .update(trials)
      .set({
        status: "failed",
        failureCode: "provider_unavailable",
        failureMessage: error.message,
        updatedAt: new Date(),
      })
      .where(eq(trials.id, row.id));
    return { status: 502, body: { success: false, message: paymentsUnavailableMessage } };
  }

  if (!outcome.ok) {
    await db
      .update(trials)
      .set({
        status: "declined",
        failureCode: outcome.code,
        declineCode: outcome.declineCode ?? null,
        failureMessage: outcome.message,
        updatedAt: new Date(),
      })
      .where(eq(trials.id, row.id));
    log.info(
      { event: "trial_declined", trialId: row.id, code: outcome.code, declineCode: outcome.declineCode },
      "trial card refused",
    );
    return { status: 402, body: { success: false, code: outcome.code, message: outcome.message } };
  }

  const [updated] = await db
    .update(trials)
    .set({
      status: outcome.status,
      customerId: outcome.customerId,
      subscriptionId: outcome.subscriptionId,
      trialEnd: outcome.trialEnd,
      failureCode: null,
      declineCode: null,
      failureMessage: null,
      updatedAt: new Date(),
    })
    .where(eq(trials.id, row.id))
    .returning();
  log.info(
    { event: "trial_started", trialId: row.id, provider: payments.kind, planTier: request.planTier },
    "trial started",
  );
  return { status: 200, body: trialStarted(updated ?? row) };
}

/** The success answer, with the plain-words terms: nothing today, the first charge and its date. */
function trialStarted(row: TrialRow): TrialSubscriptionResponse {
  const plan = plans[row.planTier === "basic" ? "basic" : "pro"];
  const trialEnd = row.trialEnd ?? new Date();
  const firstCharge = trialEnd.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    success: true,
    message: `Your ${site.trialDays}-day free trial of the ${plan.name} has started. Nothing is charged today; your first charge of ${formatUsd(plan.monthlyPrice)} is on ${firstCharge} unless you cancel before then.`,
    subscriptionId: row.subscriptionId ?? "",
    trialEnd: trialEnd.toISOString(),
    sessionId: row.sessionId,
  };
}

async function existingLead(db: Db, id: string, email: string): Promise<string | null> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.email, email.trim().toLowerCase())));
  return lead?.id ?? null;
}

export type CheckoutResult = {
  status: number;
  body: { success: true; url: string } | { success: false; error: string };
};

/**
 * POST /api/stripe/create-checkout-session: Stripe Checkout in Stripe mode (subscription with the
 * free trial and the plan in its metadata); in test mode a session that is complete at once.
 */
export async function createCheckout(
  deps: PaymentsDeps,
  input: CheckoutSessionInput,
  idempotencyKey: string | undefined,
): Promise<CheckoutResult> {
  if (input.planTier === "enterprise") {
    return {
      status: 400,
      body: {
        success: false,
        error: `Enterprise pricing is set after a short consultation. Please call sales at ${site.phones.sales.display}.`,
      },
    };
  }
  if (input.priceId !== deps.prices[input.planTier]) {
    return {
      status: 400,
      body: {
        success: false,
        error: "That plan's price has changed. Please refresh the page and try again.",
      },
    };
  }
  const key = createHash("sha256")
    .update(`${idempotencyKey ?? randomUUID()}\n${JSON.stringify(input)}`)
    .digest("hex")
    .slice(0, 48);
  try {
    const session = await deps.payments.createCheckoutSession(
      { ...input, trialDays: site.trialDays },
      `hostline-checkout-${key}`,
    );
    await deps.db
      .insert(checkoutSessions)
      .values({
        id: session.id,
        provider: deps.payments.kind,
        priceId: input.priceId,
        industry: input.industry,
        planTier: input.planTier,
        status: session.status,
        url: session.url,
        customerId: session.customerId ?? null,
        subscriptionId: session.subscriptionId ?? null,
      })
      .onConflictDoNothing({ target: checkoutSessions.id });
    return { status: 200, body: { success: true, url: session.url } };
  } catch (error) {
    if (!(error instanceof PaymentsUnavailableError)) throw error;
    deps.log.error({ err: error.cause ?? error, event: "checkout_provider_failed" }, error.message);
    return { status: 502, body: { success: false, error: paymentsUnavailableMessage } };
  }
}

export interface PaymentSession {
  id: string;
  status: string;
  /** "test": the embedded test mode took it, and no card is charged; "stripe": a real payment. */
  mode: "test" | "stripe";
  metadata: { planTier: string; industry: string };
}

const modeOf = (provider: string): PaymentSession["mode"] => (provider === "stripe" ? "stripe" : "test");

/**
 * GET /api/stripe/session/:id: a checkout session (refreshed from Stripe while still open) or a
 * trial started by the modal, whose sessionId /success carries.
 */
export async function findPaymentSession(deps: PaymentsDeps, id: string): Promise<PaymentSession | null> {
  const [checkout] = await deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  if (checkout) {
    let status = checkout.status;
    if (status === "open" && checkout.provider === deps.payments.kind) {
      try {
        const fresh = await deps.payments.retrieveCheckoutSession(id);
        if (fresh && fresh.status !== status) {
          status = fresh.status;
          await deps.db
            .update(checkoutSessions)
            .set({
              status,
              customerId: fresh.customerId ?? checkout.customerId,
              subscriptionId: fresh.subscriptionId ?? checkout.subscriptionId,
              updatedAt: new Date(),
            })
            .where(eq(checkoutSessions.id, id));
        }
      } catch (error) {
        deps.log.warn(
          { err: error, sessionId: id },
          "could not refresh the checkout session; answering the stored one",
        );
      }
    }
    return {
      id,
      status,
      mode: modeOf(checkout.provider),
      metadata: { planTier: checkout.planTier, industry: checkout.industry },
    };
  }
  const [trial] = await deps.db
    .select()
    .from(trials)
    .where(and(eq(trials.sessionId, id), inArray(trials.status, startedStatuses)));
  if (trial)
    return {
      id,
      status: "complete",
      mode: modeOf(trial.provider),
      metadata: { planTier: trial.planTier, industry: trial.industry },
    };
  return null;
}

/** What a Stripe subscription event tells us about a stored trial. */
export interface SubscriptionChange {
  subscriptionId: string;
  status: string;
  trialEnd: Date | null;
  /** When Stripe created the event: an older event never overwrites a newer status. */
  eventAt: Date;
}

/** Records a subscription's new status on the trial that started it; returns how many trials changed. */
export async function recordSubscriptionChange(
  db: Db | DbTransaction,
  change: SubscriptionChange,
): Promise<number> {
  const updated = await db
    .update(trials)
    .set({
      status: change.status,
      ...(change.trialEnd ? { trialEnd: change.trialEnd } : {}),
      statusEventAt: change.eventAt,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(trials.subscriptionId, change.subscriptionId),
        or(isNull(trials.statusEventAt), lte(trials.statusEventAt, change.eventAt)),
      ),
    )
    .returning({ id: trials.id });
  return updated.length;
}
