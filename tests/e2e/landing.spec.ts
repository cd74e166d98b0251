import type { Page } from "@playwright/test";
import { genericBusiness, industries } from "../../core/industries";
import { landingContent } from "../../core/landing";
import { plans } from "../../core/plans";
import { site } from "../../core/site";
import { expect, test, waitForHydration } from "./fixtures";

/** SPEC 2.5's sections, by the element that starts each one, in the order they must appear. */
const sectionOrder = [
  "main h1",
  "#ticker-heading",
  "#results-heading",
  "#problems-heading",
  "#demo-call-section",
  "#industry-block-heading",
  "#pricing",
  "#features-grid",
  "#comparison-heading",
  "#how-heading",
  "#closing-cta-heading",
];
const industryClosing = ["#integrations-heading", "#faq-heading", "#handoff-heading"];

/** The page-top of each selector's first match, or null when it is not on the page. */
const positions = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      list.map((selector) => {
        const element = document.querySelector(selector);
        return element ? element.getBoundingClientRect().top + window.scrollY : null;
      }),
    selectors,
  );

const sectionTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? null, id);

async function expectInOrder(page: Page, selectors: string[]) {
  const tops = await positions(page, selectors);
  for (const [index, top] of tops.entries()) expect(top, `${selectors[index]} is on the page`).not.toBeNull();
  const numbers = tops as number[];
  for (let index = 1; index < numbers.length; index++) {
    expect(numbers[index], `${selectors[index]} comes after ${selectors[index - 1]}`).toBeGreaterThan(
      numbers[index - 1]!,
    );
  }
}

const landingPages = [
  { path: "/", content: landingContent.general, demoPhone: genericBusiness.demoPhone, industry: undefined },
  ...industries.map((industry) => ({
    path: industry.path,
    content: landingContent[industry.key],
    demoPhone: industry.demoPhone,
    industry,
  })),
];

