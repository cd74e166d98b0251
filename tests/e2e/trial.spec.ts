import type { Locator, Page, Request } from "@playwright/test";
import { paymentMessages } from "../../core/payments";
import { plans } from "../../core/plans";
import { leadMessages } from "../../core/schemas/lead";
import { site } from "../../core/site";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

/**
 * The trial modal against the real API in local test mode (Stripe's test cards, nothing charged).
 * Only the lead API's failures are intercepted.
 */

const welcomePath = "/congratulations-welcome-aboard";

interface Lead {
  businessName: string;
  fullName: string;
  email: string;
  phone: string;
}

const lead = (business: string): Lead => ({
  businessName: business,
  fullName: "Ana Ruiz",
  email: `ana@${business.toLowerCase().replace(/[^a-z]/g, "")}.com`,
  phone: "3125550147",
});

/** Drops the browser's own "Failed to load resource" line for an error a test caused on purpose. */
function forgetExpectedNetworkErrors(consoleErrors: string[], pattern: RegExp) {
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (pattern.test(consoleErrors[index] ?? "")) consoleErrors.splice(index, 1);
  }
}

const trialDialog = (page: Page) =>
  page.getByRole("dialog", { name: `Start your ${site.trialDays} Day Free Trial` });

async function openFromHero(page: Page): Promise<Locator> {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "14 DAY FREE TRIAL" }).first().click();
  const dialog = trialDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillLead(dialog: Locator, details: Lead) {
  await dialog.getByLabel("Company name").fill(details.businessName);
  await dialog.getByLabel("Full name").fill(details.fullName);
  await dialog.getByLabel("Business email").fill(details.email);
  await dialog.getByLabel("Mobile phone").fill(details.phone);
}

