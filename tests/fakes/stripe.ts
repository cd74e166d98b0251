/**
 * A local fake of the parts of Stripe's REST API the server uses, so the real `stripe` SDK can be
 * tested end to end without the network: customers, payment methods (create, attach),
 * subscriptions, Checkout sessions. It speaks Stripe's wire format (form-encoded bodies, JSON
 * answers, `{error: {type, code, decline_code, message}}` with Stripe's status codes), honours
 * Idempotency-Key like Stripe (same key + same body → the stored answer, with
 * `Idempotent-Replayed: true`; same key + other body → 400 idempotency_error), records every
 * request, and can fail on demand. Card outcomes follow Stripe's documented test cards; they are
 * written out here on purpose instead of imported, so tests compare two independent tables.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  authorization?: string;
  stripeVersion?: string;
  body: Record<string, unknown>;
  replayed: boolean;
}

interface StoredPaymentMethod {
  id: string;
  number: string;
  customer: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: Stripe's form-encoded bodies are free-form.
type Form = Record<string, any>;

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

type CardError = { code: string; decline_code?: string; message: string };

/** Stripe's documented outcomes for its test cards (docs.stripe.com/testing). */
const cardErrors: Record<string, CardError> = {
  "4000000000000002": {
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
  },
  "4000000000009995": {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  "4000000000009987": {
    code: "card_declined",
    decline_code: "lost_card",
    message: "Your card was declined.",
  },
  "4000000000000036": { code: "incorrect_zip", message: "The zip code you supplied failed validation." },
  "4000000000000069": {
    code: "expired_card",
    decline_code: "expired_card",
    message: "Your card has expired.",
  },
  "4000000000000127": {
    code: "incorrect_cvc",
    decline_code: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
  },
  "4000000000000119": {
    code: "processing_error",
    decline_code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

/** Stripe's ready-made test PaymentMethods. */
const namedPaymentMethods: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
  pm_card_chargeDeclinedIncorrectCvc: "4000000000000127",
  pm_card_chargeDeclinedProcessingError: "4000000000000119",
};

export interface FakeStripeOptions {
  /** Price ids that exist; any other answers 400 resource_missing. */
  prices?: string[];
  /** The secret key requests must carry. */
  secretKey?: string;
}

export class FakeStripe {
  readonly requests: RecordedStripeRequest[] = [];
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  readonly checkoutSessions = new Map<string, Record<string, unknown>>();
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly server: http.Server;
  private failures: { status: number | "drop"; count: number }[] = [];
  private readonly prices: Set<string>;
  private readonly secretKey: string;
  url = "";

  constructor(options: FakeStripeOptions = {}) {
    this.prices = new Set(options.prices ?? ["price_basic", "price_pro"]);
    this.secretKey = options.secretKey ?? "sk_test_fake";
    this.server = http.createServer((request, response) => void this.handle(request, response));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` requests fail: with that HTTP status, or by dropping the connection. */
  failNext(count: number, status: number | "drop" = 500): void {
    this.failures.push({ status, count });
  }

  /** Requests to a path, e.g. "/v1/customers". */
  requestsTo(method: string, pathPrefix: string): RecordedStripeRequest[] {
    return this.requests.filter((entry) => entry.method === method && entry.path.startsWith(pathPrefix));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(request.url ?? "/", "http://fake");
    const body = parseForm(raw || url.searchParams.toString());
    const method = request.method ?? "GET";
    const idempotencyKey = header(request, "idempotency-key");
    const entry: RecordedStripeRequest = {
      method,
      path: url.pathname,
      idempotencyKey,
      authorization: header(request, "authorization"),
      stripeVersion: header(request, "stripe-version"),
      body,
      replayed: false,
    };
    this.requests.push(entry);

    const failure = this.failures[0];
    if (failure) {
      failure.count -= 1;
      if (failure.count <= 0) this.failures.shift();
      if (failure.status === "drop") {
        request.socket.destroy();
        return;
      }
      return send(
        response,
        failure.status,
        apiError("api_error", undefined, "Something went wrong on Stripe's end."),
      );
    }

    if (entry.authorization !== `Bearer ${this.secretKey}`) {
      return send(response, 401, apiError("invalid_request_error", undefined, "Invalid API Key provided."));
    }

    if (method === "POST" && idempotencyKey) {
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      const stored = this.answers.get(idempotencyKey);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          return send(
            response,
            400,
            apiError(
              "idempotency_error",
              undefined,
              `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            ),
          );
        }
        entry.replayed = true;
        return send(response, stored.status, stored.body, { "idempotent-replayed": "true" });
      }
      const [status, answer] = this.route(method, url.pathname, body);
      // Stripe keeps the answer of a request that ran, errors included.
      this.answers.set(idempotencyKey, { fingerprint, status, body: answer });
      return send(response, status, answer);
    }
    const [status, answer] = this.route(method, url.pathname, body);
    return send(response, status, answer);
  }

  private route(method: string, path: string, body: Form): [number, unknown] {
    const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/);
    const attachPath = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        phone: body.phone ?? null,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "POST" && customerPath) {
      const customer = this.customers.get(customerPath[1]!);
      if (!customer) return missing("customer", customerPath[1]!, "id");
      const defaultPm = body.invoice_settings?.default_payment_method;
      if (defaultPm) {
        const pm = this.paymentMethods.get(defaultPm);
        if (!pm || pm.customer !== customer.id) {
          return [
            400,
            apiError(
              "invalid_request_error",
              "resource_missing",
              `No such PaymentMethod: '${defaultPm}'`,
              "invoice_settings[default_payment_method]",
            ),
          ];
        }
        customer.invoice_settings = { default_payment_method: defaultPm };
      }
      return [200, customer];
    }
    if (method === "POST" && path === "/v1/payment_methods") {
      const number = String(body.card?.number ?? "");
      if (!/^\d{14,16}$/.test(number)) {
        return [
          402,
          apiError("card_error", "incorrect_number", "Your card number is incorrect.", "card[number]"),
        ];
      }
      return [200, publicPaymentMethod(this.addPaymentMethod(id("pm"), number))];
    }
    if (method === "POST" && attachPath) {
      const pmId = attachPath[1]!;
      const named = namedPaymentMethods[pmId];
      const pm = this.paymentMethods.get(pmId) ?? (named ? this.addPaymentMethod(pmId, named) : undefined);
      if (!pm) return missing("PaymentMethod", pmId, "payment_method");
      if (!this.customers.has(body.customer)) return missing("customer", body.customer, "customer");
      if (pm.customer && pm.customer !== body.customer) {
        return [
          400,
          apiError(
            "invalid_request_error",
            "payment_method_unexpected_state",
            "The payment method you provided has already been attached to a customer.",
            "payment_method",
          ),
        ];
      }
      // Stripe checks the card with the issuer when it is attached.
      const refusal = cardErrors[pm.number];
      if (refusal) {
        return [
          402,
          {
            error: {
              type: "card_error",
              ...refusal,
              doc_url: `https://stripe.com/docs/error-codes/${refusal.code.replaceAll("_", "-")}`,
            },
          },
        ];
      }
      pm.customer = body.customer;
      return [200, publicPaymentMethod(pm)];
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const customer = this.customers.get(body.customer);
      if (!customer) return missing("customer", body.customer, "customer");
      const price = body.items?.[0]?.price;
      if (!this.prices.has(price)) {
        return [
          400,
          apiError(
            "invalid_request_error",
            "resource_missing",
            `No such price: '${price}'`,
            "items[0][price]",
          ),
        ];
      }
      const now = Math.floor(Date.now() / 1000);
      const trialDays = Number(body.trial_period_days ?? 0);
      const subscription = {
        id: id("sub"),
        object: "subscription",
        customer: customer.id,
        status: trialDays > 0 ? "trialing" : "active",
        trial_start: trialDays > 0 ? now : null,
        trial_end: trialDays > 0 ? now + trialDays * 86_400 : null,
        default_payment_method: body.default_payment_method ?? null,
        metadata: body.metadata ?? {},
        items: {
          object: "list",
          data: [{ id: id("si"), price: { id: price }, quantity: Number(body.items[0].quantity ?? 1) }],
        },
      };
      this.subscriptions.set(subscription.id, subscription);
      return [200, subscription];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const price = body.line_items?.[0]?.price;
      if (!this.prices.has(price)) {
        return [
          400,
          apiError(
            "invalid_request_error",
            "resource_missing",
            `No such price: '${price}'`,
            "line_items[0][price]",
          ),
        ];
      }
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        customer: null,
        subscription: null,
      };
      this.checkoutSessions.set(sessionId, session);
      return [200, session];
    }
    if (method === "GET" && sessionPath) {
      const session = this.checkoutSessions.get(sessionPath[1]!);
      return session ? [200, session] : missing("checkout.session", sessionPath[1]!, "session");
    }
    return [
      404,
      apiError("invalid_request_error", undefined, `Unrecognized request URL (${method}: ${path}).`),
    ];
  }

  private addPaymentMethod(pmId: string, number: string): StoredPaymentMethod {
    const pm = { id: pmId, number, customer: null };
    this.paymentMethods.set(pmId, pm);
    return pm;
  }
}

function publicPaymentMethod(pm: StoredPaymentMethod) {
  return {
    id: pm.id,
    object: "payment_method",
    type: "card",
    customer: pm.customer,
    card: { brand: pm.number.startsWith("4") ? "visa" : "mastercard", last4: pm.number.slice(-4) },
  };
}

function missing(kind: string, value: string, param: string): [number, unknown] {
  return [404, apiError("invalid_request_error", "resource_missing", `No such ${kind}: '${value}'`, param)];
}

function apiError(type: string, code: string | undefined, message: string, param?: string) {
  return { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "application/json", "request-id": id("req"), ...headers });
  response.end(JSON.stringify(body));
}

/** Stripe's form encoding: a[b][0][c]=v → {a: {b: [{c: "v"}]}}. */
export function parseForm(raw: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: Form = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part];
    });
  }
  return root;
}
