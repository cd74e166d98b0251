/**
 * A valid body for each POST route of the API, for the tests that alter one field at a time
 * (server/json-guard.test.ts, server/fuzz.test.ts).
 */
export const plausibleBodies: Record<string, Record<string, unknown>> = {
  "/api/leads": {
    businessName: "Rapid Rooter",
    fullName: "Pat Smith",
    email: "pat@rapidrooter.com",
    mobilePhone: "512-555-0111",
    industry: "plumber",
    planTier: "basic",
  },
  "/api/webinar-topics": { name: "Ana Ruiz", email: "ana@ruizhvac.com", topic: "Holiday rush calls" },
  "/api/chat": { message: "How much is Pro?", context: "pricing", history: [] },
  "/api/chat/follow-ups": { history: [{ role: "user", content: "How much is Pro?" }] },
  "/api/help/chat": { messages: [{ role: "user", content: "How much is Pro?" }] },
  "/api/stripe/test-payment-methods": {
    cardNumber: "4242424242424242",
    expMonth: 12,
    expYear: 2031,
    cvc: "123",
    postalCode: "78701",
  },
  "/api/stripe/create-trial-subscription": {
    industry: "hvac",
    planTier: "pro",
    paymentMethodId: "pm_test_x",
    companyName: "Cool Breeze HVAC",
    fullName: "Sam Lee",
    email: "sam@coolbreezehvac.com",
    phone: "5125550123",
    acceptPrivacyPolicy: true,
    acceptTermsOfService: true,
    acceptMarketingCommunications: true,
  },
  "/api/stripe/create-checkout-session": {
    priceId: "price_hostline_basic_monthly",
    industry: "restaurant",
    planTier: "basic",
    successUrl: "https://hostline.example/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "https://hostline.example/pricing",
  },
};
