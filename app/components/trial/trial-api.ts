import { submitLeadContract } from "@core/api/forms";
import {
  paymentSessionContract,
  paymentsConfigContract,
  testPaymentMethodContract,
  trialSubscriptionContract,
} from "@core/api/payments";
import type { PaymentsConfig } from "@core/payments";
import { type LeadField, type LeadRequest, leadFields } from "@core/schemas/lead";
import type { TestCardInput, TrialSubscriptionInput } from "@core/schemas/trial";
import { type ApiData, apiFetch } from "~/lib/api-fetch";

/**
 * The trial's calls to our own API (SPEC 7.1), through apiFetch and the endpoints' contracts
 * (core/api/). The browser talks only to /api: the server stores the lead, holds the payment keys
 * and forwards leads to the CRM.
 */

/** A random UUID (v4), also where crypto.randomUUID is missing (plain-HTTP origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per distinct request body for the life of a modal session: sending the same
 * thing again (a retry after a network failure) reuses its key, so the server stores it once;
 * changed details are a new request with a new key.
 */
export function idempotencyKeys() {
  const keys = new Map<string, string>();
  return (body: unknown): string => {
    const text = JSON.stringify(body);
    let key = keys.get(text);
    if (!key) {
      key = newIdempotencyKey();
      keys.set(text, key);
    }
    return key;
  };
}

export type LeadResult =
  | { kind: "stored"; leadId: string }
  /** 400: the server's message for each field it refused. */
  | { kind: "invalid"; fields: Partial<Record<LeadField, string>> }
  /** Anything else: another status, a network failure, an answer without a lead id. */
  | { kind: "failed" };

const leadFieldNames: readonly string[] = leadFields;

/** POST /api/leads: only a 2xx with a lead id counts as stored. */
export async function postLead(lead: LeadRequest, idempotencyKey: string): Promise<LeadResult> {
  const result = await apiFetch(submitLeadContract, {
    body: lead,
    headers: { "Idempotency-Key": idempotencyKey },
  });
  if (result.ok) return { kind: "stored", leadId: result.data.leadId };
  if (result.kind === "problem" && result.status === 400) {
    const fields: Partial<Record<LeadField, string>> = {};
    const sent = (result.problem as { fields?: unknown } | null)?.fields;
    for (const [field, message] of Object.entries(sent && typeof sent === "object" ? sent : {})) {
      if (typeof message === "string" && message.trim() && leadFieldNames.includes(field))
        fields[field as LeadField] = message;
    }
    if (Object.keys(fields).length) return { kind: "invalid", fields };
  }
  return { kind: "failed" };
}

/** GET /api/stripe/config: which card field to show. Throws when the server cannot say. */
export async function fetchPaymentConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const result = await apiFetch(paymentsConfigContract, { signal });
  if (result.ok) return result.data;
  if (result.kind === "problem") throw new Error(`Payment configuration answered ${result.status}`);
  throw new Error("Payment configuration has an unknown shape");
}

/** A payment provider's refusal: Stripe's error code (if any) and its message (if any). */
export interface ProviderError {
  code?: string;
  message?: string;
}

export type PaymentMethodResult = { id: string } | { error: ProviderError };

export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value : undefined;

/** POST /api/stripe/test-payment-methods: local test mode's stand-in for stripe.createPaymentMethod. */
export async function createTestPaymentMethod(card: TestCardInput): Promise<PaymentMethodResult> {
  const result = await apiFetch(testPaymentMethodContract, { body: card });
  if (result.ok) return { id: result.data.id };
  const error = asRecord(result.kind === "problem" ? result.problem?.error : undefined);
  return { error: { code: asString(error.code), message: asString(error.message) } };
}

export type TrialSubscriptionResult =
  | { success: true; subscriptionId?: string; sessionId?: string; trialEnd?: string }
  /** `code` is set when a card was refused (402); `message` when the server gave one. */
  | { success: false; code?: string; message?: string; network?: true };

/** POST /api/stripe/create-trial-subscription: read for success (boolean) and message. */
export async function createTrialSubscription(
  request: TrialSubscriptionInput,
  idempotencyKey: string,
): Promise<TrialSubscriptionResult> {
  const result = await apiFetch(trialSubscriptionContract, {
    body: request,
    headers: { "Idempotency-Key": idempotencyKey },
  });
  if (result.ok) {
    const { subscriptionId, sessionId, trialEnd } = result.data;
    return {
      success: true,
      subscriptionId: asString(subscriptionId),
      sessionId: asString(sessionId),
      trialEnd: asString(trialEnd),
    };
  }
  if (result.kind === "network") return { success: false, network: true };
  const body = asRecord(result.kind === "problem" ? result.problem : result.body);
  return { success: false, code: asString(body.code), message: asString(body.message) };
}

export type PaymentSession = ApiData<typeof paymentSessionContract>["session"];

/** GET /api/stripe/session/:id (the success page): the session when the answer says success. */
export async function fetchPaymentSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<PaymentSession | null> {
  const result = await apiFetch(paymentSessionContract, { params: { sessionId }, signal });
  // No answer at all is an error the page logs; any answer but the session is "not confirmed".
  if (!result.ok && result.kind === "network") throw result.error;
  return result.ok ? result.data.session : null;
}
