import type { BrowserContext, Page } from "@playwright/test";
import { articlePath } from "../../core/blog";
import { notFoundPath } from "../../core/pages";
import { missingArticleSlug, prerenderPaths } from "../../core/prerender";
import { site } from "../../core/site";
import { type StorageArea, storedItems } from "../../core/storage";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 15: the cookie policy's table (core/storage.ts) is what the site really stores. Visits
 * every page and the main flows in one browser context, collects every cookie, localStorage and
 * sessionStorage key, and compares them with the registry both ways.
 */

type Seen = Map<string, { area: StorageArea; where: string }>;

async function collect(page: Page, context: BrowserContext, seen: Seen, where: string) {
  for (const cookie of await context.cookies()) {
    seen.set(`cookie:${cookie.name}`, { area: "cookie", where: `${where} (${cookie.domain})` });
  }
  const keys = await page.evaluate(() => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
  }));
  for (const area of ["localStorage", "sessionStorage"] as const) {
    for (const key of keys[area]) seen.set(`${area}:${key}`, { area, where });
  }
}

const pagesToVisit = prerenderPaths().filter(
  (path) => path !== notFoundPath && path !== articlePath(missingArticleSlug) && path !== "/dashboard",
);

test("everything stored in the browser is in the cookie policy's registry, and everything listed is stored", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const seen: Seen = new Map();
  const visit = async (path: string) => {
    await page.goto(path);
    await waitForHydration(page);
    await collect(page, context, seen, path);
  };

  // Every page, then an unknown one.
  for (const path of pagesToVisit) await visit(path);
  await page.goto("/no-such-page");
  await waitForHydration(page);
  await collect(page, context, seen, "/no-such-page");
  // The browser reports the not-found page's own 404, which is the point of visiting it.
  const documentMissing = consoleErrors.findIndex((text) => text.includes("status of 404"));
  expect(documentMissing).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(documentMissing, 1);

  // The free trial, from the hero to the welcome page (local test mode: no Stripe keys).
  await visit("/");
  await page.getByRole("main").getByRole("button", { name: "14 DAY FREE TRIAL" }).first().click();
  const dialog = page.getByRole("dialog", { name: `Start your ${site.trialDays} Day Free Trial` });
  await dialog.getByLabel("Company name").fill("Lakeview Dental");
  await dialog.getByLabel("Full name").fill("Ana Ruiz");
  await dialog.getByLabel("Business email").fill("ana@lakeviewdental.com");
  await dialog.getByLabel("Mobile phone").fill("3125550147");
  await dialog.getByRole("button", { name: "Continue to Step 2" }).click();
  await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await dialog.getByLabel("Expiry date").fill("1239");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByLabel("ZIP code").fill("60601");
  for (const box of await dialog.getByRole("checkbox").all()) await box.check();
  await collect(page, context, seen, "trial step 2");
  await dialog.getByRole("button", { name: "Start My Free Trial" }).click();
  await page.getByRole("button", { name: "Continue now" }).click();
  await expect(page).toHaveURL(/congratulations-welcome-aboard/);
  await waitForHydration(page);
  await collect(page, context, seen, "welcome after the trial");

  // The support chat and the help center answer a question each.
  await visit("/support");
  const question = page.getByRole("textbox", { name: `Your question for ${site.product}` });
  await question.fill("How much is the Pro plan?");
  await question.press("Enter");
  await expect(page.locator('[data-role="assistant"]').last()).toContainText(/\$/, { timeout: 20_000 });
  await collect(page, context, seen, "support chat");
  await visit("/help-center");
  const helpQuestion = page.getByRole("combobox", { name: /Your question/ });
  await helpQuestion.fill("Can I cancel any time?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator('[data-role="assistant"]')).not.toHaveCount(0, { timeout: 20_000 });
  await collect(page, context, seen, "help center chat");

  // The webinar topic form, and a page reached through the header's menu with Back and Forward.
  await visit("/webinars");
  const form = page.locator("#suggest-a-topic form");
  await form.getByLabel("Your name").fill("Ana Ruiz");
  await form.getByLabel("Email").fill("ana@ruizhvac.com");
  await form.getByLabel("Topic you would like us to cover").fill("Handling holiday rush calls for HVAC");
  await form.getByRole("button", { name: "Send Suggestion" }).click();
  await expect(page.getByText("Thank you! Your topic suggestion is in.")).toBeVisible();
  await collect(page, context, seen, "webinar topic form");
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about-us");
  await page.goBack();
  await page.goForward();
  await collect(page, context, seen, "back and forward");
  // Leaving the document is when React Router writes the scroll positions.
  await visit("/pricing");

  const registered = new Map(storedItems.map((item) => [`${item.area}:${item.name}`, item]));
  const unregistered = [...seen]
    .filter(([key]) => !registered.has(key))
    .map(([key, { where }]) => `${key} (${where})`);
  expect(unregistered, "stored, but not in core/storage.ts").toEqual([]);
  const neverStored = storedItems
    .filter((item) => !item.onlyWhen && !seen.has(`${item.area}:${item.name}`))
    .map((item) => `${item.area}:${item.name}`);
  expect(neverStored, "in core/storage.ts, but never stored").toEqual([]);
  // The site sets no cookie of its own: every registered cookie belongs to a named third party.
  expect([...seen.values()].filter(({ area }) => area === "cookie")).toEqual([]);
});