for (const { path, content, demoPhone, industry } of landingPages) {
  test(`${path}: SPEC 2.5's sections in order, with the trade's copy and demo number`, async ({ page }) => {
    await page.goto(path);
    await expectInOrder(page, industry ? [...sectionOrder, ...industryClosing] : sectionOrder);
    if (!industry) expect(await positions(page, industryClosing)).toEqual([null, null, null]);

    await expect(page.locator("main h1")).toHaveText(content.hero.title);
    await expect(page.locator("#problems-heading")).toHaveText(content.problems.title);
    await expect(page.locator("#industry-block-heading")).toHaveText(content.industryBlock.title);
    if (content.industryResult) {
      const results = page.locator("section[aria-labelledby='results-heading']");
      await expect(results).toContainText(content.industryResult.value);
      await expect(results).toContainText(content.industryResult.label);
    }
    const demo = page.locator("#demo-call-section");
    await expect(demo).toContainText(content.demo.serviceType);
    await expect(demo).toContainText(content.demo.transcript.title);
    await expect(demo).toContainText("an illustration");

    // The demo number is a tap-to-call link in E.164, no dashes; a placeholder line is not shown
    // (issue 15: live-call.spec.ts checks the sample call that stands in for it).
    const call = demo.getByRole("link", { name: new RegExp(demoPhone.display) });
    if (industry?.demoPhoneIsPlaceholder) await expect(call).toHaveCount(0);
    else await expect(call).toHaveAttribute("href", `tel:${demoPhone.e164}`);
    await expect(demo.getByRole("button", { name: "Try a live call" })).toBeVisible();
    const hrefs = await page
      .locator("a[href^='tel:']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^tel:\+1\d{10}$/);

    // Prices are in the prerendered page, from core/plans.ts.
    const pricing = page.locator("#pricing");
    await expect(pricing.locator("[data-plan=basic] [data-price]")).toHaveText("$299");
    await expect(pricing.locator("[data-plan=pro]")).toContainText("MOST POPULAR");
    await expect(pricing).toContainText("each location is billed separately");
  });
}

test("/simple-gray-demo: hero, shared sections and pricing in gray, without the demo-call block", async ({
  page,
}) => {
  await page.goto("/simple-gray-demo");
  await expect(page.locator("#demo-call-section")).toHaveCount(0);
  await expectInOrder(
    page,
    sectionOrder.filter((selector) => selector !== "#demo-call-section"),
  );
  await expect(page.locator("main h1")).toHaveText(landingContent.general.hero.title);
  // The brand's teal is replaced by slate: the eyebrow is gray, the Pro badge is gray.
  const eyebrowColor = await page
    .locator("main section p")
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(eyebrowColor).toBe("rgb(51, 65, 85)");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // Call The Demo goes to the home page's demo block, since this page has none.
  await waitForHydration(page);
  await page
    .locator("section[aria-labelledby='closing-cta-heading']")
    .getByRole("link", { name: "Call The Demo" })
    .click();
  await expect(page).toHaveURL("/#demo-call-section");
  await expect.poll(() => sectionTop(page, "demo-call-section")).toBeCloseTo(64, 0);
});

test("/landing: one message, one call to action, no menu", async ({ page }) => {
  await page.goto("/landing");
  await expect(page.locator("main h1")).toHaveText("Stop sending callers to voicemail");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Businesses We Support" })).toHaveCount(0);
  // Every button on the page is the trial; the only links out are the logo and the legal pages.
  const buttons = await page.locator("main button, header button").allInnerTexts();
  expect(buttons.length).toBeGreaterThanOrEqual(3);
  for (const text of buttons) expect(text.trim()).toBe("14 DAY FREE TRIAL");
  const links = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(new Set(links)).toEqual(
    new Set(["#main", "/", "/privacy-policy", "/terms-of-service", "/cookie-policy"]),
  );
  await expect(page.locator("main")).toContainText(`${plans.basic.title}`);
  await expect(page.locator("main")).toContainText("$599");

  await waitForHydration(page);
  await page.locator("main").getByRole("button", { name: "14 DAY FREE TRIAL" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test.describe("pricing section", () => {
  // The browser logs the failed requests these tests cause on purpose.
  test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

  test("keeps the prices shown and says so when the plans API fails", async ({ page }) => {
    await page.route("**/api/stripe/industry-plans/**", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    await page.goto("/plumbers");
    // The plans are requested when the section comes near the screen.
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    const alert = page.locator("#pricing").getByRole("alert");
    await expect(alert).toContainText("Failed to load pricing plans");
    await expect(page.locator("#pricing [data-plan=pro] [data-price]")).toHaveText("$599");
    await expect(page.locator("#pricing [data-plan=enterprise] [data-price]")).toHaveText("From $1,199");
  });

  test("says so when the network is down", async ({ page }) => {
    await page.route("**/api/stripe/industry-plans/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    await expect(page.locator("#pricing").getByRole("alert")).toContainText("Failed to load pricing plans");
  });

  test("reports a wrong-shaped answer as an invalid response", async ({ page }) => {
    await page.route("**/api/stripe/industry-plans/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true }),
      }),
    );
    await page.goto("/pricing");
    await expect(page.locator("#pricing").getByRole("alert")).toContainText("Invalid response format");
    await expect(page.locator("#pricing [data-plan=basic] [data-price]")).toHaveText("$299");
  });

  test("loads the industry's plans from the API and shows no error", async ({ page }) => {
    const requested = page.waitForRequest("**/api/stripe/industry-plans/hvac");
    await page.goto("/hvac-services");
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    await requested;
    await expect(page.locator("#pricing [data-pricing-status]")).toHaveAttribute(
      "data-pricing-status",
      "loaded",
    );
    await expect(page.locator("#pricing").getByRole("alert")).toHaveCount(0);
  });

  test("waits to request the plans until the section comes near the screen", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/stripe/industry-plans/")) requests.push(request.url());
    });
    await page.goto("/plumbers");
    await waitForHydration(page);
    expect(requests, "no request while the prices are far below the fold").toEqual([]);
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    await expect(page.locator("#pricing [data-pricing-status]")).toHaveAttribute(
      "data-pricing-status",
      "loaded",
    );
    expect(requests).toHaveLength(1);
  });

  test("highlights the plan named in ?plan=", async ({ page }) => {
    await page.goto("/electricians?plan=Basic%20Plan");
    await expect(page.locator("#pricing [data-plan=basic]")).toHaveAttribute("data-highlighted", "true");
    await expect(page.locator("#pricing [data-plan=pro]")).not.toHaveAttribute("data-highlighted", "true");
  });

  test("Enterprise's Contact Sales opens a dialog with the sales phone", async ({ page }) => {
    await page.goto("/restaurants");
    await waitForHydration(page);
    await page.locator("#pricing").getByRole("button", { name: "Contact Sales" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: site.phones.sales.display })).toHaveAttribute(
      "href",
      `tel:${site.phones.sales.e164}`,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("#pricing").getByRole("button", { name: "Contact Sales" })).toBeFocused();
  });
});

test.describe("Call The Demo and hash scrolling", () => {
  for (const { from, to, label } of [
    {
      from: "/pest-control-services",
      to: "/pest-control-services#demo-call-section",
      label: "scrolls in place on an industry page",
    },
    {
      from: "/pricing",
      to: "/#demo-call-section",
      label: "goes to the home page's demo block from /pricing",
    },
  ]) {
    test(`the closing Call The Demo ${label}, 64 px below the top`, async ({ page }) => {
      await page.goto(from);
      await waitForHydration(page);
      await page
        .locator("section[aria-labelledby='closing-cta-heading']")
        .getByRole("link", { name: "Call The Demo" })
        .click();
      await expect(page).toHaveURL(to);
      await expect.poll(() => sectionTop(page, "demo-call-section")).toBeCloseTo(64, 0);
    });
  }

  test("a landing page opened with a hash scrolls to that section", async ({ page }) => {
    await page.goto("/hvac-services#features-grid");
    await expect.poll(() => sectionTop(page, "features-grid")).toBeCloseTo(64, 0);
  });
});

test.describe("missed-call calculator", () => {
  test("on the home page it starts from the defaults and recomputes for known inputs", async ({ page }) => {
    await page.goto("/");
    const calculator = page.locator("#missed-call-calculator");
    const defaults = landingContent.general.calculator;
    await expect(calculator.getByLabel("Calls per week")).toHaveValue(String(defaults.callsPerWeek));
    await waitForHydration(page);
    await calculator.getByLabel("Calls per week").fill("60");
    await calculator.getByLabel("Calls you miss today").fill("30");
    await calculator.getByLabel(/^Value of one/).fill("350");
    await calculator.getByLabel("Callers who would book").fill("50");
    await expect(calculator.locator("[data-result=missed]")).toHaveText("78");
    await expect(calculator.locator("[data-result=bookings]")).toHaveText("39");
    await expect(calculator.locator("[data-result=revenue]")).toHaveText("$13,650");
    await expect(calculator.locator("[data-result=verdict]")).toContainText("22× the Pro plan's price");
    await calculator.getByText(/^Basic ·/).click();
    await expect(calculator.locator("[data-result=verdict]")).toContainText("45× the Basic plan's price");
  });

  test("on /pricing it starts from a trade's defaults and explains bad input", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    const calculator = page.locator("#missed-call-calculator");
    await calculator.getByLabel("Start from a typical business").selectOption({ label: "Plumbers" });
    const plumber = landingContent.plumber.calculator;
    await expect(calculator.getByLabel("Calls per week")).toHaveValue(String(plumber.callsPerWeek));
    await expect(calculator.getByLabel("Value of one job")).toHaveValue(String(plumber.jobValue));
    await calculator.getByLabel("Calls you miss today").fill("140");
    await expect(calculator.getByLabel("Calls you miss today")).toHaveAttribute("aria-invalid", "true");
    await expect(calculator).toContainText("Enter a number between 0 and 100.");
    await expect(calculator.locator("[data-result=revenue]")).toHaveCount(0);
    await expect(calculator).toContainText("Fix the highlighted field to see your estimate.");
    await calculator.getByLabel("Calls you miss today").fill("10");
    await expect(calculator.locator("[data-result=revenue]")).toBeVisible();
  });
});

test("/pricing: heading, pricing, comparison, call to action, calculator and questions in that order", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expectInOrder(page, [
    "main h1",
    "#pricing",
    "#comparison-heading",
    "#closing-cta-heading",
    "#missed-call-calculator",
    "#pricing-questions-heading",
  ]);
  await expect(page.locator("main")).toContainText("How does per-location pricing work?");
  await expect(page.locator("main")).toContainText("$1,198 a month");
  const faqJson = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(faqJson.some((text) => text.includes('"FAQPage"'))).toBe(true);
});
