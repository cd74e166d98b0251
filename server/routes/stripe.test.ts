import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardErrorText, paymentMessages } from "../../core/payments";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { checkoutSessions, testPaymentMethods, trials } from "../db/schema";
import { loadEnv } from "../env";

const webhookSecret = "whsec_test_local";
let app: App;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: ":memory:" });
  app = await buildApp({
    env: loadEnv({ NODE_ENV: "test", STRIPE_WEBHOOK_SECRET: webhookSecret }),
    database,
    serveSite: false,
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let clientNumber = 0;
const nextClient = () => `10.2.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

const post = (url: string, body: unknown, headers: Record<string, string> = {}, ip = nextClient()) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress: ip,
  });

const nextYear = String(new Date().getUTCFullYear() + 1);
const card = (cardNumber: string, overrides: Record<string, unknown> = {}) => ({
  cardNumber,
  expMonth: "08",
  expYear: nextYear.slice(2),
  cvc: "123",
  postalCode: "78701",
  billingDetails: { name: "Dana Ortiz", email: "dana@rapidrooter.com", phone: "512-555-0199" },
  ...overrides,
});

async function paymentMethod(cardNumber: string): Promise<string> {
  const response = await post("/api/stripe/test-payment-methods", card(cardNumber));
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const trialBody = (paymentMethodId: string, overrides: Record<string, unknown> = {}) => ({
  industry: "hvac",
  planTier: "pro",
  paymentMethodId,
  companyName: "Cool Breeze HVAC",
  fullName: "Sam Lee",
  email: "Sam@CoolBreezeHVAC.com",
  phone: "5125550123",
  acceptPrivacyPolicy: true,
  acceptTermsOfService: true,
  acceptMarketingCommunications: true,
  ...overrides,
});

describe("GET /api/stripe/config", () => {
  it("reports local test mode by default", async () => {
    const response = await app.inject({ method: "GET", url: "/api/stripe/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: "test" });
  });
});

describe("POST /api/stripe/test-payment-methods", () => {
  it("takes a Stripe test card and stores which card it was", async () => {
    const response = await post("/api/stripe/test-payment-methods", card("4242 4242 4242 4242"));
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^pm_test_[0-9a-f]{24}$/);
    const [row] = await database.db.select().from(testPaymentMethods).where(eq(testPaymentMethods.id, id));
    expect(row).toMatchObject({
      cardNumber: "4242424242424242",
      brand: "visa",
      last4: "4242",
      expMonth: 8,
      expYear: Number(nextYear),
      postalCode: "78701",
      billingName: "Dana Ortiz",
      billingEmail: "dana@rapidrooter.com",
      billingPhone: "512-555-0199",
    });
  });

  it("refuses any other number with the test-mode message", async () => {
    const response = await post("/api/stripe/test-payment-methods", card("4111 1111 1111 1111"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: "test_mode_card",
        message:
          "Test mode accepts only Stripe's test card numbers, such as 4242 4242 4242 4242. No card is charged.",
      },
    });
  });

  it.each([
    [{ expMonth: "13" }, "invalid_expiry_month", "Your card's expiration month is invalid."],
    [
      { expMonth: "01", expYear: "20" },
      "invalid_expiry_year_past",
      "Your card's expiration date is in the past.",
    ],
    [{ cvc: "1" }, "invalid_cvc", "Your card's security code is invalid."],
    [{ postalCode: "787" }, "incomplete_zip", "Your postal code is incomplete."],
    [{ cardNumber: "4242 4242 4242 4241" }, "incorrect_number", "Your card number is incorrect."],
  ])("%j → %s with a plain message", async (change, code, message) => {
    const response = await post("/api/stripe/test-payment-methods", card("4242424242424242", change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code, message } });
  });

  it("answers wrong types, missing fields and malformed JSON with a 400, never a 5xx", async () => {
    for (const body of [
      { ...card("4242424242424242"), cardNumber: 4242424242424242 },
      {},
      [],
      { cvc: "1".repeat(50) },
    ]) {
      const response = await post("/api/stripe/test-payment-methods", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("invalid_request");
    }
    const malformed = await post("/api/stripe/test-payment-methods", "{nope");
    expect(malformed.statusCode).toBe(400);
  });
});

describe("POST /api/stripe/create-trial-subscription (test mode)", () => {
  it("starts the trial and stores it with consents, ids, status, trial end, plan and lead", async () => {
    const lead = await post("/api/leads", {
      businessName: "Cool Breeze HVAC",
      fullName: "Sam Lee",
      email: "sam@coolbreezehvac.com",
      mobilePhone: "512-555-0123",
      industry: "hvac",
      planTier: "pro",
    });
    const leadId = lead.json().leadId;
    const before = Date.now();
    const response = await post(
      "/api/stripe/create-trial-subscription",
      trialBody(await paymentMethod("4242424242424242"), { leadId }),
      { "idempotency-key": randomUUID() },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, subscriptionId: expect.stringMatching(/^sub_test_/) });
    const trialEnd = Date.parse(body.trialEnd);
    expect(trialEnd - before).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(trialEnd - before).toBeLessThan(14 * 86_400_000 + 60_000);
    const firstCharge = new Date(trialEnd).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(body.message).toBe(
      `Your 14-day free trial of the Pro Plan has started. Nothing is charged today; your first charge of $599 is on ${firstCharge} unless you cancel before then.`,
    );
    const [row] = await database.db.select().from(trials).where(eq(trials.sessionId, body.sessionId));
    expect(row).toMatchObject({
      provider: "test",
      status: "trialing",
      industry: "hvac",
      planTier: "pro",
      priceId: "price_hostline_pro_monthly",
      companyName: "Cool Breeze HVAC",
      email: "sam@coolbreezehvac.com",
      phone: "512-555-0123",
      leadId,
      subscriptionId: body.subscriptionId,
      customerId: expect.stringMatching(/^cus_test_/),
    });
    expect(row?.trialEnd?.toISOString()).toBe(body.trialEnd);
    for (const consent of [row?.privacyPolicyAcceptedAt, row?.termsAcceptedAt, row?.marketingAcceptedAt]) {
      expect(consent?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const session = await app.inject({ method: "GET", url: `/api/stripe/session/${body.sessionId}` });
    expect(session.json()).toEqual({
      success: true,
      session: {
        id: body.sessionId,
        status: "complete",
        mode: "test",
        metadata: { planTier: "pro", industry: "hvac" },
      },
    });
  });

  it("answers a retry with the same Idempotency-Key and card with the same trial, stored once", async () => {
    const pm = await paymentMethod("5555555555554444");
    const key = randomUUID();
    const first = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": key,
    });
    const again = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
      "idempotency-key": key,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await database.db.select().from(trials).where(eq(trials.paymentMethodId, pm))).toHaveLength(1);
    // The same key with a changed request (the visitor switched plans) is a new attempt, not a replay.
    const switched = await post(
      "/api/stripe/create-trial-subscription",
      trialBody(pm, { planTier: "basic" }),
      {
        "idempotency-key": key,
      },
    );
    expect(switched.statusCode).toBe(200);
    expect(switched.json().subscriptionId).not.toBe(first.json().subscriptionId);
    expect(switched.json().message).toContain("Basic Plan");
  });

  it.each([
    ["4000000000000002", "card_declined", "Your card was declined.", paymentMessages.cardDeclined],
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
    ["4000000000009995", "card_declined", "Your card has insufficient funds.", paymentMessages.cardDeclined],
    [
      "4000000000000119",
      "processing_error",
      "An error occurred while processing your card. Try again in a little bit.",
      "An error occurred while processing your card. Try again in a little bit.",
    ],
  ])(
    "card %s → 402 %s with Stripe's message, and SPEC 8's text in the modal",
    async (number, code, message, text) => {
      const pm = await paymentMethod(number);
      const key = randomUUID();
      const response = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
        "idempotency-key": key,
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ success: false, code, message });
      expect(cardErrorText(response.json())).toBe(text);
      const [row] = await database.db.select().from(trials).where(eq(trials.paymentMethodId, pm));
      expect(row).toMatchObject({
        status: "declined",
        failureCode: code,
        failureMessage: message,
        subscriptionId: null,
      });
      // The declined attempt's session is not a payment session.
      expect(
        (await app.inject({ method: "GET", url: `/api/stripe/session/${row!.sessionId}` })).statusCode,
      ).toBe(404);
      // Retrying the same attempt answers the same refusal without a second row.
      const again = await post("/api/stripe/create-trial-subscription", trialBody(pm), {
        "idempotency-key": key,
      });
      expect(again.json()).toEqual(response.json());
      expect(await database.db.select().from(trials).where(eq(trials.paymentMethodId, pm))).toHaveLength(1);
    },
  );

  it("answers an unknown card with 402 and a plain message", async () => {
    const response = await post("/api/stripe/create-trial-subscription", trialBody("pm_test_doesnotexist"));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      success: false,
      code: "resource_missing",
      message: "Please enter your card details again.",
    });
  });

  it("refuses a trial without each consent, naming it", async () => {
    const pm = await paymentMethod("4242424242424242");
    for (const [flag, message] of [
      ["acceptPrivacyPolicy", "Please agree to the Privacy Policy to start your trial."],
      ["acceptTermsOfService", "Please agree to the Terms of Service to start your trial."],
      ["acceptMarketingCommunications", "Please agree to receive texts and calls about your trial."],
    ] as const) {
      const response = await post("/api/stripe/create-trial-subscription", trialBody(pm, { [flag]: false }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, fields: { [flag]: message } });
    }
    expect(await database.db.select().from(trials).where(eq(trials.paymentMethodId, pm))).toHaveLength(0);
  });

  it("answers missing fields, wrong types, unknown industries and huge strings with a 4xx", async () => {
    const empty = await post("/api/stripe/create-trial-subscription", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);
    expect(empty.json().message).toBe("Please fix the errors above and try again.");
    expect(Object.keys(empty.json().fields).sort()).toEqual(
      [
        "acceptMarketingCommunications",
        "acceptPrivacyPolicy",
        "acceptTermsOfService",
        "companyName",
        "email",
        "fullName",
        "industry",
        "paymentMethodId",
        "phone",
        "planTier",
      ].sort(),
    );
    const wrong = await post(
      "/api/stripe/create-trial-subscription",
      trialBody("pm_test_x", {
        industry: "bakery",
        planTier: "enterprise",
        acceptPrivacyPolicy: "yes",
        leadId: 7,
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toMatchObject({
      industry: "Please choose a supported industry",
      planTier: "Please choose the Basic or Pro plan",
      acceptPrivacyPolicy: "Please agree to the Privacy Policy to start your trial.",
      leadId: expect.any(String),
    });
    const badPm = await post(
      "/api/stripe/create-trial-subscription",
      trialBody("card_123; drop table trials"),
    );
    expect(badPm.json().fields).toEqual({ paymentMethodId: "Please enter your card details again." });
    const huge = await post(
      "/api/stripe/create-trial-subscription",
      trialBody("pm_test_x", { companyName: "C".repeat(70_000) }),
    );
    expect(huge.statusCode).toBe(413);
    const malformed = await post("/api/stripe/create-trial-subscription", "[1,");
    expect(malformed.statusCode).toBe(400);
  });

  it("keeps a trial whose lead id is unknown, without the link", async () => {
    const response = await post(
      "/api/stripe/create-trial-subscription",
      trialBody(await paymentMethod("4242424242424242"), { leadId: randomUUID() }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(trials)
      .where(eq(trials.sessionId, response.json().sessionId));
    expect(row?.leadId).toBeNull();
  });

  it("never links a trial to another visitor's lead", async () => {
    const other = await post("/api/leads", {
      businessName: "Someone Else Plumbing",
      fullName: "Alex Other",
      email: "alex@someoneelse.com",
      mobilePhone: "512-555-0177",
      industry: "plumber",
      planTier: "basic",
    });
    const response = await post(
      "/api/stripe/create-trial-subscription",
      trialBody(await paymentMethod("4242424242424242"), { leadId: other.json().leadId }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(trials)
      .where(eq(trials.sessionId, response.json().sessionId));
    expect(row?.leadId).toBeNull();
  });

  it("limits each client to 20 trial attempts a minute", async () => {
    const ip = nextClient();
    for (let i = 0; i < 20; i++) {
      expect((await post("/api/stripe/create-trial-subscription", {}, {}, ip)).statusCode).toBe(400);
    }
    const limited = await post("/api/stripe/create-trial-subscription", {}, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe("Too Many Requests");
  });
});

describe("checkout sessions (test mode)", () => {
  const checkout = (overrides: Record<string, unknown> = {}) => ({
    priceId: "price_hostline_basic_monthly",
    industry: "restaurant",
    planTier: "basic",
    successUrl: "https://hostline.example/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "https://hostline.example/pricing",
    ...overrides,
  });

  it("completes at once and sends the visitor to the success URL with the session id", async () => {
    const response = await post("/api/stripe/create-checkout-session", checkout());
    expect(response.statusCode).toBe(200);
    const { success, url } = response.json();
    expect(success).toBe(true);
    const sessionId = new URL(url).searchParams.get("session_id");
    expect(url).toBe(`https://hostline.example/success?session_id=${sessionId}`);
    expect(sessionId).toMatch(/^cs_test_[0-9a-f]{32}$/);
    const [stored] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId!));
    expect(stored).toMatchObject({
      provider: "test",
      status: "complete",
      planTier: "basic",
      industry: "restaurant",
    });
    const session = await app.inject({ method: "GET", url: `/api/stripe/session/${sessionId}` });
    expect(session.json()).toEqual({
      success: true,
      session: {
        id: sessionId,
        status: "complete",
        mode: "test",
        metadata: { planTier: "basic", industry: "restaurant" },
      },
    });
  });

  it("refuses Enterprise, a price that is not the plan's, and bad URLs", async () => {
    const enterprise = await post(
      "/api/stripe/create-checkout-session",
      checkout({ planTier: "enterprise", priceId: "price_hostline_enterprise_monthly" }),
    );
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json()).toMatchObject({
      success: false,
      error: "Enterprise pricing is set after a short consultation. Please call sales at 888-555-0142.",
    });
    const wrongPrice = await post(
      "/api/stripe/create-checkout-session",
      checkout({ priceId: "price_hostline_pro_monthly" }),
    );
    expect(wrongPrice.json()).toMatchObject({
      success: false,
      error: "That plan's price has changed. Please refresh the page and try again.",
    });
    const badUrl = await post(
      "/api/stripe/create-checkout-session",
      checkout({ successUrl: "javascript:alert(1)" }),
    );
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({
      success: false,
      error: "successUrl must be a full http:// or https:// address",
    });
    const missing = await post("/api/stripe/create-checkout-session", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success).toBe(false);
  });
});

