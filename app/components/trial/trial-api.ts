import type { PaymentsConfig } from "@core/payments";
import type { LeadField, LeadRequest } from "@core/schemas/lead";
import type { TestCardInput, TrialSubscriptionInput } from "@core/schemas/trial";

/**
 * The trial's calls to our own API (SPEC 7.1). The browser talks only to /api: the server stores
 * the lead, holds the payment keys and forwards leads to the CRM.
 */
export const trialEndpoints = {
  leads: "/api/leads",
  paymentConfig: "/api/stripe/config",
  testPaymentMethods: "/api/stripe/test-payment-methods",
  createTrialSubscription: "/api/stripe/create-trial-subscription",
  session: (sessionId: string) => `/api/stripe/session/${encodeURIComponent(sessionId)}`,
} as const;

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

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function postJson(url: string, body: unknown, idempotencyKey?: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value : undefined;

export type LeadResult =
  | { kind: "stored"; leadId: string }
  /** 400: the server's message for each field it refused. */
  | { kind: "invalid"; fields: Partial<Record<LeadField, string>> }
  /** Anything else: another status, a network failure, an answer without a lead id. */
  | { kind: "failed" };

/** POST /api/leads: only a 2xx with a lead id counts as stored. */
export async function postLead(lead: LeadRequest, idempotencyKey: string): Promise<LeadResult> {
  let response: Response;
  try {
    response = await postJson(trialEndpoints.leads, lead, idempotencyKey);
  } catch {
    return { kind: "failed" };
  }
  const body = asRecord(await readJson(response));
  if (response.ok) {
    const leadId = asString(body.leadId);
    return leadId ? { kind: "stored", leadId } : { kind: "failed" };
  }
  if (response.status === 400) {
    const fields: Partial<Record<LeadField, string>> = {};
    for (const [field, message] of Object.entries(asRecord(body.fields))) {
      const text = asString(message);
      if (text && ["businessName", "fullName", "email", "mobilePhone"].includes(field))
        fields[field as LeadField] = text;
    }
    if (Object.keys(fields).length) return { kind: "invalid", fields };
  }
  return { kind: "failed" };
}

/** GET /api/stripe/config: which card field to show. Throws when the server cannot say. */
export async function fetchPaymentConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const response = await fetch(trialEndpoints.paymentConfig, {
    headers: { Accept: "application/json" },
    signal,
  });
  const body = asRecord(await readJson(response));
  if (!response.ok) throw new Error(`Payment configuration answered ${response.status}`);
  if (body.provider === "test") return { provider: "test" };
  const publishableKey = asString(body.publishableKey);
  if (body.provider === "stripe" && publishableKey) return { provider: "stripe", publishableKey };
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

/** POST /api/stripe/test-payment-methods: local test mode's stand-in for stripe.createPaymentMethod. */
export async function createTestPaymentMethod(card: TestCardInput): Promise<PaymentMethodResult> {
  let response: Response;
  try {
    response = await postJson(trialEndpoints.testPaymentMethods, card);
  } catch {
    return { error: {} };
  }
  const body = asRecord(await readJson(response));
  const id = asString(body.id);
  if (response.ok && id) return { id };
  const error = asRecord(body.error);
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
  let response: Response;
  try {
    response = await postJson(trialEndpoints.createTrialSubscription, request, idempotencyKey);
  } catch {
    return { success: false, network: true };
  }
  const body = asRecord(await readJson(response));
  if (response.ok && body.success === true) {
    return {
      success: true,
      subscriptionId: asString(body.subscriptionId),
      sessionId: asString(body.sessionId),
      trialEnd: asString(body.trialEnd),
    };
  }
  return { success: false, code: asString(body.code), message: asString(body.message) };
}

export interface PaymentSession {
  id: string;
  status?: string;
  /** "test" when the embedded test mode took it: no card is charged. */
  mode?: string;
  metadata: { planTier?: string; industry?: string };
}

/** GET /api/stripe/session/:id (the success page): the session when the answer says success. */
export async function fetchPaymentSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<PaymentSession | null> {
  const response = await fetch(trialEndpoints.session(sessionId), {
    headers: { Accept: "application/json" },
    signal,
  });
  const body = asRecord(await readJson(response));
  if (!response.ok || body.success !== true) return null;
  const session = asRecord(body.session);
  const metadata = asRecord(session.metadata);
  return {
    id: asString(session.id) ?? sessionId,
    status: asString(session.status),
    mode: asString(session.mode),
    metadata: { planTier: asString(metadata.planTier), industry: asString(metadata.industry) },
  };
}
