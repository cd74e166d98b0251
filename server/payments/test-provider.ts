import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { findTestCard, type PaymentsConfig } from "../../core/payments";
import { checkTestCardInput, type TestCardInput } from "../../core/schemas/trial";
import type { Db } from "../db/client";
import { testPaymentMethods } from "../db/schema";
import type {
  CheckoutOrder,
  CheckoutSessionInfo,
  PaymentsProvider,
  TrialOutcome,
  TrialSubscriptionOrder,
} from "./provider";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Local test mode, the default: no outside service and no real card. It accepts only Stripe's
 * published test card numbers and gives each one Stripe's documented outcome and message
 * (core/payments.ts), so the whole trial flow, declines included, works on a fresh machine.
 * Cards live in the database, so any server copy can finish a trial another copy started.
 */
export class TestPaymentsProvider implements PaymentsProvider {
  readonly kind = "test" as const;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  config(): PaymentsConfig {
    return { provider: "test" };
  }

  /** Mirrors stripe.createPaymentMethod for the test-mode card field. */
  async createPaymentMethod(
    input: TestCardInput,
  ): Promise<{ ok: true; id: string } | { ok: false; error: { code: string; message: string } }> {
    const checked = checkTestCardInput(input, this.now());
    if (!checked.ok) return checked;
    const id = `pm_test_${randomBytes(12).toString("hex")}`;
    const billing = input.billingDetails ?? {};
    await this.db.insert(testPaymentMethods).values({
      id,
      cardNumber: checked.card.number,
      brand: checked.card.brand,
      last4: checked.card.number.slice(-4),
      expMonth: checked.expMonth,
      expYear: checked.expYear,
      postalCode: checked.postalCode,
      billingName: billing.name?.trim() || null,
      billingEmail: billing.email?.trim().toLowerCase() || null,
      billingPhone: billing.phone?.trim() || null,
    });
    return { ok: true, id };
  }

  async createTrialSubscription(
    input: TrialSubscriptionOrder,
    idempotencyKey: string,
  ): Promise<TrialOutcome> {
    const [method] = await this.db
      .select()
      .from(testPaymentMethods)
      .where(eq(testPaymentMethods.id, input.paymentMethodId));
    if (!method) {
      return { ok: false, code: "resource_missing", message: "Please enter your card details again." };
    }
    const card = findTestCard(method.cardNumber);
    if (!card)
      return { ok: false, code: "resource_missing", message: "Please enter your card details again." };
    if (card.outcome.kind === "decline") {
      const { code, declineCode, message } = card.outcome;
      return { ok: false, code, message, ...(declineCode ? { declineCode } : {}) };
    }
    // The same idempotency key always names the same customer and subscription, as with Stripe.
    const id = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24);
    return {
      ok: true,
      customerId: `cus_test_${id}`,
      subscriptionId: `sub_test_${id}`,
      status: "trialing",
      trialEnd: new Date(this.now().getTime() + input.trialDays * DAY_MS),
    };
  }

  /** Test mode has no hosted page: the session is complete at once and leads to the success URL. */
  async createCheckoutSession(input: CheckoutOrder, idempotencyKey: string): Promise<CheckoutSessionInfo> {
    const id = `cs_test_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32)}`;
    return {
      id,
      status: "complete",
      url: input.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", id),
      customerId: null,
      subscriptionId: null,
    };
  }

  async retrieveCheckoutSession(): Promise<CheckoutSessionInfo | null> {
    // Test sessions are complete when created; the stored row is the whole truth.
    return null;
  }
}
