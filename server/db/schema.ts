import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