/** Step 1 → step 2 through the real POST /api/leads; answers the stored lead's id. */
async function continueToStep2(page: Page, dialog: Locator): Promise<string> {
  const stored = page.waitForResponse(
    (response) => response.url().endsWith("/api/leads") && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Continue to Step 2" }).click();
  const response = await stored;
  // 201 when stored now; 200 when the same request was stored before (same Idempotency-Key).
  expect([200, 201]).toContain(response.status());
  const body = (await response.json()) as { leadId: string };
  await expect(dialog.getByRole("heading", { name: /Step 2 of 2/ })).toBeFocused();
  await expect(dialog.getByText(paymentMessages.testModeLabel)).toBeVisible();
  return body.leadId;
}

async function fillCard(dialog: Locator, number: string) {
  await dialog.getByLabel("Card number").fill(number);
  await dialog.getByLabel("Expiry date").fill("1239");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByLabel("ZIP code").fill("60601");
}

const consents = (dialog: Locator) => dialog.getByRole("checkbox");

async function acceptAll(dialog: Locator) {
  for (const box of await consents(dialog).all()) await box.check();
}

const startButton = (dialog: Locator) => dialog.getByRole("button", { name: "Start My Free Trial" });

function jsonBody(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

/** Presses Tab until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("trial modal", () => {
  test("the whole trial from the home page: pro plan, lead stored, card accepted, countdown to welcome", async ({
    page,
  }) => {
    await page.clock.install();
    const dialog = await openFromHero(page);
    await expect(dialog.getByText("Pro plan for Small Businesses.")).toBeVisible();
    await expect(dialog.getByLabel("Company name")).toBeFocused();

    const details = lead("Lakeview Dental");
    await fillLead(dialog, details);
    await expect(dialog.getByLabel("Mobile phone")).toHaveValue("312-555-0147");
    const leadRequest = page.waitForRequest("**/api/leads");
    const leadId = await continueToStep2(page, dialog);
    const sentLead = await leadRequest;
    expect(jsonBody(sentLead)).toEqual({
      businessName: details.businessName,
      fullName: details.fullName,
      email: details.email,
      mobilePhone: "312-555-0147",
      industry: "general",
      planTier: "pro",
    });
    expect(sentLead.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

    // Step 2: the plan with its price and the terms in plain words.
    await expect(dialog.getByRole("radio", { name: /Pro/ })).toBeChecked();
    await expect(dialog.getByText(/Nothing is charged today/).first()).toBeVisible();
    await expect(dialog.getByText(/Your card is then charged \$599/)).toBeVisible();

    await fillCard(dialog, "4242 4242 4242 4242");
    await expect(dialog.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    // Submit stays disabled until all three boxes are ticked.
    const boxes = await consents(dialog).all();
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      await expect(startButton(dialog)).toBeDisabled();
      await box.check();
    }
    await expect(startButton(dialog)).toBeEnabled();

    // From here on the countdown moves only when the test moves the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const subscriptionRequest = page.waitForRequest("**/api/stripe/create-trial-subscription");
    const subscriptionResponse = page.waitForResponse("**/api/stripe/create-trial-subscription");
    await startButton(dialog).click();
    const sent = await subscriptionRequest;
    expect(jsonBody(sent)).toMatchObject({
      industry: "general",
      planTier: "pro",
      companyName: details.businessName,
      fullName: details.fullName,
      email: details.email,
      phone: "312-555-0147",
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      acceptMarketingCommunications: true,
      leadId,
    });
    expect(jsonBody(sent).paymentMethodId).toMatch(/^pm_/);
    expect(sent.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const started = (await (await subscriptionResponse).json()) as { success: boolean; sessionId: string };
    expect(started.success).toBe(true);

    // The trial is stored with its plan and industry.
    const session = await page.request.get(`/api/stripe/session/${started.sessionId}`);
    expect(await session.json()).toMatchObject({
      success: true,
      session: { metadata: { planTier: "pro", industry: "general" } },
    });

    const success = page.getByRole("dialog", { name: "Your free trial has started!" });
    await expect(success).toBeVisible();
    await expect(success.getByTestId("redirect-countdown")).toHaveText("5");
    await page.clock.runFor(3600);
    await expect(success.getByTestId("redirect-countdown")).toHaveText("2");
    await expect(page).toHaveURL("/");
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(`${welcomePath}?plan=pro`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${site.product}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("from an industry page: the Basic pricing button opens Basic for that industry; the plan switches to Pro", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/plumbers");
    await waitForHydration(page);
    // The industry hero scrolls to the pricing instead of opening the modal.
    await page.getByRole("main").getByRole("link", { name: "14 DAY FREE TRIAL" }).first().click();
    await expect(page).toHaveURL("/plumbers#pricing");
    await expect(trialDialog(page)).toHaveCount(0);

    await page.getByRole("button", { name: "14 DAY FREE TRIAL on the Basic plan" }).click();
    const dialog = trialDialog(page);
    await expect(dialog.getByText("Basic plan for Plumbers.")).toBeVisible();
    const details = lead("Ruiz Plumbing");
    await fillLead(dialog, details);
    const leadRequest = page.waitForRequest("**/api/leads");
    const leadId = await continueToStep2(page, dialog);
    expect(jsonBody(await leadRequest)).toMatchObject({ industry: "plumber", planTier: "basic" });

    await expect(dialog.getByRole("radio", { name: /Basic/ })).toBeChecked();
    await expect(dialog.getByText(/Your card is then charged \$299/)).toBeVisible();
    await dialog.getByRole("radio", { name: /Pro/ }).check();
    await expect(dialog.getByText(/Your card is then charged \$599/)).toBeVisible();
    await expect(dialog.getByText("Pro plan for Plumbers.")).toBeVisible();

    // Test cards can be picked from the list.
    await dialog.getByRole("button", { name: /4242 4242 4242 4242/ }).click();
    await expect(dialog.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await dialog.getByLabel("Expiry date").fill("0931");
    await dialog.getByLabel("CVC").fill("321");
    await dialog.getByLabel("ZIP code").fill("78701");
    await acceptAll(dialog);
    // Time stands still until the confetti has been checked.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const subscriptionRequest = page.waitForRequest("**/api/stripe/create-trial-subscription");
    await startButton(dialog).click();
    expect(jsonBody(await subscriptionRequest)).toMatchObject({
      industry: "plumber",
      planTier: "pro",
      leadId,
    });

    const success = page.getByRole("dialog", { name: "Your free trial has started!" });
    await expect(success).toContainText("Pro plan for Plumbers");
    // Confetti in three bursts, within the first second (the countdown still has 4 to go).
    await page.clock.runFor(1000);
    await expect(success.locator("[data-confetti]")).toHaveAttribute("data-confetti", "3");
    await expect(page.locator("body > canvas")).toHaveCount(1);
    await expect(page.locator("body > canvas")).toHaveAttribute("aria-hidden", "true");
    // Axe needs real timers; from here the countdown runs and takes the visitor on by itself.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(`${welcomePath}?plan=pro`, { timeout: 10_000 });
  });

  test("each decline card shows its own message; Go Back to Step 1 keeps the details and clears the error", async ({
    page,
    consoleErrors,
  }) => {
    const dialog = await openFromHero(page);
    const details = lead("Northside HVAC");
    await fillLead(dialog, details);
    await continueToStep2(page, dialog);
    await acceptAll(dialog);
    const banner = dialog.getByRole("alert");

    const cases = [
      ["4000000000000002", paymentMessages.cardDeclined],
      ["4000000000000036", paymentMessages.incorrectZip],
      ["4000000000000069", paymentMessages.invalidExpiry],
      ["4000000000000127", paymentMessages.invalidCvc],
      // Any other number: the provider's message, as is.
      ["4111111111111111", paymentMessages.testModeCardOnly],
    ] as const;
    for (const [number, text] of cases) {
      await fillCard(dialog, number);
      await startButton(dialog).click();
      await expect(banner).toHaveText(text);
      await expect(banner).toBeFocused();
      await expect(dialog.getByRole("heading", { name: /Step 2 of 2/ })).toBeVisible();
      await expect(startButton(dialog)).toBeEnabled();
    }
    // The card part the error is about is marked.
    await expect(dialog.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    // An expiry in the past is caught before anything is sent.
    await fillCard(dialog, "4242424242424242");
    await dialog.getByLabel("Expiry date").fill("0120");
    await startButton(dialog).click();
    await expect(banner).toHaveText(paymentMessages.invalidExpiry);
    await expect(dialog.getByLabel("Expiry date")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByRole("button", { name: "Go Back to Step 1" }).click();
    await expect(dialog.getByRole("heading", { name: /Step 1 of 2/ })).toBeFocused();
    await expect(banner).toHaveCount(0);
    await expect(dialog.getByLabel("Company name")).toHaveValue(details.businessName);
    await expect(dialog.getByLabel("Business email")).toHaveValue(details.email);
    await expect(dialog.getByLabel("Mobile phone")).toHaveValue("312-555-0147");
    await continueToStep2(page, dialog);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    forgetExpectedNetworkErrors(consoleErrors, /status of (400|402)/);
  });

  for (const failure of ["a 500 answer", "a network failure"] as const) {
    test(`the lead API failing (${failure}) keeps the visitor on step 1 with the message and what they typed`, async ({
      page,
      consoleErrors,
    }) => {
      const keys: string[] = [];
      let fail = true;
      let storedBeforeFailure: string | undefined;
      await page.route("**/api/leads", async (route) => {
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        if (!fail) return route.continue();
        if (failure === "a 500 answer") {
          return route.fulfill({
            status: 500,
            json: { error: "Internal Server Error", message: "Something went wrong." },
          });
        }
        // The server stores the lead, then the answer is lost on the way back.
        const response = await route.fetch();
        storedBeforeFailure = ((await response.json()) as { leadId: string }).leadId;
        return route.abort("internetdisconnected");
      });
      const dialog = await openFromHero(page);
      const details = lead("Cedar Pest Control");
      await fillLead(dialog, details);
      await dialog.getByRole("button", { name: "Continue to Step 2" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(leadMessages.submitFailed);
      await expect(dialog.getByRole("heading", { name: /Step 1 of 2/ })).toBeVisible();
      await expect(dialog.getByLabel("Company name")).toHaveValue(details.businessName);
      await expect(dialog.getByLabel("Full name")).toHaveValue(details.fullName);
      await expect(dialog.getByLabel("Business email")).toHaveValue(details.email);
      await expect(dialog.getByLabel("Mobile phone")).toHaveValue("312-555-0147");
      await expectNoAxeViolations(page);

      // Trying again sends the same Idempotency-Key, so a lead stored before the failure is not stored twice.
      fail = false;
      const leadId = await continueToStep2(page, dialog);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      if (storedBeforeFailure) expect(leadId).toBe(storedBeforeFailure);
      forgetExpectedNetworkErrors(
        consoleErrors,
        /status of 500|ERR_INTERNET_DISCONNECTED|Failed to load resource/,
      );
    });
  }

  test("step 1 checks each field on blur with SPEC 5's messages; focus clears a field's error", async ({
    page,
  }) => {
    const dialog = await openFromHero(page);
    const company = dialog.getByLabel("Company name");
    const fullName = dialog.getByLabel("Full name");
    const email = dialog.getByLabel("Business email");
    const phone = dialog.getByLabel("Mobile phone");
    const submit = dialog.getByRole("button", { name: "Continue to Step 2" });
    await expect(submit).toBeDisabled();
    await expect(phone).toHaveAccessibleDescription("0/10 digits entered");

    // Nothing is said before a field is left.
    await company.fill("A");
    await expect(dialog.getByText(leadMessages.companyTooShort)).toHaveCount(0);
    await company.press("Tab");
    await expect(dialog.getByText(leadMessages.companyTooShort)).toBeVisible();
    await expect(company).toHaveAttribute("aria-invalid", "true");
    await expect(company).toHaveAccessibleDescription(leadMessages.companyTooShort);

    // Once touched, every change is checked.
    await company.focus();
    await expect(dialog.getByText(leadMessages.companyTooShort)).toHaveCount(0);
    await company.fill("A".repeat(51));
    await expect(dialog.getByText(leadMessages.companyTooLong)).toBeVisible();
    await company.fill("Acme Plumbing");
    await expect(dialog.getByText(leadMessages.companyTooLong)).toHaveCount(0);

    await fullName.fill("A");
    await fullName.press("Tab");
    await expect(dialog.getByText(leadMessages.fullNameRequired)).toBeVisible();
    await fullName.focus();
    await expect(dialog.getByText(leadMessages.fullNameRequired)).toHaveCount(0);
    await fullName.fill("Ana");
    await expect(dialog.getByText(leadMessages.fullNameTwoWords)).toBeVisible();
    await fullName.fill("Ana Ruiz");

    await email.focus();
    await company.focus();
    await expect(dialog.getByText(leadMessages.emailRequired)).toBeVisible();
    await email.fill("ana@acme");
    await expect(dialog.getByText(leadMessages.emailInvalid)).toBeVisible();
    await email.fill("test@example.com");
    await expect(dialog.getByText(leadMessages.emailGeneric)).toBeVisible();
    await email.fill("ana@acmeplumbing.com");

    await phone.focus();
    await phone.press("Tab");
    await expect(dialog.getByText(leadMessages.phoneRequired)).toBeVisible();
    await phone.focus();
    await page.keyboard.type("(312) 555 01");
    await expect(phone).toHaveValue("312-555-01");
    await expect(dialog.getByText("8/10 digits entered")).toBeVisible();
    await expect(dialog.getByText(leadMessages.phoneTooShort)).toBeVisible();
    await page.keyboard.type("479");
    await expect(phone).toHaveValue("312-555-01479");
    await expect(dialog.getByText("11/10 digits entered")).toBeVisible();
    await expect(dialog.getByText(leadMessages.phoneTooLong)).toBeVisible();
    await expect(submit).toBeDisabled();

    // Pressing the disabled button says what to do; nothing is sent.
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/leads")) sent += 1;
    });
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText(leadMessages.fixErrors);
    await expect(dialog.getByText(leadMessages.phoneTooLong)).toBeVisible();
    expect(sent).toBe(0);

    await phone.focus();
    await page.keyboard.press("Backspace");
    await expect(phone).toHaveValue("312-555-0147");
    await expect(dialog.getByText("10/10 digits entered")).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("works by keyboard alone, from the trial button to the welcome page", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const opener = page.getByRole("main").getByRole("button", { name: "14 DAY FREE TRIAL" }).first();
    await tabTo(page, opener, 60);
    await page.keyboard.press("Enter");
    const dialog = trialDialog(page);
    await expect(dialog.getByLabel("Company name")).toBeFocused();
    const details = lead("Keyboard Electric");
    await page.keyboard.type(details.businessName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(details.fullName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(details.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(details.phone);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: /Step 2 of 2/ })).toBeFocused();

    // Arrow keys move between the plans.
    await tabTo(page, dialog.getByRole("radio", { name: /Pro/ }));
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("radio", { name: /Basic/ })).toBeChecked();

    await tabTo(page, dialog.getByLabel("Card number"));
    await page.keyboard.type("4242424242424242");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1239");
    await page.keyboard.press("Tab");
    await page.keyboard.type("123");
    await page.keyboard.press("Tab");
    await page.keyboard.type("60601");
    for (const box of await consents(dialog).all()) {
      await tabTo(page, box);
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
    }
    await tabTo(page, startButton(dialog));
    // The countdown waits while the visitor tabs to "Continue now".
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.keyboard.press("Enter");
    const success = page.getByRole("dialog", { name: "Your free trial has started!" });
    await expect(success).toContainText("Basic plan for Small Businesses");
    await expect(success.getByRole("heading", { name: "Your free trial has started!" })).toBeFocused();
    // No confetti when the visitor asks for less motion.
    await expect(success.locator("[data-confetti]")).toHaveAttribute("data-confetti", "off");
    await expect(page.locator("body > canvas")).toHaveCount(0);
    await tabTo(page, success.getByRole("button", { name: "Continue now" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${welcomePath}?plan=basic`);
    // The welcome page lists what Basic includes, and nothing only Pro has.
    await expect(page.getByRole("heading", { name: "Included in your Basic Plan trial" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/appointment|calendar/i);
  });

  test("focus returns to the opener on close, and each opening starts over at step 1", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const basic = page.getByRole("button", { name: "14 DAY FREE TRIAL on the Basic plan" });
    await basic.click();
    const dialog = trialDialog(page);
    await expect(dialog.getByText("Basic plan for Small Businesses.")).toBeVisible();
    await dialog.getByLabel("Company name").fill("Half Typed Co");
    // Focus stays inside the modal.
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(basic).toBeFocused();

    const pro = page.getByRole("button", { name: "14 DAY FREE TRIAL on the Pro plan" });
    await pro.click();
    await expect(dialog.getByText("Pro plan for Small Businesses.")).toBeVisible();
    await expect(dialog.getByLabel("Company name")).toHaveValue("");
    await expect(dialog.getByRole("heading", { name: /Step 1 of 2/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(pro).toBeFocused();
  });

  test("the header's trial button still asks for the industry first", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "14 Day Free Trial" }).click();
    await expect(page.getByRole("dialog", { name: "Select Your Industry" })).toBeVisible();
    await expect(trialDialog(page)).toHaveCount(0);
  });

  for (const viewport of widths) {
    test(`axe finds nothing with the modal open on both steps at ${viewport.width} px, and it fits`, async ({
      page,
      consoleErrors,
    }) => {
      // Four full-page axe runs over the home page behind the modal.
      test.setTimeout(90_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const dialog = await openFromHero(page);
      const fits = async () => {
        const box = await dialog.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      };
      await fits();
      await expectNoAxeViolations(page);
      // With errors showing.
      await dialog.getByRole("button", { name: "Continue to Step 2" }).press("Enter");
      await expect(dialog.getByRole("alert")).toHaveText(leadMessages.fixErrors);
      await expectNoAxeViolations(page);

      await fillLead(dialog, lead(`Axe Check ${viewport.name}`));
      await continueToStep2(page, dialog);
      await fits();
      await expectNoAxeViolations(page);
      // With the error banner.
      await fillCard(dialog, "4000000000000002");
      await acceptAll(dialog);
      await startButton(dialog).click();
      await expect(dialog.getByRole("alert")).toHaveText(paymentMessages.cardDeclined);
      await expectNoAxeViolations(page);
      forgetExpectedNetworkErrors(consoleErrors, /status of 402/);
    });
  }
});

test.describe("pages after the trial", () => {
  test("the welcome page says the trial is active, what happens next, and how to reach us", async ({
    page,
  }) => {
    await page.goto(welcomePath);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${site.product}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(`Your ${site.trialDays}-day free trial is active.`)).toBeVisible();
    await expect(
      page.getByText("Your login credentials arrive by e-mail within about 5 minutes."),
    ).toBeVisible();
    await expect(page.getByText("Your system is live within 24 hours, answering every call.")).toBeVisible();
    // Without ?plan= (the prerendered page), what every trial plan includes, and what Pro adds.
    await expect(page.getByRole("heading", { name: "Included in your trial" })).toBeVisible();
    await expect(page.getByTestId("trial-features")).toContainText("24/7 answering");
    await expect(page.getByTestId("trial-features")).not.toContainText("appointments");
    await expect(page.getByRole("heading", { name: "Your setup guide" })).toBeVisible();
    // The site is built with the same environment the tests run in.
    const videoUrl = process.env.WELCOME_VIDEO_URL;
    if (videoUrl) {
      // Click to load: nothing comes from the video site before the visitor presses play.
      await expect(page.locator("iframe")).toHaveCount(0);
      await page.getByRole("button", { name: /Play the Hostline setup guide video/ }).click();
      const configured = new URL(videoUrl);
      await expect(page.locator("iframe")).toHaveAttribute("src", /autoplay=1/);
      const src = new URL((await page.locator("iframe").getAttribute("src")) ?? "");
      expect(src.origin + src.pathname).toBe(configured.origin + configured.pathname);
      await expect(page.locator("iframe")).toHaveAttribute("title", `${site.product} setup guide video`);
    } else {
      // No video configured: the setup guide is written out.
      await expect(page.getByRole("heading", { name: "Make a test call" })).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: site.emails.support })).toHaveAttribute(
      "href",
      `mailto:${site.emails.support}`,
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: site.phones.sales.display }),
    ).toHaveAttribute("href", site.phones.sales.href);
    await page.getByRole("link", { name: "Chat with our support agent" }).click();
    await expect(page).toHaveURL("/support");
  });

  test("the welcome page lists what the visitor's plan includes and what to set up for it, from plans.ts", async ({
    page,
  }) => {
    await page.goto(`${welcomePath}?plan=basic`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Included in your Basic Plan trial" })).toBeVisible();
    const features = page.getByTestId("trial-features").getByRole("listitem");
    await expect(features).toHaveText(plans.basic.features.filter((f) => f.included).map((f) => f.text));
    // Basic does not book appointments or send texts: the page must not say it does.
    await expect(page.getByRole("main")).not.toContainText(/appointment|calendar|SMS/i);

    await page.goto(`${welcomePath}?plan=pro`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Included in your Pro Plan trial" })).toBeVisible();
    await expect(features).toHaveText(plans.pro.features.filter((f) => f.included).map((f) => f.text));
    const steps = page.getByTestId("setup-steps");
    if (!process.env.WELCOME_VIDEO_URL) {
      await expect(steps.getByRole("heading", { name: "Connect your calendar" })).toBeVisible();
      await expect(steps.getByRole("heading", { name: "Choose who gets SMS alerts" })).toBeVisible();
    }
  });

  test("the success page shows the plan and industry of a real session, and falls back without one", async ({
    page,
    consoleErrors,
  }) => {
    // A session from the real test-mode checkout, with the price the pricing API gives.
    const plansResponse = await page.request.get("/api/stripe/industry-plans/hvac");
    const { plans } = (await plansResponse.json()) as { plans: { pro: { priceId: string } } };
    const checkout = await page.request.post("/api/stripe/create-checkout-session", {
      headers: { "Idempotency-Key": crypto.randomUUID() },
      data: {
        priceId: plans.pro.priceId,
        industry: "hvac",
        planTier: "pro",
        // Checkout only ever returns visitors to this site.
        successUrl: `${site.url}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site.url}/`,
      },
    });
    const { url } = (await checkout.json()) as { url: string };
    const sessionId = new URL(url).searchParams.get("session_id");
    expect(sessionId).toBeTruthy();

    await page.goto(`/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Thank you for choosing ${site.product}`,
    );
    await expect(page.locator("dd").first()).toHaveText("Pro Plan");
    await expect(page.locator("dd").nth(1)).toHaveText("HVAC Services");
    await expect(page.getByText("Test mode: no card is charged")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Chat with support" })).toHaveAttribute("href", "/support");
    await expect(page.getByRole("link", { name: "Visit the Help Center" })).toHaveAttribute(
      "href",
      "/help-center",
    );
    await expectNoAxeViolations(page);

    // A made-up session, or none at all, is never shown as a confirmed subscription.
    for (const path of ["/success?session_id=cs_test_unknown", "/success"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not confirm this checkout");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: site.phones.sales.display })).toHaveAttribute(
        "href",
        site.phones.sales.href,
      );
      await expect(main.getByRole("link", { name: site.emails.support })).toBeVisible();
      await expect(page.getByText("Subscription confirmed")).toHaveCount(0);
      await expect(page.locator("dd")).toHaveCount(0);
    }
    forgetExpectedNetworkErrors(consoleErrors, /status of 404/);
  });

  test("the page as served claims no subscription before the server confirms one", async ({ page }) => {
    const html = await (await page.request.get("/success")).text();
    expect(html).toContain("Confirming your checkout...");
    expect(html).not.toContain("Subscription confirmed");
    expect(html).not.toContain("Your subscription is set up");
  });

  for (const viewport of widths) {
    test(`the welcome and success pages pass axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const path of [welcomePath, "/success"]) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    });
  }
});
