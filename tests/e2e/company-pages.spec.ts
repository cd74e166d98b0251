import type { Page } from "@playwright/test";
import { securityFaqs } from "../../core/security";
import { officeHours, site } from "../../core/site";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

const companyPages = ["/about-us", "/contact", "/community", "/security"] as const;
const knownEmails = new Set<string>(Object.values(site.emails));

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

async function jsonLdOfType(page: Page, type: string) {
  const block = (await jsonLd(page)).find((data) => data["@type"] === type);
  expect(block, `a ${type} JSON-LD block`).toBeTruthy();
  return block!;
}

/** Heading levels inside <main>, in document order. */
const headingLevels = (page: Page) =>
  page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));

for (const viewport of widths) {
  test.describe(`company pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of companyPages) {
      test(`${path} has one h1, headings in order, and passes axe`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        const levels = await headingLevels(page);
        expect(levels[0]).toBe(1);
        for (let index = 1; index < levels.length; index++) {
          expect(levels[index]! - levels[index - 1]!, `heading ${index} skips a level`).toBeLessThanOrEqual(
            1,
          );
        }
        // Nothing may be wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("links on the company pages", () => {
  for (const path of companyPages) {
    test(`every link on ${path} leads somewhere real`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const hrefs = await page
        .locator("main a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of new Set(hrefs)) {
        if (href.startsWith("#")) {
          await expect(page.locator(`[id="${href.slice(1)}"]`), `anchor ${href}`).toHaveCount(1);
        } else if (href.startsWith("tel:")) {
          expect(href).toMatch(/^tel:\+1\d{10}$/);
        } else if (href.startsWith("mailto:")) {
          const url = new URL(href);
          expect(knownEmails.has(url.pathname), `${href} writes to a known address`).toBe(true);
        } else {
          expect(href, "internal link").toMatch(/^\/(?!\/)/);
          const response = await page.request.get(href.split("#")[0]!, { maxRedirects: 0 });
          expect(response.status(), `GET ${href}`).toBe(200);
          const hash = href.split("#")[1];
          if (hash) {
            const target = await page.request.get(href.split("#")[0]!);
            expect(await target.text(), `${href} has its anchor`).toContain(`id="${hash}"`);
          }
        }
      }
    });
  }
});

test.describe("about page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the mission, the story, a team of four, four values and a call to action", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Why we started" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Why we started" })).toContainText("call");

    const team = main.getByRole("region", { name: "The team behind the phone" });
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(team.getByRole("heading", { level: 3, name: site.author.name })).toBeVisible();
    await expect(team).toContainText(site.author.title);
    await expect(team.locator("img")).toHaveCount(0); // initials, no photos

    const values = main.getByRole("region", { name: "How we work" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveCount(4);

    await expect(main.getByRole("link", { name: "See Pricing" })).toHaveAttribute("href", "/pricing");
    const demo = main.getByRole("link", { name: "Call The Demo" });
    await expect(demo).toHaveAttribute("href", "/#demo-call-section");
    await demo.click();
    await expect(page).toHaveURL("/#demo-call-section");
    await expect(page.locator("#demo-call-section")).toBeInViewport();
  });

  test("describes the company as an AboutPage", async ({ page }) => {
    await page.goto("/about-us");
    const about = await jsonLdOfType(page, "AboutPage");
    const organization = about.mainEntity as { founder: { name: string }; employee: unknown[] };
    expect(organization.founder.name).toBe(site.author.name);
    expect(organization.employee).toHaveLength(4);
  });
});

test.describe("contact page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("offers sales by phone, support and general inquiries by e-mail", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const sales = main.getByRole("link", { name: `Call sales at ${site.phones.sales.display}` });
    await expect(sales).toHaveAttribute("href", site.phones.sales.href);
    await expect(sales).toHaveText(site.phones.sales.display);
    const support = main.getByRole("link", { name: `E-mail support at ${site.emails.support}` });
    await expect(support).toHaveAttribute("href", `mailto:${site.emails.support}`);
    const general = main.getByRole("link", { name: `E-mail us at ${site.emails.hello}` });
    await expect(general).toHaveAttribute("href", `mailto:${site.emails.hello}`);
    for (const title of ["Talk to sales", "Customer support", "General inquiries"]) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(main.locator("form")).toHaveCount(0);
  });

  test("shows both offices with address, state line and hours", async ({ page }) => {
    await page.goto("/contact");
    const offices = page.locator("[data-office]");
    await expect(offices).toHaveCount(site.offices.length);
    expect(site.offices.length).toBe(2);
    for (const office of site.offices) {
      const card = page.locator(`[data-office="${office.city}"]`);
      await expect(card.getByRole("heading", { level: 3, name: office.city })).toBeVisible();
      await expect(card.locator("address")).toContainText(office.address);
      await expect(card.locator("address")).toContainText(office.stateLine);
      await expect(card).toContainText(officeHours(office));
    }
    // Each office in its own time zone (BRAND.md): Austin is Central, New York Eastern.
    await expect(page.locator('[data-office="Austin"]')).toContainText("Mon-Fri 9am-6pm Central Time");
    await expect(page.locator('[data-office="New York"]')).toContainText("Mon-Fri 9am-6pm Eastern Time");
  });

  test("is a ContactPage with the offices as PostalAddress", async ({ page }) => {
    await page.goto("/contact");
    const contact = await jsonLdOfType(page, "ContactPage");
    const organization = contact.mainEntity as {
      telephone: string;
      address: { "@type": string; streetAddress: string; postalCode: string }[];
    };
    expect(organization.telephone).toBe(site.phones.sales.e164);
    expect(organization.address).toHaveLength(site.offices.length);
    for (const [index, office] of site.offices.entries()) {
      expect(organization.address[index]).toMatchObject({
        "@type": "PostalAddress",
        streetAddress: office.address,
      });
      expect(office.stateLine).toContain(organization.address[index]!.postalCode);
    }
  });
});

test.describe("community page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("has stats, a table of contents, forums, leaders and events", async ({ page }) => {
    await page.goto("/community");
    await waitForHydration(page);
    const main = page.getByRole("main");
    for (const stat of ["15K+", "32K+", "120+", "98%"]) {
      await expect(main.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(page.locator("#forums")).toHaveCount(1);
    await expect(page.locator("#events")).toHaveCount(1);

    const toc = main.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "Forums" })).toHaveAttribute("href", "#forums");
    await expect(toc.getByRole("link", { name: "Events" })).toHaveAttribute("href", "#events");

    const forums = page.locator("#forums");
    await expect(forums.getByRole("heading", { level: 3 })).toHaveCount(3);
    const forumLinks = await forums
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(forumLinks).toHaveLength(3);
    for (const href of forumLinks) expect(href).toMatch(/^\/[a-z-]+$/);

    await expect(page.locator("#leaders").getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(page.locator("#events").getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(page.locator("#events").getByRole("button", { name: /^RSVP for / })).toHaveCount(3);

    await toc.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/#events$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Learn live with other owners" }),
    ).toBeInViewport();
  });

  test("RSVP explains how to sign up and opens an e-mail with the event's name", async ({ page }) => {
    await page.goto("/community");
    await waitForHydration(page);
    const buttons = page.locator("#events").getByRole("button", { name: /^RSVP for / });
    const count = await buttons.count();
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index);
      const title = (await button.textContent())!.replace(/^RSVP for /, "").trim();
      await button.click();
      const dialog = page.getByRole("dialog", { name: `RSVP for ${title}` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("by e-mail");
      const href = await dialog.getByRole("link", { name: "Write the RSVP e-mail" }).getAttribute("href");
      const url = new URL(href!);
      expect(url.protocol).toBe("mailto:");
      expect(url.pathname).toBe(site.emails.hello);
      expect(url.searchParams.get("subject")).toBe(`RSVP: ${title}`);
      if (index === 0) await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("lists the events as structured data", async ({ page }) => {
    await page.goto("/community");
    const events = (await jsonLd(page)).filter((data) => data["@type"] === "Event");
    expect(events).toHaveLength(3);
    const titles = await page.locator("#events").getByRole("heading", { level: 3 }).allTextContents();
    expect(events.map((event) => event.name)).toEqual(titles);
  });
});

test.describe("security page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("covers data protection, access controls, compliance and the 72-hour notice", async ({ page }) => {
    await page.goto("/security");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const protection = page.locator("#data-protection");
    await expect(protection).toContainText("Encryption in transit");
    await expect(protection).toContainText("Encryption at rest");
    await expect(protection).toContainText("recordings and transcripts");
    const access = page.locator("#access-controls");
    for (const topic of ["Roles", "SSO and MFA", "Least privilege", "Audit logs"]) {
      await expect(access).toContainText(topic);
    }
    const compliance = page.locator("#compliance");
    for (const name of ["HIPAA", "SOC 2", "GDPR", "PCI DSS"]) {
      await expect(compliance.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(compliance).toContainText("Designed to support HIPAA");
    await expect(compliance).toContainText("payment processor");
    await expect(main).not.toContainText(/\bcertified\b/i);
    await expect(page.locator("#incident-response")).toContainText("72 hours");
  });

  test("answers every question of its FAQ, also as FAQPage structured data", async ({ page }) => {
    await page.goto("/security");
    const questions = await page.locator("#faq").getByRole("heading", { level: 3 }).allTextContents();
    expect(questions).toHaveLength(securityFaqs.length);
    expect(questions).toContain("Who owns my call recordings and caller details?");
    const faq = await jsonLdOfType(page, "FAQPage");
    const entities = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((entity) => entity.name)).toEqual(questions);
    for (const entity of entities) expect(entity.acceptedAnswer.text.length).toBeGreaterThan(40);
  });

  test("links the security overview and the security team", async ({ page }) => {
    await page.goto("/security");
    await waitForHydration(page);
    const overview = page.getByRole("main").getByRole("link", { name: /Security Overview/ });
    await expect(overview).toHaveAttribute("href", "/security-overview.txt");
    const response = await page.request.get("/security-overview.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("SECURITY OVERVIEW");
    expect(text).toContain("72 hours");
    const words = text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(800);

    const team = page.getByRole("main").getByRole("link", { name: "Email the Security Team" });
    const url = new URL((await team.getAttribute("href"))!);
    expect(url.pathname).toBe(site.emails.support);
    expect(url.searchParams.get("subject")).toBe("Security");
    await expect(page.getByRole("main").getByRole("link", { name: "contact page" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
