#!/usr/bin/env -S npx tsx
/**
 * `npm run export:leads`: the sales team's CSV of leads (one row per lead, with its latest trial)
 * or, with --trials, of every trial attempt. Reads the database the server uses (DATABASE_URL, or
 * the embedded PGlite database in PGLITE_DIR: stop the server first, since two processes must not
 * open the embedded database at once).
 *
 *   npm run export:leads                                  leads to stdout
 *   npm run export:leads -- --out leads.csv               leads to a file
 *   npm run export:leads -- --trials --since 2026-01-01   trial attempts since a date
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { asc, desc, gte } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { leadOutbox, leads, type TrialRow, trials } from "../server/db/schema";

type Cell = string | number | Date | null | undefined;

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (= + - @, tab, CR) gets
 * a leading apostrophe, since visitors type these values.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: Cell[]): string {
  return `${cells.map(csvField).join(",")}\r\n`;
}

export const leadColumns = [
  "lead_id",
  "created_at",
  "business_name",
  "full_name",
  "email",
  "mobile_phone",
  "industry",
  "plan_tier",
  "source",
  "forwarded_at",
  "trial_status",
  "trial_plan",
  "trial_started_at",
  "trial_end",
  "payment_provider",
  "customer_id",
  "subscription_id",
  "marketing_consent_at",
] as const;

export const trialColumns = [
  "trial_id",
  "created_at",
  "updated_at",
  "status",
  "failure_code",
  "decline_code",
  "failure_message",
  "payment_provider",
  "industry",
  "plan_tier",
  "price_id",
  "company_name",
  "full_name",
  "email",
  "phone",
  "lead_id",
  "customer_id",
  "subscription_id",
  "trial_end",
  "privacy_policy_accepted_at",
  "terms_accepted_at",
  "marketing_accepted_at",
] as const;

/**
 * The leads CSV: each lead with its latest trial (linked by the modal's lead id, or else the
 * latest trial with the same e-mail) and when it was forwarded to the CRM.
 */
export async function leadsCsv(
  db: Db,
  options: { since?: Date } = {},
): Promise<{ csv: string; rows: number }> {
  const leadRows = await db
    .select()
    .from(leads)
    .where(options.since ? gte(leads.createdAt, options.since) : undefined)
    .orderBy(asc(leads.createdAt));
  const trialRows = await db.select().from(trials).orderBy(desc(trials.createdAt));
  const forwarded = new Map(
    (
      await db.select({ leadId: leadOutbox.leadId, deliveredAt: leadOutbox.deliveredAt }).from(leadOutbox)
    ).map((row) => [row.leadId, row.deliveredAt]),
  );
  const byLead = new Map<string, TrialRow>();
  const byEmail = new Map<string, TrialRow>();
  for (const trial of trialRows) {
    // Newest first: the first seen is the latest.
    if (trial.leadId && !byLead.has(trial.leadId)) byLead.set(trial.leadId, trial);
    if (!byEmail.has(trial.email)) byEmail.set(trial.email, trial);
  }
  let csv = csvLine([...leadColumns]);
  for (const lead of leadRows) {
    const trial = byLead.get(lead.id) ?? byEmail.get(lead.email);
    csv += csvLine([
      lead.id,
      lead.createdAt,
      lead.businessName,
      lead.fullName,
      lead.email,
      lead.mobilePhone,
      lead.industry,
      lead.planTier,
      lead.source,
      forwarded.get(lead.id),
      trial?.status,
      trial?.planTier,
      trial?.createdAt,
      trial?.trialEnd,
      trial?.provider,
      trial?.customerId,
      trial?.subscriptionId,
      trial?.marketingAcceptedAt,
    ]);
  }
  return { csv, rows: leadRows.length };
}

/** The trials CSV: every attempt, declined and failed ones too, oldest first. */
export async function trialsCsv(
  db: Db,
  options: { since?: Date } = {},
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select()
    .from(trials)
    .where(options.since ? gte(trials.createdAt, options.since) : undefined)
    .orderBy(asc(trials.createdAt));
  let csv = csvLine([...trialColumns]);
  for (const trial of rows) {
    csv += csvLine([
      trial.id,
      trial.createdAt,
      trial.updatedAt,
      trial.status,
      trial.failureCode,
      trial.declineCode,
      trial.failureMessage,
      trial.provider,
      trial.industry,
      trial.planTier,
      trial.priceId,
      trial.companyName,
      trial.fullName,
      trial.email,
      trial.phone,
      trial.leadId,
      trial.customerId,
      trial.subscriptionId,
      trial.trialEnd,
      trial.privacyPolicyAcceptedAt,
      trial.termsAcceptedAt,
      trial.marketingAcceptedAt,
    ]);
  }
  return { csv, rows: rows.length };
}

const usage = `Usage: npm run export:leads -- [--trials] [--since YYYY-MM-DD] [--out file.csv]
  --trials   every trial attempt instead of the leads
  --since    only rows created on or after this date (UTC)
  --out      write to this file instead of standard output`;

async function main() {
  const { values } = parseArgs({
    options: {
      trials: { type: "boolean", default: false },
      since: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : undefined;
  if (since && Number.isNaN(since.getTime())) {
    console.error(`--since must be a date such as 2026-01-31, got "${values.since}".\n${usage}`);
    process.exit(1);
  }
  const { loadEnv } = await import("../server/env");
  const { openDatabase } = await import("../server/db/client");
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.error(`Reading the embedded database in ${env.PGLITE_DIR} (stop the server first).`);
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    const { csv, rows } = values.trials
      ? await trialsCsv(database.db, { since })
      : await leadsCsv(database.db, { since });
    if (values.out) {
      fs.writeFileSync(values.out, csv);
      console.error(`Wrote ${rows} ${values.trials ? "trial attempts" : "leads"} to ${values.out}.`);
    } else {
      process.stdout.write(csv);
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
