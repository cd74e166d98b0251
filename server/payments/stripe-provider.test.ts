import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cardErrorText, paymentMessages } from "../../core/payments";
import { FakeStripe } from "../../tests/fakes/stripe";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { trials } from "../db/schema";
import { loadEnv } from "../env";
import { stripeConnection } from "./stripe-provider";
import { paymentsUnavailableMessage } from "./trials";

/**
 * The Stripe provider with the real `stripe` SDK against tests/fakes/stripe.ts: the requests it
 * sends, the trial, idempotency keys, retries, and each decline code → SPEC 8's text.
 */
let fake: FakeStripe;
let app: App;
let database: Database;
/** Plays the browser's part: Stripe.js turns the card into a PaymentMethod. */
let browser: Stripe;

beforeAll(async () => {
  fake = await new FakeStripe({ prices: ["price_basic", "price_pro"], secretKey: "sk_test_fake" }).start();
  database = await openDatabase({ pgliteDir: ":memory:" });
  app = await buildApp({
    env: loadEnv({
      NODE_ENV: "test",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_BASIC: "price_basic",
      STRIPE_PRICE_PRO: "price_pro",
    }),
    database,
    serveSite: false,
    logger: false,
  });
  browser = new Stripe("sk_test_fake", { ...stripeConnection(fake.url), maxNetworkRetries: 0 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

let clientNumber = 0;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
    remoteAddress: `10.3.0.${++clientNumber}`,
  });

async function cardPaymentMethod(number: string): Promise<string> {
  const pm = await browser.paymentMethods.create({
    type: "card",
    card: { number, exp_month: 8, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" },
  });
  fake.requests.length = 0;
  return pm.id;
}

const trialBody = (paymentMethodId: string, overrides: Record<string, unknown> = {}) => ({
  industry: "restaurant",
  planTier: "basic",
  paymentMethodId,
  companyName: "Blue Door Bistro",
  fullName: "Ana Ruiz",
  email: "ana@bluedoorbistro.com",
  phone: "512-555-0177",
  acceptPrivacyPolicy: true,
  acceptTermsOfService: true,
  acceptMarketingCommunications: true,
  ...overrides,
});

describe("configuration", () => {
  it("tells the browser to use Stripe with the publishable key, and refuses test cards", async () => {
    const config = await app.inject({ method: "GET", url: "/api/stripe/config" });
    expect(config.json()).toEqual({ provider: "stripe", publishableKey: "pk_test_fake" });
    const testCard = await post("/api/stripe/test-payment-methods", { cardNumber: "4242424242424242" });
    expect(testCard.statusCode).toBe(404);
    expect(testCard.json().error).toBe("Not Found");
  });
});

describe("a trial through Stripe", () => {
  it("creates the customer, attaches the card as default and starts a 14-day trial, with idempotency keys", async () => {
    const pm = await cardPaymentMethod("4242424242424242");
    const response = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": randomUUID(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();

    expect(
      fake.requests.map((request) => `${request.method} ${request.path.replace(/(cus|pm)_\w+/, "$1_*")}`),
    ).toEqual([
      "POST /v1/customers",
      "POST /v1/payment_methods/pm_*/attach",
      "POST /v1/customers/cus_*",
      "POST /v1/subscriptions",
    ]);
    const [customer, attach, update, subscription] = fake.requests;
    for (const request of fake.requests) {
      expect(request.authorization).toBe("Bearer sk_test_fake");
      expect(request.stripeVersion).toBe("2026-10-28.endive");
    }
    const keys = fake.requests.map((request) => request.idempotencyKey ?? "");
    const prefix = keys[0]!.replace(/-customer$/, "");
    expect(prefix).toMatch(/^hostline-trial-[0-9a-f]{48}$/);
    expect(keys).toEqual([
      `${prefix}-customer`,
      `${prefix}-attach`,
      `${prefix}-default-card`,
      `${prefix}-subscription`,
    ]);

    expect(customer!.body).toEqual({
      name: "Ana Ruiz",
      email: "ana@bluedoorbistro.com",
      phone: "512-555-0177",
      description: "Blue Door Bistro",
      metadata: { industry: "restaurant", planTier: "basic", companyName: "Blue Door Bistro" },
    });
    const customerId = fake.requests[2]!.path.split("/").pop();
    expect(attach!.path).toBe(`/v1/payment_methods/${pm}/attach`);
    expect(attach!.body).toEqual({ customer: customerId });
    expect(update!.body).toEqual({ invoice_settings: { default_payment_method: pm } });
    expect(subscription!.body).toEqual({
      customer: customerId,
      items: [{ price: "price_basic", quantity: "1" }],
      trial_period_days: "14",
      default_payment_method: pm,
      metadata: { industry: "restaurant", planTier: "basic", companyName: "Blue Door Bistro" },
      trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
    });

    const created = [...fake.subscriptions.values()].find((entry) => entry.id === body.subscriptionId);
    expect(created).toBeDefined();
    expect(body.trialEnd).toBe(new Date(Number(created!.trial_end) * 1000).toISOString());
    const [row] = await database.db
      .select()
      .from(trials)
      .where(eq(trials.subscriptionId, body.subscriptionId));
    expect(row).toMatchObject({ provider: "stripe", status: "trialing", customerId, priceId: "price_basic" });
  });

  it("answers a retried request from the stored trial without calling Stripe again", async () => {
    const pm = await cardPaymentMethod("5555555555554444");
    const key = randomUUID();
    const first = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": key,
    });
    const before = fake.requests.length;
    const again = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": key,
    });
    expect(again.json()).toEqual(first.json());
    expect(fake.requests.length).toBe(before);
  });

  it("lets the SDK retry a failed or dropped request with the same key, creating nothing twice", async () => {
    const pm = await cardPaymentMethod("4242424242424242");
    const customersBefore = fake.customers.size;
    const subscriptionsBefore = fake.subscriptions.size;
    fake.failNext(1, 500);
    fake.failNext(1, "drop");
    const response = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": randomUUID(),
    });
    expect(response.statusCode).toBe(200);
    const customerCalls = fake
      .requestsTo("POST", "/v1/customers")
      .filter((request) => request.path === "/v1/customers");
    expect(customerCalls).toHaveLength(3);
    expect(new Set(customerCalls.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(fake.customers.size).toBe(customersBefore + 1);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore + 1);
  });

  it.each([
    ["4000000000000002", "card_declined", "Your card was declined.", paymentMessages.cardDeclined],
    ["4000000000009995", "card_declined", "Your card has insufficient funds.", paymentMessages.cardDeclined],
    [
      "4000000000000036",
      "incorrect_zip",
      "The zip code you supplied failed validation.",
      paymentMessages.incorrectZip,
    ],
    ["4000000000000069", "expired_card", "Your card has expired.", paymentMessages.invalidExpiry],
    [
      "4000000000000127",
      "incorrect_cvc",
      "Your card's security code is incorrect.",
      paymentMessages.invalidCvc,
    ],
    [
      "4000000000000119",
      "processing_error",
      "An error occurred while processing your card. Try again in a little bit.",
      "An error occurred while processing your card. Try again in a little bit.",
    ],
  ])("card %s → 402 %s with Stripe's message → SPEC 8's text", async (number, code, message, text) => {
    const pm = await cardPaymentMethod(number);
    const subscriptionsBefore = fake.subscriptions.size;
    const response = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": randomUUID(),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ success: false, code, message });
    expect(cardErrorText(response.json())).toBe(text);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore);
    const [row] = await database.db.select().from(trials).where(eq(trials.paymentMethodId, pm));
    expect(row).toMatchObject({ status: "declined", failureCode: code, failureMessage: message });
  });

  it("names an unknown PaymentMethod plainly instead of passing Stripe's developer message on", async () => {
    const response = await post("/api/stripe/create-trial-subscription", trialBody("pm_doesnotexist"), {
      "idempotency-key": randomUUID(),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      success: false,
      code: "resource_missing",
      message: "Please enter your card details again.",
    });
  });

  it("answers 502 and records the failure when Stripe is unavailable", async () => {
    const pm = await cardPaymentMethod("4242424242424242");
    fake.failNext(3, 503);
    const response = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": randomUUID(),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, message: paymentsUnavailableMessage });
    const [row] = await database.db.select().from(trials).where(eq(trials.paymentMethodId, pm));
    expect(row).toMatchObject({ status: "failed", failureCode: "provider_unavailable" });
  });

  it("treats a price Stripe does not know as our fault (502), not the card's", async () => {
    const pm = await cardPaymentMethod("4242424242424242");
    const misconfigured = await buildApp({
      env: loadEnv({
        NODE_ENV: "test",
        STRIPE_SECRET_KEY: "sk_test_fake",
        STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
        STRIPE_API_BASE: fake.url,
        STRIPE_PRICE_PRO: "price_that_does_not_exist",
      }),
      database,
      serveSite: false,
      logger: false,
    });
    const response = await misconfigured.inject({
      method: "POST",
      url: "/api/stripe/create-trial-subscription",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(trialBody(pm, { planTier: "pro" })),
    });
    await misconfigured.close();
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(paymentsUnavailableMessage);
  });
});

