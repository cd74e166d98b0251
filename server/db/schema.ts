import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Leads captured by the trial modal's first step (SPEC 3), stored before the API answers. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    mobilePhone: text("mobile_phone").notNull(),
    industry: text("industry").notNull(),
    planTier: text("plan_tier").notNull(),
    step: text("step").notNull(),
    source: text("source").notNull(),
    /** The time the visitor submitted, as the browser reported it. */
    clientTimestamp: timestamp("client_timestamp", { withTimezone: true }),
    /** A retried request with the same Idempotency-Key stores nothing twice. */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("leads_email_idx").on(table.email)],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

/** "Suggest a Webinar Topic" submissions from /webinars. */
export const webinarTopics = pgTable("webinar_topics", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The lead-forwarding outbox: one row per lead, written in the same transaction as the lead
 * when LEAD_WEBHOOK_URL is set, delivered by server/leads/outbox.ts until the receiver says 2xx.
 */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The exact JSON body that is POSTed (and signed), SPEC 3's lead webhook payload. */
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When the row is next due; a claimed row is pushed ahead by the lease while in flight. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);

export type LeadOutboxRow = typeof leadOutbox.$inferSelect;

/**
 * Cards entered in local test mode (only Stripe's published test numbers are accepted, so the
 * number is public test data, not a customer's card).
 */
export const testPaymentMethods = pgTable("test_payment_methods", {
  id: text("id").primaryKey(),
  cardNumber: text("card_number").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  postalCode: text("postal_code").notNull(),
  billingName: text("billing_name"),
  billingEmail: text("billing_email"),
  billingPhone: text("billing_phone"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every trial attempt of step 2: the visitor's details and consents (with their time), the
 * payment provider's ids, the subscription status (kept current by Stripe's webhooks) and the
 * trial end. Declined and failed attempts are kept too, with the provider's code and message.
 */
export const trials = pgTable(
  "trials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Derived from the request's Idempotency-Key and body: an exact retry finds this row again. */
    requestKey: text("request_key").notNull().unique(),
    /** What /success?session_id= looks up. */
    sessionId: text("session_id").notNull().unique(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    industry: text("industry").notNull(),
    planTier: text("plan_tier").notNull(),
    priceId: text("price_id").notNull(),
    companyName: text("company_name").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    /** pending → trialing (or active); declined; failed; later Stripe's subscription statuses. */
    status: text("status").notNull(),
    /** The provider's error code for a refused card (card_declined, incorrect_zip, ...). */
    failureCode: text("failure_code"),
    /** Stripe's finer reason for card_declined (insufficient_funds, lost_card, ...). */
    declineCode: text("decline_code"),
    failureMessage: text("failure_message"),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    privacyPolicyAcceptedAt: timestamp("privacy_policy_accepted_at", { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    marketingAcceptedAt: timestamp("marketing_accepted_at", { withTimezone: true }).notNull(),
    /** The time of the Stripe event the status came from, so an older event never overwrites it. */
    statusEventAt: timestamp("status_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trials_subscription_idx").on(table.subscriptionId),
    index("trials_email_idx").on(table.email),
    index("trials_lead_idx").on(table.leadId),
  ],
);

export type TrialRow = typeof trials.$inferSelect;

/** Checkout sessions (SPEC 7.1): Stripe Checkout in Stripe mode, completed at once in test mode. */
export const checkoutSessions = pgTable("checkout_sessions", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  priceId: text("price_id").notNull(),
  industry: text("industry").notNull(),
  planTier: text("plan_tier").notNull(),
  /** open, complete or expired, as Stripe names them. */
  status: text("status").notNull(),
  url: text("url").notNull(),
  subscriptionId: text("subscription_id"),
  customerId: text("customer_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already handled, so a redelivered event changes nothing twice. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Questions the answer engine could not answer (or answered with low confidence), so the team can
 * add answers: deduplicated by normalized text, scrubbed of e-mails, phones and card-like digit
 * runs before they are stored, and capped in number (the least recent are dropped first).
 */
export const unansweredQuestions = pgTable(
  "unanswered_questions",
  {
    /** Lower-cased, whitespace-collapsed, scrubbed text: the key questions are counted under. */
    normalized: text("normalized").primaryKey(),
    /** The scrubbed question as last asked. */
    sample: text("sample").notNull(),
    /** Why it was stored: the routing decision ("unknown", "low_confidence", ...). */
    reason: text("reason").notNull(),
    /** The page context it arrived with (support, pricing, an industry...), if any. */
    context: text("context"),
    count: integer("count").notNull().default(1),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("unanswered_questions_last_seen_idx").on(table.lastSeenAt)],
);

export type UnansweredQuestionRow = typeof unansweredQuestions.$inferSelect;

/**
 * Rate-limit counters shared by every server instance on one PostgreSQL: one row per limit and
 * client key, incremented with an atomic upsert, restarted when its window has passed. The table
 * is UNLOGGED (migration 0004): no fsync per hit, and a crash only restarts the windows.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: bigint("hits", { mode: "number" }).notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_hits_reset_idx").on(table.resetAt)],
);
