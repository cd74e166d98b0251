import type { Page } from "@playwright/test";
import { site } from "../../core/site";
import { storedItems } from "../../core/storage";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

const siteOrigin = site.url;

const legalPages = [
  { path: "/privacy-policy", title: "Privacy Policy", updated: "November 24, 2026", minWords: 1000 },
  { path: "/terms-of-service", title: "Terms of Service", updated: "May 22, 2024", minWords: 1000 },
  // Short because the site stores almost nothing (core/storage.ts).
  { path: "/cookie-policy", title: "Cookie Policy", updated: "November 24, 2026", minWords: 600 },
];

/** Every link on the page: site paths answer 200, tel:/mailto: are well-formed, others are https. */
async function expectLinksWork(page: Page) {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const raw of new Set(hrefs)) {
    // The site's own origin (SITE_URL) is this site: check the path here.
    const href = raw.startsWith(siteOrigin) ? raw.slice(siteOrigin.length) || "/" : raw;
    if (href.startsWith("#")) {
      expect(await page.locator(`[id="${href.slice(1)}"]`).count(), href).toBe(1);
    } else if (href.startsWith("/")) {
      expect((await page.request.get(href.split("#")[0]!)).status(), href).toBe(200);
    } else if (href.startsWith("mailto:")) {
      expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?.*)?$/);
    } else if (href.startsWith("tel:")) {
      expect(href).toMatch(/^tel:\+1\d{10}$/);
    } else {
      expect(href, "external links go to the payment processor's own policies").toMatch(
        /^https:\/\/stripe\.com\//,
      );
    }
  }
}

test.describe("legal pages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { path, title, updated, minWords } of legalPages) {
    test(`${path} is complete, dated and every link works`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(`Last updated ${updated}`)).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
      expect(types).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList"]));
      const words = ((await page.locator("main").textContent()) ?? "").split(/\s+/).length;
      expect(words).toBeGreaterThan(minWords);
      await expectLinksWork(page);
    });
  }

  test("the cookie policy's table is the storage registry, and it claims no consent prompt or tracking", async ({
    page,
  }) => {
    await page.goto("/cookie-policy");
    const table = page.locator("main table").first();
    await expect(table.getByRole("row")).toHaveCount(storedItems.length + 1);
    for (const item of storedItems) {
      const row = table.getByRole("row").filter({ hasText: item.name });
      await expect(row).toContainText(item.lifetime);
      await expect(row).toContainText(item.purpose);
    }
    const main = page.locator("main");
    await expect(main).toContainText("We set no tracking cookies.");
    await expect(main).toContainText("We show no cookie consent prompt");
    // Cookies the site never set, and a prompt it never showed.
    for (const never of [
      "hl_session",
      "hl_auth",
      "_hl_id",
      "_hl_sid",
      "_hl_throttle",
      "we ask whether you accept",
    ]) {
      await expect(main).not.toContainText(never);
    }
  });

  test("legal pages fit a 390 px screen: wide tables scroll inside themselves, not the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { path } of legalPages) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  test("the terms promise 30 days' notice of material changes", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.locator("main")).toContainText("30 days' notice of material changes");
  });

  test("the privacy policy covers leads, trials, payments, chat and lead forwarding", async ({ page }) => {
    await page.goto("/privacy-policy");
    const main = page.locator("main");
    await expect(main).toContainText("business e-mail");
    await expect(main).toContainText("never sees or stores your full card number");
    await expect(main).toContainText("Support chat and help center messages");
    await expect(main).toContainText("CRM");
  });
});

test("/dashboard sends the customer to the product app, and its page links there for crawlers", async ({
  page,
}) => {
  const response = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(site.appUrl);
  // The prerendered page, as a crawler or a visitor without JavaScript would read it.
  const html = await (await page.request.get("/dashboard/index.html")).text();
  expect(html).toContain(`href="${site.appUrl}"`);
  expect(html).toContain("Open the Hostline app");
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).not.toContain("animate-spin");
});

for (const viewport of widths) {
  test(`legal pages pass axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const { path } of legalPages) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  });
}

test.describe("the footer's © year", () => {
  test("is the build's year in the page as served, and the visitor's later year once it runs", async ({
    page,
  }) => {
    const html = await (await page.request.get("/privacy-policy")).text();
    const buildYear = new Date().getUTCFullYear();
    expect(html).toContain(`© <span data-copyright-year="true">${buildYear}</span>`);
    await page.clock.setFixedTime(new Date(`${buildYear + 5}-03-01T12:00:00Z`));
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    await expect(page.locator("[data-copyright-year]")).toHaveText(String(buildYear + 5));
  });
});
