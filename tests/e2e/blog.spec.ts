import { articleSlugs } from "../../core/blog";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

const roi = `/blog-posts/${articleSlugs.roi}`;

test.describe("blog", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the index features one article, shows a card for every other one and true category counts", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "View Featured Article" })).toHaveAttribute("href", roi);
    await expect(page.locator("main article")).toHaveCount(13);
    const tiles = page.getByRole("region", { name: "Browse by Category" }).getByRole("link");
    await expect(tiles).toHaveCount(6);
    await expect(tiles.filter({ hasText: "Integration" })).toContainText("5 articles");
    await tiles.filter({ hasText: "Case Study" }).click();
    await expect(page).toHaveURL("/blog/category/case-study");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study");
    await expect(page.locator("main article")).toHaveCount(3);
  });

  test("an article's table of contents lands each heading just below the sticky header", async ({ page }) => {
    await page.goto(roi);
    await waitForHydration(page);
    const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await toc.count()).toBeGreaterThanOrEqual(5);
    for (const index of [2, 4]) {
      const link = toc.nth(index);
      const id = ((await link.getAttribute("href")) ?? "").slice(1);
      await link.click();
      await expect(page).toHaveURL(`${roi}#${id}`);
      const top = await page.evaluate(
        (target) => document.getElementById(target)!.getBoundingClientRect().top,
        id,
      );
      expect(top).toBeGreaterThanOrEqual(63);
      expect(top).toBeLessThan(80);
    }
  });

  test("an article has its byline, read time, call to action, Back to Blog and next link", async ({
    page,
  }) => {
    await page.goto(roi);
    await waitForHydration(page);
    await expect(page.getByText("By Jordan Ellis, Founder")).toBeVisible();
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Call The Demo" }).last()).toHaveAttribute(
      "href",
      "/#demo-call-section",
    );
    await expect(page.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/#pricing");
    await page.getByRole("link", { name: /Next article/ }).click();
    await expect(page).toHaveURL(`/blog-posts/${articleSlugs.fiveTrends}`);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("the evolution article has no next link", async ({ page }) => {
    await page.goto(`/blog-posts/${articleSlugs.evolution}`);
    await expect(page.getByRole("link", { name: /Previous article/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Next article/ })).toHaveCount(0);
  });

  test("a short slug answers 301 to the full article", async ({ page }) => {
    const response = await page.request.get("/blog-posts/how-to-calculate-roi-of-ai-phone-system", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(roi);
  });
});

for (const viewport of widths) {
  test.describe(`blog pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of ["/blog", "/blog/category/integration", `/blog-posts/${articleSlugs.toast}`]) {
      test(`${path} passes axe`, async ({ page }) => {
        expect((await page.goto(path))?.status()).toBe(200);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
