import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { LeadPayload, LeadRequest } from "../../core/schemas/lead";
import { batched } from "../db/batch";
import type { Db } from "../db/client";
import { type LeadRow, leads } from "../db/schema";

export interface StoreLeadOptions {
  /** The request's Idempotency-Key header, if any. */
  idempotencyKey?: string;
  /** The time the browser said the visitor submitted, if it sent a sensible one. */
  clientTimestamp?: Date | null;
  /** Queue the lead for the CRM webhook in the same transaction (LEAD_WEBHOOK_URL is set). */
  forward: boolean;
}

export interface StoreLeadResult {
  leadId: string;
  /** False when an earlier request with the same key and the same details stored it. */
  created: boolean;
}

/** SPEC 3's lead webhook payload for a stored lead. */
export function leadPayload(lead: LeadRequest, storedAt: Date): LeadPayload {
  return {
    businessName: lead.businessName,
    fullName: lead.fullName,
    email: lead.email,
    mobilePhone: lead.mobilePhone,
    industry: lead.industry,
    planTier: lead.planTier,
    timestamp: storedAt.toISOString(),
    step: "lead_capture",
    source: "trial_modal",
  };
}

/** What identifies a lead's content, to tell a retry from an edited resubmission. */
function fingerprint(lead: Pick<LeadRow, keyof LeadRequest> | LeadRequest): string {
  const { businessName, fullName, email, mobilePhone, industry, planTier } = lead;
  return createHash("sha256")
    .update(JSON.stringify([businessName, fullName, email, mobilePhone, industry, planTier]))
    .digest("hex")
    .slice(0, 16);
}

/**
 * Stores a validated lead (and, when forwarding is on, its outbox row) in one transaction, so
 * the lead is durable before the API answers and is forwarded exactly when it is stored.
 *
 * Idempotency: a retry with the same Idempotency-Key and the same details stores nothing and
 * answers the first lead's id. The same key with different details (the visitor went back to
 * step 1 and fixed a typo) stores the corrected lead under a key derived from both, so the
 * correction is not lost and its own retries are still stored once.
 */
export async function storeLead(
  db: Db,
  lead: LeadRequest,
  options: StoreLeadOptions,
): Promise<StoreLeadResult> {
  const key = options.idempotencyKey ?? null;
  const stored = await insertLead(db, lead, key, options);
  if (stored) return { leadId: stored, created: true };

  // The key is taken: a retry of the same lead, or the visitor's corrected details.
  const existing = key ? await findByKey(db, key) : undefined;
  if (!key || !existing) throw new Error("lead insert conflicted but no lead has its key");
  if (fingerprint(existing) === fingerprint(lead)) return { leadId: existing.id, created: false };
  const editedKey = `${key}:${fingerprint(lead)}`;
  const edited = await insertLead(db, lead, editedKey, options);
  if (edited) return { leadId: edited, created: true };
  const previous = await findByKey(db, editedKey);
  if (!previous) throw new Error("lead insert conflicted but no lead has its key");
  return { leadId: previous.id, created: false };
}

/** One lead to insert, with what its statement needs. */
interface LeadInsert {
  lead: LeadRequest;
  key: string | null;
  options: StoreLeadOptions;
}

/** Each database's batched insert (server/db/batch.ts): concurrent leads share one statement. */
const inserters = new WeakMap<Db, (insert: LeadInsert) => Promise<string | null>>();

/**
 * Inserts the lead unless its key is taken; returns its id, or null on a taken key. Leads that
 * arrive while another insert is on its way go together in the next statement (group commit), and
 * each request still waits for its own lead to be committed before it is answered.
 */
function insertLead(db: Db, lead: LeadRequest, key: string | null, options: StoreLeadOptions) {
  let insert = inserters.get(db);
  if (!insert) {
    insert = batched((batch: LeadInsert[]) => insertLeads(db, batch));
    inserters.set(db, insert);
  }
  return insert({ lead, key, options });
}

/**
 * One statement for the whole batch: the leads, and with forwarding their outbox rows (a
 * data-modifying CTE), so each lead and its row commit together. Ids are made here, so the
 * statement's answer says which leads were stored and which found their key taken. The stored
 * time is the server's, the same in the lead and in the payload. If the statement fails, each lead
 * is tried on its own, so one bad lead cannot fail the others.
 */
async function insertLeads(db: Db, batch: LeadInsert[]): Promise<(string | null)[]> {
  const rows = batch.map(({ lead, key, options }) => {
    const storedAt = new Date();
    return {
      id: randomUUID(),
      business_name: lead.businessName,
      full_name: lead.fullName,
      email: lead.email,
      mobile_phone: lead.mobilePhone,
      industry: lead.industry,
      plan_tier: lead.planTier,
      client_timestamp: options.clientTimestamp?.toISOString() ?? null,
      idempotency_key: key,
      created_at: storedAt.toISOString(),
      payload: options.forward ? JSON.stringify(leadPayload(lead, storedAt)) : null,
    };
  });
  try {
    const result = await db.execute(sql`
      with batch as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(id uuid, business_name text,
          full_name text, email text, mobile_phone text, industry text, plan_tier text,
          client_timestamp timestamptz, idempotency_key text, created_at timestamptz, payload text)
      ), inserted as (
        insert into leads (id, business_name, full_name, email, mobile_phone, industry, plan_tier, step,
          source, client_timestamp, idempotency_key, created_at)
        select id, business_name, full_name, email, mobile_phone, industry, plan_tier, 'lead_capture',
          'trial_modal', client_timestamp, idempotency_key, created_at
        from batch
        on conflict (idempotency_key) do nothing
        returning id
      ), queued as (
        insert into lead_outbox (lead_id, payload)
        select batch.id, batch.payload from batch join inserted on inserted.id = batch.id
        where batch.payload is not null
        returning lead_id
      )
      select id from inserted`);
    const stored = new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    return rows.map((row) => (stored.has(row.id) ? row.id : null));
  } catch (error) {
    if (batch.length === 1) throw error;
    return Promise.all(batch.map((one) => insertLeads(db, [one]).then(([id]) => id ?? null)));
  }
}

async function findByKey(db: Db, key: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.idempotencyKey, key));
  return row;
}

/**
 * The browser's own submission time, when it sent an ISO time within a day of ours; anything
 * else is ignored rather than refused (a wrong clock must not lose a lead).
 */
export function clientTimestampFrom(value: unknown, now: Date = new Date()): Date | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time) || Math.abs(time - now.getTime()) > 24 * 60 * 60 * 1000) return null;
  return new Date(time);
}
