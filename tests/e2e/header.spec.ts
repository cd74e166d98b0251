import type { Page } from "@playwright/test";
import { site } from "../../core/site";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** The section's top edge in the viewport, or null while the page that holds it is still loading. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? null, id);

const clientNavigate = (page: Page, to: string) =>
  page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the industry menu opens on hover and closes 300 ms after the pointer leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Businesses We Support" });
    const plumbers = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plumbers" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(plumbers).toBeVisible();
    // From here on only runFor moves time, however slow the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(20, 600);
    await page.clock.runFor(250);
    await expect(plumbers).toBeVisible();
    await page.clock.runFor(100);
    await expect(plumbers).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the industry menu closes on a click outside", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Businesses We Support" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(20, 500);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the industry menu works by keyboard alone", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Businesses We Support" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Electricians" }),
    ).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "HVAC Services" }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/hvac-services");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // The industry badge, in its short form beside the full desktop menu.
    await expect(page.getByRole("banner").getByText("HVAC", { exact: true })).toBeVisible();
  });

  test("an industry link closes the menu and shows the page from the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("button", { name: "Businesses We Support" }).hover();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Restaurants" }).click();
    await expect(page).toHaveURL("/restaurants");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Restaurants" }),
    ).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Features, Pricing and Live Demo scroll in place on a landing page, 64 px below the top", async ({
    page,
  }) => {
    await page.goto("/plumbers");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, id] of [
      ["Pricing", "pricing"],
      ["Features", "features-grid"],
      ["Live Demo", "demo-call-section"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(`/plumbers#${id}`);
      await expect.poll(() => sectionTop(page, id)).toBeCloseTo(64, 0);
    }
  });

  test("Call The Demo on the home page scrolls to the demo block", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Call The Demo" }).click();
    await expect.poll(() => sectionTop(page, "demo-call-section")).toBeCloseTo(64, 0);
    await expect(page.getByRole("link", { name: "888-555-0100" })).toHaveAttribute(
      "href",
      "tel:+18885550100",
    );
  });

  test("Call The Demo elsewhere goes home, then scrolls to the demo block", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Call The Demo" }).click();
    await expect(page).toHaveURL("/#demo-call-section");
    await expect.poll(() => sectionTop(page, "demo-call-section")).toBeCloseTo(64, 0);
  });

  test("Questions? opens the support page; Sign In opens the app in a new tab", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const signIn = page.getByRole("link", { name: /Sign In/ }).first();
    await expect(signIn).toHaveAttribute("href", "https://app.hostline.example");
    await expect(signIn).toHaveAttribute("target", "_blank");
    await page.getByRole("link", { name: "Questions?" }).click();
    await expect(page).toHaveURL("/support");
  });

  test("each link label goes to one place in the header, the mobile drawer and the footer", async ({
    page,
  }) => {
    const hrefsByLabel = new Map<string, Set<string>>();
    const collect = async (where: ReturnType<Page["locator"]>) => {
      for (const link of await where.getByRole("link").all()) {
        const label = (await link.textContent())?.trim();
        const href = await link.getAttribute("href");
        if (!label || !href) continue;
        hrefsByLabel.set(label, (hrefsByLabel.get(label) ?? new Set()).add(href));
      }
    };
    await page.goto("/about-us");
    await waitForHydration(page);
    await collect(page.getByRole("banner"));
    await collect(page.getByRole("contentinfo"));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await collect(page.getByTestId("mobile-drawer"));
    expect(hrefsByLabel.get("Pricing")?.size, "Pricing is linked from the header and the footer").toBe(1);
    const conflicts = [...hrefsByLabel].filter(([, hrefs]) => hrefs.size > 1);
    expect(conflicts.map(([label, hrefs]) => `${label}: ${[...hrefs].join(" | ")}`)).toEqual([]);
  });

  test("the footer links Feedback to the support page's feedback context", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Feedback" })).toHaveAttribute(
      "href",
      "/support?context=feedback",
    );
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} ${site.company}`,
    );
  });

  test("every route change starts at the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a screen whose code is still loading shows Loading...", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/about-us-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page).toHaveURL("/about-us");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  });

  test("client-side navigation to an alias lands on the canonical path, replacing history", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await clientNavigate(page, "/plumber");
    await expect(page).toHaveURL("/plumbers");
    await clientNavigate(page, "/blog-posts/5-ai-customer-service-trends");
    await expect(page).toHaveURL(
      "/blog-posts/5-ai-customer-service-trends-transforming-business-communications-2025",
    );
    await page.goBack();
    await expect(page).toHaveURL("/plumbers");
    await page.goBack();
    await expect(page).toHaveURL("/");
  });
});

test.describe("industry chooser", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header's trial button asks for the industry, then shows its pricing with Pro highlighted", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Hold the industry page's code back so the "Redirecting..." overlay can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/industry-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("button", { name: "14 Day Free Trial" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Your Industry" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "To get you started with the right plan, please choose your industry.",
    );
    await expect(dialog.getByRole("button")).toHaveCount(7); // six tiles and Close
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Plumbers" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Redirecting...");
    release();
    await expect(page).toHaveURL("/plumbers?plan=Pro%20Plan#pricing");
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-plan="pro"]')).toHaveAttribute("data-highlighted", "true");
    await expect.poll(() => sectionTop(page, "pricing")).toBeCloseTo(64, 0);
  });

  test("works by keyboard alone and returns focus when dismissed", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    const trigger = page.getByRole("banner").getByRole("button", { name: "14 Day Free Trial" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Select Your Industry" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    // Focus starts inside the dialog; tab to the electricians tile.
    await expect(dialog.getByRole("button", { name: "Restaurants" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Electricians" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/electricians?plan=Pro%20Plan#pricing");
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

  test("opens with the header's items, locks the page's scroll and closes on choosing a link", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    expect(await bodyOverflow(page)).toBe("hidden");
    for (const name of ["Features", "Pricing", "Live Demo", "Questions?", "Call The Demo"]) {
      await expect(drawer.getByRole("link", { name })).toBeVisible();
    }
    await expect(drawer.getByRole("button", { name: "14 Day Free Trial" })).toBeVisible();
    await expectNoAxeViolations(page);
    const industries = drawer.getByRole("button", { name: "Businesses We Support" });
    await expect(drawer.getByRole("link", { name: "Plumbers" })).toBeHidden();
    await industries.click();
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await drawer.getByRole("link", { name: "Plumbers" }).click();
    await expect(page).toHaveURL("/plumbers");
    await expect(drawer).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
  });

  test("closes on any route change", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByTestId("mobile-drawer")).toBeVisible();
    await clientNavigate(page, "/contact");
    await expect(page).toHaveURL("/contact");
    await expect(page.getByTestId("mobile-drawer")).toBeHidden();
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    const industries = drawer.getByRole("button", { name: "Businesses We Support" });
    await industries.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(drawer.getByRole("link", { name: "Electricians" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/electricians");
    await expect(drawer).toBeHidden();
  });

  test("Live Demo in the drawer closes it and scrolls to the demo block", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-drawer").getByRole("link", { name: "Live Demo" }).click();
    await expect(page.getByTestId("mobile-drawer")).toBeHidden();
    await expect.poll(() => sectionTop(page, "demo-call-section")).toBeCloseTo(64, 0);
  });
});

test.describe("header at 1280 px on the longest industry name", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("keeps every item on one line", async ({ page }) => {
    await page.goto("/personal-injury-attorneys");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Law Firm", { exact: true })).toBeVisible();
    for (const name of ["Live Demo", "Questions?", "Sign In"]) {
      const box = await banner.getByRole("link", { name }).first().boundingBox();
      expect(box?.height, name).toBeLessThan(40);
    }
    const menu = await banner.getByRole("button", { name: "Businesses We Support" }).boundingBox();
    expect(menu?.height).toBeLessThan(40);
  });
});