describe("Stripe Checkout", () => {
  it("creates a subscription-mode session with the trial and the plan in its metadata, then reads its status", async () => {
    const response = await post(
      "/api/stripe/create-checkout-session",
      {
        priceId: "price_pro",
        industry: "plumber",
        planTier: "pro",
        successUrl: "https://hostline.example/success?session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "https://hostline.example/plumbers#pricing",
      },
      { "idempotency-key": randomUUID() },
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    const sessionId = url.split("/").pop();
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const [request] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(request!.idempotencyKey).toMatch(/^hostline-checkout-[0-9a-f]{48}-checkout$/);
    expect(request!.body).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_pro", quantity: "1" }],
      success_url: "https://hostline.example/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://hostline.example/plumbers#pricing",
      metadata: { industry: "plumber", planTier: "pro" },
      subscription_data: { metadata: { industry: "plumber", planTier: "pro" }, trial_period_days: "14" },
      payment_method_collection: "always",
    });

    const open = await app.inject({ method: "GET", url: `/api/stripe/session/${sessionId}` });
    expect(open.json()).toEqual({
      success: true,
      session: {
        id: sessionId,
        status: "open",
        mode: "stripe",
        metadata: { planTier: "pro", industry: "plumber" },
      },
    });
    // The visitor pays on Stripe's page; the next lookup asks Stripe and sees it complete.
    fake.checkoutSessions.get(sessionId)!.status = "complete";
    const complete = await app.inject({ method: "GET", url: `/api/stripe/session/${sessionId}` });
    expect(complete.json().session.status).toBe("complete");
    expect(fake.requestsTo("GET", `/v1/checkout/sessions/${sessionId}`)).toHaveLength(2);
    // Complete is final: no more calls to Stripe.
    await app.inject({ method: "GET", url: `/api/stripe/session/${sessionId}` });
    expect(fake.requestsTo("GET", `/v1/checkout/sessions/${sessionId}`)).toHaveLength(2);
  });

  it("answers the stored session when Stripe cannot be reached for a refresh", async () => {
    const created = await post("/api/stripe/create-checkout-session", {
      priceId: "price_basic",
      industry: "general",
      planTier: "basic",
      successUrl: "https://hostline.example/success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://hostline.example/",
    });
    const sessionId = created.json().url.split("/").pop();
    fake.failNext(3, 500);
    const response = await app.inject({ method: "GET", url: `/api/stripe/session/${sessionId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().session).toEqual({
      id: sessionId,
      status: "open",
      mode: "stripe",
      metadata: { planTier: "basic", industry: "general" },
    });
  });

  it("answers 502 with the error text when Stripe refuses to create the session", async () => {
    fake.failNext(3, 500);
    const response = await post("/api/stripe/create-checkout-session", {
      priceId: "price_basic",
      industry: "general",
      planTier: "basic",
      successUrl: "https://hostline.example/success",
      cancelUrl: "https://hostline.example/",
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, error: paymentsUnavailableMessage });
  });
});