describe("checkout URLs", () => {
  it.each([
    ["successUrl", "https://evil.example/success?session_id={CHECKOUT_SESSION_ID}"],
    ["cancelUrl", "https://hostline.example.evil.example/pricing"],
    ["successUrl", "http://hostline.example/success"],
  ])("refuses a %s off this site (%s)", async (field, url) => {
    const response = await post("/api/stripe/create-checkout-session", {
      priceId: "price_hostline_basic_monthly",
      industry: "restaurant",
      planTier: "basic",
      successUrl: "https://hostline.example/success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://hostline.example/pricing",
      [field]: url,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`${field} must be a page on https://hostline.example`);
  });
});

describe("GET /api/stripe/session/:sessionId", () => {
  it("answers 404 JSON for unknown and malformed ids", async () => {
    for (const id of ["cs_test_unknown", "trs_unknown", "not%20an%20id", "x".repeat(99)]) {
      const response = await app.inject({ method: "GET", url: `/api/stripe/session/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: "We couldn't find that payment session.",
      });
    }
    // Fastify refuses route parameters over 100 characters before the handler runs.
    const tooLong = await app.inject({ method: "GET", url: `/api/stripe/session/${"x".repeat(300)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers["content-type"]).toMatch(/application\/(problem\+)?json/);
  });
});

describe("POST /api/stripe/webhook", () => {
  const signed = (event: object, secret = webhookSecret) => {
    const payload = JSON.stringify(event);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };
  const send = (payload: string, signature?: string) =>
    app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "stripe-signature": signature } : {}),
      },
      payload,
    });
  const subscriptionEvent = (
    subscriptionId: string,
    status: string,
    created: number,
    id = `evt_${randomUUID()}`,
  ) => ({
    id,
    object: "event",
    type: "customer.subscription.updated",
    created,
    data: { object: { id: subscriptionId, object: "subscription", status, trial_end: created + 3600 } },
  });

  async function startedTrial() {
    const response = await post(
      "/api/stripe/create-trial-subscription",
      trialBody(await paymentMethod("4242424242424242")),
      { "idempotency-key": randomUUID() },
    );
    return response.json() as { subscriptionId: string; sessionId: string };
  }

  it("records a signed subscription status change on the stored trial, once", async () => {
    const trial = await startedTrial();
    const now = Math.floor(Date.now() / 1000);
    const event = subscriptionEvent(trial.subscriptionId, "active", now);
    const { payload, signature } = signed(event);
    const response = await send(payload, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, updated: 1 });
    const [row] = await database.db
      .select()
      .from(trials)
      .where(eq(trials.subscriptionId, trial.subscriptionId));
    expect(row?.status).toBe("active");
    expect(row?.trialEnd?.getTime()).toBe((now + 3600) * 1000);
    const again = await send(payload, signature);
    expect(again.json()).toEqual({ received: true, duplicate: true, updated: 0 });
  });

  it("never lets an older event overwrite a newer status", async () => {
    const trial = await startedTrial();
    const now = Math.floor(Date.now() / 1000);
    const newer = signed(subscriptionEvent(trial.subscriptionId, "canceled", now));
    const older = signed(subscriptionEvent(trial.subscriptionId, "past_due", now - 60));
    expect((await send(newer.payload, newer.signature)).json().updated).toBe(1);
    expect((await send(older.payload, older.signature)).json().updated).toBe(0);
    const [row] = await database.db
      .select()
      .from(trials)
      .where(eq(trials.subscriptionId, trial.subscriptionId));
    expect(row?.status).toBe("canceled");
  });

  it("refuses unsigned, wrongly signed and tampered events", async () => {
    const trial = await startedTrial();
    const event = subscriptionEvent(trial.subscriptionId, "canceled", Math.floor(Date.now() / 1000));
    const { payload, signature } = signed(event);
    const unsigned = await send(payload);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe("A signed Stripe event is required.");
    const wrongSecret = signed(event, "whsec_someone_else");
    expect((await send(wrongSecret.payload, wrongSecret.signature)).statusCode).toBe(400);
    const tampered = await send(payload.replace("canceled", "active"), signature);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe("The Stripe-Signature header is not valid.");
    const [row] = await database.db
      .select()
      .from(trials)
      .where(eq(trials.subscriptionId, trial.subscriptionId));
    expect(row?.status).toBe("trialing");
  });

  it("marks a checkout session complete from checkout.session.completed", async () => {
    await database.db.insert(checkoutSessions).values({
      id: "cs_live_like_1",
      provider: "stripe",
      priceId: "price_hostline_pro_monthly",
      industry: "plumber",
      planTier: "pro",
      status: "open",
      url: "https://checkout.stripe.com/c/pay/cs_live_like_1",
    });
    const { payload, signature } = signed({
      id: `evt_${randomUUID()}`,
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "cs_live_like_1",
          object: "checkout.session",
          status: "complete",
          customer: "cus_1",
          subscription: "sub_1",
        },
      },
    });
    expect((await send(payload, signature)).json().updated).toBe(1);
    const [row] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, "cs_live_like_1"));
    expect(row).toMatchObject({ status: "complete", customerId: "cus_1", subscriptionId: "sub_1" });
  });
});

describe("without STRIPE_WEBHOOK_SECRET", () => {
  it("refuses webhooks with a 400 saying why", async () => {
    const bare = await buildApp({
      env: loadEnv({ NODE_ENV: "test" }),
      database,
      serveSite: false,
      logger: false,
    });
    const response = await bare.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      payload: "{}",
    });
    await bare.close();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Webhooks are not accepted: STRIPE_WEBHOOK_SECRET is not set.");
  });
});
