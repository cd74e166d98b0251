import { articleLinks, articlePath } from "../../core/blog";
import { pages } from "../../core/pages";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

const routes = [
  // /dashboard answers a 302 to the product app (legal-and-dashboard.spec.ts checks it).
  ...pages.map((page) => page.path).filter((path) => path !== "/dashboard"),
  articlePath(articleLinks[0]!.slug),
  articlePath(articleLinks[4]!.slug),
];

for (const viewport of widths) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route} renders, hydrates without errors and passes axe`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator("h1").first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    for (const route of ["/no-such-page", "/blog-posts/no-such-article"]) {
      test(`${route} answers 404 with the not-found page`, async ({ page, consoleErrors }) => {
        const warnings: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "warning") warnings.push(message.text());
        });
        const response = await page.goto(route);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
        await expect(page.getByText("404", { exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
        // Kept out of search, and not claiming to be a page of the site.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
        expect(warnings.join("\n")).toContain(route);
        // The browser reports the document's own 404; that is the point of this test.
        const documentMissing = consoleErrors.findIndex((text) => text.includes("status of 404"));
        expect(documentMissing).toBeGreaterThanOrEqual(0);
        consoleErrors.splice(documentMissing, 1);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("the built site's files", () => {
  test("pages carry no module preloads: JavaScript is requested after the first paint (ADR 008)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<link rel="stylesheet"');
    expect(html).not.toContain('rel="modulepreload"');
    // Once painted, the page adds the preloads itself and hydrates.
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  });

  test("public/ is served, but not the README written for developers", async ({ request }) => {
    expect((await request.get("/favicon.svg")).status()).toBe(200);
    expect((await request.get("/README.md")).status()).toBe(404);
  });
});
