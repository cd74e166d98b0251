import { topicForm } from "../../app/content/webinars";
import { articlePath } from "../../core/blog";
import { publicEnv } from "../../core/env-public";
import { notFoundPath } from "../../core/pages";
import { missingArticleSlug, prerenderPaths } from "../../core/prerender";
import { site } from "../../core/site";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** Issue 15: what the pages say is what the site does. */

const servedPages = prerenderPaths().filter(
  (path) => path !== notFoundPath && path !== articlePath(missingArticleSlug) && path !== "/dashboard",
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("URLs the pages show", () => {
  test("every URL on this site that a page shows, in text, code or links, answers (no 404)", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const onThisSite = new RegExp(`${escapeRegExp(site.url)}(/[^\\s"'<>\`)\\\\]*)?`, "g");
    const shown = new Map<string, string>();
    for (const path of servedPages) {
      const html = (await (await request.get(path)).text()).replaceAll("&amp;", "&");
      for (const match of html.matchAll(onThisSite)) {
        const target = (match[1] ?? "/").split("#")[0]!.replace(/[.,;:&]+$/, "") || "/";
        if (!shown.has(target)) shown.set(target, path);
      }
    }
    expect(shown.size).toBeGreaterThan(servedPages.length / 2);
    const missing: string[] = [];
    for (const [target, page] of shown) {
      const response = await request.get(target, { maxRedirects: 0 });
      if (response.status() === 404) missing.push(`${site.url}${target} (shown on ${page})`);
    }
    expect(missing).toEqual([]);
  });

  test("/api names the product API's own base URL from config, not this website", async ({ page }) => {
    await page.goto("/api");
    const base = `${publicEnv.productApiUrl}/api/v1`;
    expect(publicEnv.productApiUrl).not.toBe(site.url);
    await expect(page.getByText(base, { exact: true }).first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText(`${site.url}/api/v1`);
  });
});

test.describe("toasts and tooltips", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the sales number has a copy button with a tooltip, and a toast confirms the copy", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    await waitForHydration(page);
    const copy = page.getByRole("button", { name: "Copy the talk to sales number" });
    await copy.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Copy phone number");
    await copy.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Phone number copied" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(site.phones.sales.display);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phones.sales.display);
    await expectNoAxeViolations(page);
  });

  test("the copy button's tooltip opens on keyboard focus too, before and after its code has loaded", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const copy = page.getByRole("button", { name: "Copy the talk to sales number" });
    // The first focus loads the tooltip's code and keeps focus on the button.
    await copy.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Copy phone number");
    await expect(copy).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("a sent webinar topic is confirmed by a toast", async ({ page }) => {
    await page.route("**/api/webinar-topics", (route) => route.fulfill({ status: 201, json: { ok: true } }));
    await page.goto("/webinars");
    await waitForHydration(page);
    const form = page.locator("#suggest-a-topic form");
    await form.getByLabel("Your name").fill("Ana Ruiz");
    await form.getByLabel("Email").fill("ana@ruizhvac.com");
    await form.getByLabel("Topic you would like us to cover").fill("Handling holiday rush calls for HVAC");
    await form.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: topicForm.toast })).toBeVisible();
  });
});
