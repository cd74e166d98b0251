import { describe, expect, it } from "vitest";
import {
  cardErrorText,
  findTestCard,
  formatCardNumber,
  paymentMessages,
  suggestedTestCards,
  testCards,
} from "./payments";
import { checkTestCardInput, trialConsentSchema, trialSubscriptionSchema } from "./schemas/trial";

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

describe("SPEC 8's card error texts", () => {
  it.each([
    ["card_declined", "Your card was declined. Please check your card details and try again."],
    ["incorrect_zip", "The ZIP code doesn't match your card. Please check and try again."],
    ["expired_card", "Please check your card's expiration date and try again."],
    ["invalid_expiry_month", "Please check your card's expiration date and try again."],
    ["invalid_expiry_year_past", "Please check your card's expiration date and try again."],
    ["incorrect_cvc", "Please check your card's security code and try again."],
    ["invalid_cvc", "Please check your card's security code and try again."],
  ])("%s → %s", (code, text) => {
    expect(cardErrorText({ code, message: "Stripe's own words" })).toBe(text);
  });

  it("shows any other provider message as is, and a fallback when there is none", () => {
    expect(
      cardErrorText({ code: "processing_error", message: "An error occurred while processing your card." }),
    ).toBe("An error occurred while processing your card.");
    expect(cardErrorText({ code: "processing_error", message: "  " })).toBe(
      "Please try again or contact support.",
    );
    expect(cardErrorText({})).toBe(paymentMessages.noMessage);
    expect(paymentMessages.subscriptionFailed).toBe("Subscription creation failed");
    expect(paymentMessages.cardElementMissing).toBe("Card element not found");
  });
});

describe("Stripe's test cards", () => {
  it("are all valid card numbers except the one meant to be incorrect, and unique", () => {
    for (const card of testCards) {
      expect(luhnValid(card.number), card.number).toBe(card.number !== "4242424242424241");
    }
    expect(new Set(testCards.map((card) => card.number)).size).toBe(testCards.length);
  });

  it("give the documented outcome for each number the issue names", () => {
    const outcome = (number: string) => findTestCard(number)?.outcome;
    expect(outcome("4242 4242 4242 4242")).toEqual({ kind: "success" });
    expect(outcome("4000000000000002")).toMatchObject({
      code: "card_declined",
      declineCode: "generic_decline",
    });
    expect(outcome("4000-0000-0000-0036")).toMatchObject({ code: "incorrect_zip" });
    expect(outcome("4000000000000069")).toMatchObject({ code: "expired_card" });
    expect(outcome("4000000000000127")).toMatchObject({ code: "incorrect_cvc" });
    expect(outcome("4111111111111111")).toBeUndefined();
  });

  it("suggest one success and one card for each error SPEC 8 names", () => {
    expect(
      suggestedTestCards.map((card) => cardErrorText(card.outcome.kind === "decline" ? card.outcome : {})),
    ).toEqual([
      paymentMessages.noMessage,
      paymentMessages.cardDeclined,
      paymentMessages.incorrectZip,
      paymentMessages.invalidExpiry,
      paymentMessages.invalidCvc,
    ]);
  });

  it("are shown in groups as printed on the card", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("36227206271667")).toBe("3622 720627 1667");
    expect(formatCardNumber("42424")).toBe("4242 4");
  });
});

describe("the test-mode card field", () => {
  const now = new Date("2026-03-15T12:00:00Z");
  const card = {
    cardNumber: "4242 4242 4242 4242",
    expMonth: "04",
    expYear: "29",
    cvc: "123",
    postalCode: "78701",
  };

  it("accepts a test card with a future expiry, normalizing the year", () => {
    const result = checkTestCardInput(card, now);
    expect(result).toMatchObject({ ok: true, expMonth: 4, expYear: 2029, postalCode: "78701" });
    expect(checkTestCardInput({ ...card, expMonth: 3, expYear: 2026 }, now).ok).toBe(true);
  });

  it.each([
    [{ cardNumber: "4242 4242" }, "incomplete_number"],
    [{ cardNumber: "4111 1111 1111 1111" }, "test_mode_card"],
    [{ cardNumber: "4242 4242 4242 4241" }, "incorrect_number"],
    [{ expMonth: "13" }, "invalid_expiry_month"],
    [{ expMonth: "0" }, "invalid_expiry_month"],
    [{ expYear: "2" }, "invalid_expiry_year"],
    [{ expYear: "2099" }, "invalid_expiry_year"],
    [{ expMonth: 2, expYear: 2026 }, "invalid_expiry_year_past"],
    [{ expYear: "25" }, "invalid_expiry_year_past"],
    [{ cvc: "12" }, "invalid_cvc"],
    [{ cvc: "12a" }, "invalid_cvc"],
    [{ cardNumber: "378282246310005", cvc: "123" }, "invalid_cvc"],
    [{ postalCode: "7870" }, "incomplete_zip"],
  ])("%j → %s", (change, code) => {
    const result = checkTestCardInput({ ...card, ...change }, now);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });

  it("refuses other numbers with the test-mode message", () => {
    const result = checkTestCardInput({ ...card, cardNumber: "5105 1051 0510 5106" }, now);
    expect(result.ok ? "" : result.error.message).toBe(
      "Test mode accepts only Stripe's test card numbers, such as 4242 4242 4242 4242. No card is charged.",
    );
  });
});

describe("step 2's consents", () => {
  it("requires all three boxes", () => {
    expect(
      trialConsentSchema.safeParse({
        acceptPrivacyAndTerms: true,
        acceptMarketingCommunications: true,
        acceptBilling: true,
      }).success,
    ).toBe(true);
    const result = trialConsentSchema.safeParse({
      acceptPrivacyAndTerms: true,
      acceptMarketingCommunications: false,
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      "acceptMarketingCommunications",
      "acceptBilling",
    ]);
  });

  it("requires the payload's three accept flags to be true", () => {
    const payload = {
      industry: "general",
      planTier: "basic",
      paymentMethodId: "pm_test_abc",
      companyName: "Rapid Rooter",
      fullName: "Dana Ortiz",
      email: "dana@rapidrooter.com",
      phone: "5125550199",
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      acceptMarketingCommunications: true,
    };
    expect(trialSubscriptionSchema.parse(payload).phone).toBe("512-555-0199");
    for (const flag of ["acceptPrivacyPolicy", "acceptTermsOfService", "acceptMarketingCommunications"]) {
      expect(trialSubscriptionSchema.safeParse({ ...payload, [flag]: false }).success).toBe(false);
      expect(trialSubscriptionSchema.safeParse({ ...payload, [flag]: "true" }).success).toBe(false);
    }
  });
});
