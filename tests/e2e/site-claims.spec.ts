import { articlePath } from "../../core/blog";
import { publicEnv } from "../../core/env-public";
import { notFoundPath } from "../../core/pages";
import { missingArticleSlug, prerenderPaths } from "../../core/prerender";
import { site } from "../../core/site";
import { expect, test } from "./fixtures";

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
