// @vitest-environment jsdom
import { paymentMessages } from "@core/payments";
import { leadMessages } from "@core/schemas/lead";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LeadStep } from "./lead-step";
import { PaymentStep } from "./payment-step";
import { idempotencyKeys } from "./trial-api";
import type { StoredLead } from "./trial-types";
import { trialContextFor } from "./trial-types";

/**
 * What the browser tests cannot reach: the server refusing fields on step 1, and Stripe mode
 * (Stripe.js is replaced here, as it never settles in a DOM emulator).
 */

const stripeMock = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock("@stripe/stripe-js", () => stripeMock);

type Answer = { status: number; body?: unknown } | "network";
let answers: Record<string, Answer[]>;
let requests: { url: string; method: string; headers: Record<string, string>; body: unknown }[];

beforeEach(() => {
  answers = {};
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({
        url,
        method: init.method ?? "GET",
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers[url]?.shift();
      if (!answer) throw new Error(`No answer set for ${url}`);
      if (answer === "network") throw new TypeError("Failed to fetch");
      // Errors come as the server sends them: problem details, the route's fields as extensions.
      const problem = answer.status >= 400;
      const body = problem
        ? {
            ...(answer.body as object),
            type: "about:blank",
            title: "Error",
            status: answer.status,
            detail: String((answer.body as { message?: unknown } | undefined)?.message ?? "Error"),
          }
        : answer.body;
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status: answer.status,
        headers: { "Content-Type": problem ? "application/problem+json" : "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stripeMock.loadStripe.mockReset();
});

const context = trialContextFor({ plan: "pro", industry: "plumber" });

describe("step 1", () => {
  function renderLeadStep(onStored = vi.fn()) {
    render(
      <LeadStep context={context} planTier="pro" idempotencyKeyFor={idempotencyKeys()} onStored={onStored} />,
    );
    return onStored;
  }

  function fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
  }

  const good = {
    "Company name": "Ruiz Plumbing",
    "Full name": "Ana Ruiz",
    "Business email": "Ana@RuizPlumbing.com",
    "Mobile phone": "(312) 555-0147",
  };

  it("sends the checked, normalized lead with its trial context, and moves on only with a lead id", async () => {
    answers["/api/leads"] = [
      { status: 201, body: { success: true, leadId: "5b0e3a52-6f0c-4c55-9a4e-8a1f4f7b2c11" } },
    ];
    const onStored = renderLeadStep();
    fill(good);
    expect(screen.getByLabelText("Mobile phone")).toHaveProperty("value", "312-555-0147");
    const submit = screen.getByRole("button", { name: "Continue to Step 2" });
    await waitFor(() => expect(submit.getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(submit);
    await waitFor(() => expect(onStored).toHaveBeenCalledOnce());
    expect(requests[0]?.body).toEqual({
      businessName: "Ruiz Plumbing",
      fullName: "Ana Ruiz",
      email: "ana@ruizplumbing.com",
      mobilePhone: "312-555-0147",
      industry: "plumber",
      planTier: "pro",
    });
    const stored = onStored.mock.calls[0]?.[0] as StoredLead;
    expect(stored.id).toBe("5b0e3a52-6f0c-4c55-9a4e-8a1f4f7b2c11");
    // Kept as typed, to refill the form on "Go Back to Step 1".
    expect(stored.input.email).toBe("Ana@RuizPlumbing.com");
  });

  it("shows the server's message beside each field it refused, and SPEC 5's line above the button", async () => {
    answers["/api/leads"] = [
      {
        status: 400,
        body: {
          error: "Bad Request",
          message: leadMessages.fixErrors,
          fields: { email: leadMessages.emailGeneric, planTier: "Please choose the Basic or Pro plan" },
        },
      },
    ];
    const onStored = renderLeadStep();
    fill(good);
    fireEvent.submit(screen.getByRole("button", { name: "Continue to Step 2" }));
    const email = screen.getByLabelText("Business email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(leadMessages.emailGeneric)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(leadMessages.fixErrors);
    expect(onStored).not.toHaveBeenCalled();
    // Its error clears when the field gets focus.
    fireEvent.focus(email);
    await waitFor(() => expect(screen.queryByText(leadMessages.emailGeneric)).toBeNull());
  });

  it("treats a 2xx without a lead id, a 429 and a network failure as not stored, keeping one key per request", async () => {
    answers["/api/leads"] = [
      { status: 200, body: { success: true } },
      { status: 429, body: { error: "Too Many Requests", message: "Too many requests." } },
      "network",
    ];
    const onStored = renderLeadStep();
    fill(good);
    const submit = screen.getByRole("button", { name: "Continue to Step 2" });
    for (let attempt = 1; attempt <= 3; attempt++) {
      fireEvent.submit(submit);
      await waitFor(() => expect(requests).toHaveLength(attempt));
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(leadMessages.submitFailed));
    }
    expect(onStored).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Company name")).toHaveProperty("value", "Ruiz Plumbing");
    const keys = requests.map((request) => request.headers["Idempotency-Key"]);
    expect(new Set(keys).size).toBe(1);

    // Changed details are a new request with a new key.
    answers["/api/leads"] = ["network"];
    fill({ "Company name": "Ruiz Plumbing & Heating" });
    fireEvent.submit(submit);
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]?.headers["Idempotency-Key"]).not.toBe(keys[0]);
  });
});

describe("step 2 in Stripe mode", () => {
  const lead: StoredLead = {
    id: "5b0e3a52-6f0c-4c55-9a4e-8a1f4f7b2c11",
    values: {
      businessName: "Ruiz Plumbing",
      fullName: "Ana Ruiz",
      email: "ana@ruizplumbing.com",
      mobilePhone: "312-555-0147",
    },
    input: {
      businessName: "Ruiz Plumbing",
      fullName: "Ana Ruiz",
      email: "ana@ruizplumbing.com",
      mobilePhone: "312-555-0147",
    },
  };

  function fakeStripe({ withElement = true } = {}) {
    const handlers: Record<string, (event?: unknown) => void> = {};
    const card = {
      on: vi.fn((event: string, handler: (event?: unknown) => void) => {
        handlers[event] = handler;
        return card;
      }),
      mount: vi.fn(() => handlers.ready?.()),
      destroy: vi.fn(),
      update: vi.fn(),
    };
    const stripe = {
      elements: vi.fn(() => ({
        create: vi.fn(() => card),
        getElement: vi.fn(() => (withElement ? card : null)),
      })),
      createPaymentMethod: vi.fn(),
    };
    stripeMock.loadStripe.mockResolvedValue(stripe);
    return { stripe, card, handlers };
  }

  function renderPaymentStep(onStarted = vi.fn()) {
    answers["/api/stripe/config"] = [
      { status: 200, body: { provider: "stripe", publishableKey: "pk_test_hostline" } },
    ];
    render(
      <PaymentStep
        context={context}
        planTier="pro"
        onPlanTierChange={vi.fn()}
        lead={lead}
        idempotencyKeyFor={idempotencyKeys()}
        onBack={vi.fn()}
        onBusyChange={vi.fn()}
        onStarted={onStarted}
      />,
    );
    return onStarted;
  }

  async function acceptAllAndWaitUntilReady() {
    await waitFor(() => expect(stripeMock.loadStripe).toHaveBeenCalledWith("pk_test_hostline"));
    const submit = screen.getByRole("button", { name: "Start My Free Trial" });
    for (const box of screen.getAllByRole("checkbox")) {
      expect(submit).toHaveProperty("disabled", true);
      fireEvent.click(box);
    }
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));
    return submit;
  }

  it("creates the payment method with Stripe.js and the billing details, then the trial", async () => {
    const { stripe, card } = fakeStripe();
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: "pm_1Hostline" } });
    answers["/api/stripe/create-trial-subscription"] = [
      {
        status: 200,
        body: {
          success: true,
          message: "Your trial has started.",
          subscriptionId: "sub_1",
          trialEnd: "2026-12-05T10:00:00.000Z",
          sessionId: "cs_1",
        },
      },
    ];
    const onStarted = renderPaymentStep();
    const submit = await acceptAllAndWaitUntilReady();
    expect(card.mount).toHaveBeenCalledOnce();
    fireEvent.click(submit);
    await waitFor(() =>
      expect(onStarted).toHaveBeenCalledWith({ sessionId: "cs_1", trialEnd: "2026-12-05T10:00:00.000Z" }),
    );
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: "card",
      card,
      billing_details: { name: "Ana Ruiz", email: "ana@ruizplumbing.com", phone: "312-555-0147" },
    });
    const subscription = requests.find((request) => request.url === "/api/stripe/create-trial-subscription");
    expect(subscription?.body).toEqual({
      industry: "plumber",
      planTier: "pro",
      paymentMethodId: "pm_1Hostline",
      companyName: "Ruiz Plumbing",
      fullName: "Ana Ruiz",
      email: "ana@ruizplumbing.com",
      phone: "312-555-0147",
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      acceptMarketingCommunications: true,
      leadId: lead.id,
    });
    expect(subscription?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows SPEC 8's text for each refusal in the banner above the form", async () => {
    const { stripe } = fakeStripe();
    let created = 0;
    stripe.createPaymentMethod
      .mockResolvedValueOnce({
        error: { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
      })
      .mockResolvedValueOnce({
        error: { code: "invalid_expiry_year_past", message: "Your card's expiration year is in the past." },
      })
      .mockResolvedValueOnce({
        error: { type: "validation_error", message: "Your card number is incomplete." },
      })
      .mockResolvedValueOnce({ error: { type: "api_error" } })
      .mockImplementation(async () => ({ paymentMethod: { id: `pm_${++created}` } }));
    answers["/api/stripe/create-trial-subscription"] = [
      { status: 402, body: { success: false, code: "card_declined", message: "Your card was declined." } },
      {
        status: 402,
        body: {
          success: false,
          code: "incorrect_zip",
          message: "The zip code you supplied failed validation.",
        },
      },
      { status: 400, body: { success: false } },
      {
        status: 502,
        body: {
          success: false,
          message: "Our payment provider did not answer. Please try again in a minute.",
        },
      },
      "network",
    ];
    const onStarted = renderPaymentStep();
    const submit = await acceptAllAndWaitUntilReady();
    const expected = [
      paymentMessages.invalidCvc,
      paymentMessages.invalidExpiry,
      "Your card number is incomplete.",
      paymentMessages.noMessage,
      paymentMessages.cardDeclined,
      paymentMessages.incorrectZip,
      paymentMessages.subscriptionFailed,
      "Our payment provider did not answer. Please try again in a minute.",
      paymentMessages.noMessage,
    ];
    for (const text of expected) {
      fireEvent.click(submit);
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text));
      await waitFor(() => expect(submit).toHaveProperty("disabled", false));
    }
    expect(onStarted).not.toHaveBeenCalled();
    // After a refusal or a server error the next attempt makes a new payment method, so a new key.
    const sent = requests.filter((request) => request.url === "/api/stripe/create-trial-subscription");
    expect(sent).toHaveLength(5);
    expect(new Set(sent.map((request) => request.headers["Idempotency-Key"])).size).toBe(5);
  });

  it("retries a lost answer with the same payment method and key", async () => {
    const { stripe } = fakeStripe();
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: "pm_3" } });
    answers["/api/stripe/create-trial-subscription"] = [
      "network",
      {
        status: 200,
        body: { success: true, message: "ok", subscriptionId: "sub_3", trialEnd: "x", sessionId: "cs_3" },
      },
    ];
    const onStarted = renderPaymentStep();
    const submit = await acceptAllAndWaitUntilReady();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(paymentMessages.noMessage));
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));
    fireEvent.click(submit);
    await waitFor(() => expect(onStarted).toHaveBeenCalledOnce());
    expect(stripe.createPaymentMethod).toHaveBeenCalledOnce();
    const [first, second] = requests.filter(
      (request) => request.url === "/api/stripe/create-trial-subscription",
    );
    expect(second?.headers["Idempotency-Key"]).toBe(first?.headers["Idempotency-Key"]);
  });

  it('says "Card element not found" when the card element is missing', async () => {
    const { stripe } = fakeStripe({ withElement: false });
    renderPaymentStep();
    const submit = await acceptAllAndWaitUntilReady();
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(paymentMessages.cardElementMissing),
    );
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it("keeps the trial button off and offers a reload when Stripe.js cannot load", async () => {
    stripeMock.loadStripe.mockResolvedValue(null);
    renderPaymentStep();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Load the card field again" })).toBeTruthy(),
    );
    for (const box of screen.getAllByRole("checkbox")) fireEvent.click(box);
    expect(screen.getByRole("button", { name: "Start My Free Trial" })).toHaveProperty("disabled", true);

    fakeStripe();
    answers["/api/stripe/config"] = [
      { status: 200, body: { provider: "stripe", publishableKey: "pk_test_hostline" } },
    ];
    fireEvent.click(screen.getByRole("button", { name: "Load the card field again" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Start My Free Trial" })).toHaveProperty("disabled", false),
    );
  });
});
