import { paymentMessages } from "@core/payments";
import { describe, expect, it } from "vitest";
import { cardPartForCode } from "./card-field";
import { firstChargeDate, subscriptionErrorText } from "./payment-step";
import { sessionIndustryLabel, sessionPlanLabel } from "./session-labels";
import { embeddableVideo } from "./setup-video";
import { formatExpiryInput } from "./test-card-field";
import { idempotencyKeys, newIdempotencyKey } from "./trial-api";
import { trialContextFor } from "./trial-types";

describe("trial context", () => {
  it("is the general business on pages without an industry, and the industry's name on its page", () => {
    expect(trialContextFor({ plan: "pro" })).toEqual({
      industry: "general",
      planTier: "pro",
      industryDisplayName: "Small Businesses",
    });
    expect(trialContextFor({ plan: "basic", industry: "hvac" })).toEqual({
      industry: "hvac",
      planTier: "basic",
      industryDisplayName: "HVAC Services",
    });
  });
});

describe("idempotency keys", () => {
  it("are version 4 UUIDs", () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("repeat for the same request body and differ for a changed one", () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ email: "ana@acme.com", planTier: "pro" });
    expect(keyFor({ email: "ana@acme.com", planTier: "pro" })).toBe(first);
    expect(keyFor({ email: "ana@acme.com", planTier: "basic" })).not.toBe(first);
    // Another modal session starts over.
    expect(idempotencyKeys()({ email: "ana@acme.com", planTier: "pro" })).not.toBe(first);
  });
});

describe("step 2 texts", () => {
  it("dates the first charge the trial's 14 days after today, in US English", () => {
    expect(firstChargeDate(new Date(2026, 10, 21))).toBe("December 5, 2026");
    expect(firstChargeDate(new Date(2026, 11, 25))).toBe("January 8, 2027");
  });

  it("words a failed subscription as SPEC 8 says", () => {
    expect(
      subscriptionErrorText({ success: false, code: "card_declined", message: "Your card was declined." }),
    ).toBe(paymentMessages.cardDeclined);
    expect(subscriptionErrorText({ success: false, code: "incorrect_zip" })).toBe(
      paymentMessages.incorrectZip,
    );
    expect(subscriptionErrorText({ success: false, code: "expired_card" })).toBe(
      paymentMessages.invalidExpiry,
    );
    expect(subscriptionErrorText({ success: false, code: "incorrect_cvc" })).toBe(paymentMessages.invalidCvc);
    // Another provider code: its message as is; none: "Please try again or contact support."
    expect(
      subscriptionErrorText({ success: false, code: "processing_error", message: "An error occurred." }),
    ).toBe("An error occurred.");
    expect(subscriptionErrorText({ success: false, code: "processing_error" })).toBe(
      paymentMessages.noMessage,
    );
    // success false from our server: its message, or "Subscription creation failed".
    expect(subscriptionErrorText({ success: false, message: "Payments are down for a moment." })).toBe(
      "Payments are down for a moment.",
    );
    expect(subscriptionErrorText({ success: false })).toBe(paymentMessages.subscriptionFailed);
    expect(subscriptionErrorText({ success: false, network: true })).toBe(paymentMessages.noMessage);
  });

  it("marks the part of the card an error code is about", () => {
    expect(cardPartForCode("incomplete_number")).toBe("number");
    expect(cardPartForCode("test_mode_card")).toBe("number");
    expect(cardPartForCode("expired_card")).toBe("expiry");
    expect(cardPartForCode("invalid_expiry_year_past")).toBe("expiry");
    expect(cardPartForCode("incorrect_cvc")).toBe("cvc");
    expect(cardPartForCode("incorrect_zip")).toBe("zip");
    expect(cardPartForCode("card_declined")).toBeUndefined();
    expect(cardPartForCode(undefined)).toBeUndefined();
  });

  it("formats the expiry as MM / YY while it is typed", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("12")).toBe("12");
    expect(formatExpiryInput("123")).toBe("12 / 3");
    expect(formatExpiryInput("12 / 345")).toBe("12 / 34");
    // Backspace over the separator leaves the month.
    expect(formatExpiryInput("12 /")).toBe("12");
  });
});

describe("success page labels", () => {
  it("names the session's plan and industry, with SPEC 2.10's fallbacks", () => {
    expect(sessionPlanLabel("pro")).toBe("Pro Plan");
    expect(sessionPlanLabel("basic")).toBe("Basic Plan");
    expect(sessionPlanLabel(undefined)).toBe("Hostline Plan");
    expect(sessionPlanLabel("platinum")).toBe("Hostline Plan");
    expect(sessionIndustryLabel("plumber")).toBe("Plumbers");
    expect(sessionIndustryLabel("general")).toBe("Business");
    expect(sessionIndustryLabel(undefined)).toBe("Business");
  });
});

describe("welcome video", () => {
  it("takes https YouTube and Vimeo embed addresses, set to play when loaded", () => {
    expect(embeddableVideo("https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual({
      src: "https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1",
      provider: "YouTube",
    });
    expect(embeddableVideo("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30&autoplay=1",
    );
    expect(embeddableVideo("https://player.vimeo.com/video/76979871")).toEqual({
      src: "https://player.vimeo.com/video/76979871?autoplay=1",
      provider: "Vimeo",
    });
  });

  it("refuses anything else", () => {
    for (const url of [
      undefined,
      "",
      "not a url",
      "http://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://vimeo.com/76979871",
      "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
      "https://user:pass@www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com:8443/embed/dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://player.vimeo.com/video/76979871/../../evil",
    ]) {
      expect(embeddableVideo(url), String(url)).toBeNull();
    }
  });
});
