import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { noUpcomingSessions, upcomingWebinars } from "../../app/content/webinars";
import { apiEndpoints, endpointAnchor } from "../../core/api-reference";
import { site } from "../../core/site";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

const mailtoPattern = /^mailto:[^\s@?]+@[^\s@?]+\.[a-z]{2,}(\?[^\s]*)?$/i;

/** Every link on the page goes somewhere real: a 200 page, an anchor that exists, or a well-formed mailto:/tel:. */
async function expectEveryLinkWorks(page: Page) {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const origin = new URL(page.url()).origin;
  for (const href of [...new Set(hrefs)]) {
    if (href.startsWith("mailto:")) {
      expect(href, href).toMatch(mailtoPattern);
      continue;
    }
    if (href.startsWith("tel:")) {
      expect(href, href).toMatch(/^tel:\+\d{11}$/);
      continue;
    }
    if (href.startsWith("#")) {
      expect(await page.locator(`[id="${href.slice(1)}"]`).count(), href).toBe(1);
      continue;
    }
    const url = new URL(href, page.url());
    if (url.origin !== origin) {
      expect(url.protocol, href).toBe("https:");
      continue;
    }
    const response = await page.request.get(url.pathname + url.search);
    expect(response.status(), href).toBe(200);
    if (url.hash) {
      // An anchor on this same page must exist.
      if (url.pathname === new URL(page.url()).pathname) {
        expect(await page.locator(`[id="${url.hash.slice(1)}"]`).count(), href).toBe(1);
      }
    }
  }
}

/** Drops the browser's own "Failed to load resource" line for a response a test answered with an error on purpose. */
function forgetExpectedNetworkErrors(consoleErrors: string[], pattern: RegExp) {
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (pattern.test(consoleErrors[index] ?? "")) consoleErrors.splice(index, 1);
  }
}

/** Reads an .ics file back: unfolds continuation lines and unescapes TEXT values. */
function unfoldIcs(text: string): string {
  return text.replace(/\r\n[ \t]/g, "").replace(/\\([\\;,])/g, "$1");
}

test.describe("/api developer page", () => {
  test("documents all six endpoints with method, path, parameters and examples", async ({ page }) => {
    await page.goto("/api");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${site.product} API`);
    expect(apiEndpoints).toHaveLength(6);
    for (const endpoint of apiEndpoints) {
      const card = page.locator(`article#${endpointAnchor(endpoint)}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(endpoint.summary);
      await expect(card.getByText(endpoint.method, { exact: true }).first()).toBeVisible();
      await expect(card.getByText(endpoint.path, { exact: true }).first()).toBeVisible();
      await expect(card.getByRole("group", { name: `${endpoint.summary} request code` })).toBeVisible();
      await expect(card.getByRole("group", { name: `${endpoint.summary} response code` })).toContainText("{");
    }
    const createCall = page.locator("article#create-call");
    for (const field of [
      "to",
      "from",
      "callbackUrl",
      "conversationFlow",
      "aiConfig.greeting",
      "aiConfig.purpose",
    ]) {
      await expect(createCall.getByText(field, { exact: true }).first()).toBeVisible();
    }
    const listCalls = page.locator("article#list-calls");
    await expect(listCalls.getByText("startTime", { exact: true }).first()).toBeVisible();
    await expect(listCalls.getByText("limit", { exact: true }).first()).toBeVisible();
  });

  test("covers getting started, authentication, errors, rate limits, SDKs and full examples", async ({
    page,
  }) => {
    await page.goto("/api");
    for (const name of [
      "Getting started",
      "Authentication",
      "Endpoints",
      "Errors",
      "Rate limits",
      "SDKs and client libraries",
      "Node.js and Python examples",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.locator("#getting-started ol > li")).toHaveCount(3);
    await expect(page.locator("#authentication")).toContainText("Authorization: Bearer <your API key>");
    await expect(page.locator("#authentication")).toContainText("never from a browser");
    for (const status of ["400", "401", "404", "429", "500"]) {
      await expect(page.locator(`#error-${status}`)).toContainText(status);
    }
    for (const language of ["Node.js", "Python", "Ruby", "PHP", "Java"]) {
      await expect(
        page.locator("#sdks").getByRole("heading", { level: 3, name: language, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("group", { name: "Node.js example code" })).toContainText("fetch(");
    await expect(page.getByRole("group", { name: "Python example code" })).toContainText("import requests");
    // Only the placeholder is ever shown, never anything shaped like a real key.
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("YOUR_API_KEY");
    expect(text).not.toMatch(/\b(sk|pk|rk)_(live|test)_[A-Za-z0-9]+/);
  });

  test("links the OpenAPI 3.1 document", async ({ page }) => {
    await page.goto("/api");
    const link = page.getByRole("link", { name: "Download the OpenAPI 3.1 document" });
    await expect(link).toHaveAttribute("href", "/api/openapi.json");
    const response = await page.request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(4);
  });

  test("the Copy button copies the code and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/api");
    await waitForHydration(page);
    const copy = page.getByRole("button", { name: /^Cop(y|ied) First request$/ });
    await copy.click();
    await expect(copy).toContainText("Copied");
    await expect(
      page.getByRole("status").filter({ hasText: "First request copied to the clipboard." }),
    ).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("/api/v1/calls?limit=5");
    expect(copied).toContain("Authorization: Bearer YOUR_API_KEY");

    await page.getByRole("button", { name: "Copy Node.js example" }).click();
    await expect(page.getByRole("button", { name: "Copied Node.js example" })).toBeVisible();
    const node = await page.evaluate(() => navigator.clipboard.readText());
    expect(node).toContain(`process.env.${site.product.toUpperCase()}_API_KEY`);
    expect(node).toContain("/transcript");
    expect(node).not.toContain("Bearer YOUR_API_KEY");
  });

  test("code blocks scroll by keyboard and Shiki stays out of the browser", async ({ page }) => {
    await page.goto("/api");
    await waitForHydration(page);
    const blocks = page.locator('[role="group"][tabindex="0"]');
    expect(await blocks.count()).toBeGreaterThanOrEqual(apiEndpoints.length * 2 + 4);
    for (const label of await blocks.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("aria-label")),
    )) {
      expect(label).toMatch(/ code$/);
    }
    await expect(blocks.first().locator("pre.shiki span[style]").first()).toBeAttached();
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => entry.name),
    );
    expect(scripts.filter((name) => /shiki|oniguruma|highlight/i.test(name))).toEqual([]);
  });

  test("every link leads somewhere real", async ({ page }) => {
    await page.goto("/api");
    await expectEveryLinkWorks(page);
  });

  for (const viewport of widths) {
    test(`passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/api");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("/webinars page", () => {
  test("shows three upcoming sessions in 2026, Eastern time, each with Register Now and Add to Calendar", async ({
    page,
  }) => {
    await page.goto("/webinars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${site.product} Webinars`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    for (const [name, id] of [
      ["Upcoming sessions", "upcoming"],
      ["On-demand", "on-demand"],
      ["Suggest a topic", "suggest-a-topic"],
    ] as const) {
      await expect(toc.getByRole("link", { name })).toHaveAttribute("href", `#${id}`);
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    await expect(page.locator("#upcoming")).toContainText("America/New_York");
    const sessions = page.locator("#upcoming article");
    await expect(sessions).toHaveCount(3);
    const kinds = await sessions.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
    expect(kinds.some((text) => /Live demo/i.test(text))).toBe(true);
    expect(kinds.some((text) => /Training/i.test(text))).toBe(true);
    expect(kinds.some((text) => /Workshop/i.test(text))).toBe(true);
    for (const session of await sessions.all()) {
      const title = (await session.getByRole("heading", { level: 3 }).textContent()) ?? "";
      expect(title.length).toBeGreaterThan(10);
      await expect(session.locator("time")).toHaveAttribute(
        "datetime",
        /^2026-\d\d-\d\dT\d\d:\d\d:00-0[45]:00$/,
      );
      await expect(session).toContainText("ET");
      const register = session.getByRole("link", { name: /Register Now/ });
      const href = (await register.getAttribute("href")) ?? "";
      expect(href).toMatch(mailtoPattern);
      expect(href.startsWith(`mailto:${site.emails.hello}?`)).toBe(true);
      expect(new URLSearchParams(href.split("?")[1]).get("subject")).toContain(title);
      await expect(session.getByRole("button", { name: /Add to Calendar/ })).toBeVisible();
    }
  });

  test("after the last session's date, the visitor's clock leaves no upcoming session on offer", async ({
    page,
  }) => {
    const lastStart = Math.max(...upcomingWebinars.map((session) => Date.parse(session.start)));
    await page.clock.install({ time: new Date(lastStart + 24 * 60 * 60 * 1000) });
    await page.goto("/webinars");
    await waitForHydration(page);
    await expect(page.locator("#upcoming article")).toHaveCount(0);
    await expect(page.getByTestId("no-upcoming-sessions")).toHaveText(noUpcomingSessions);
    await expect(page.getByRole("button", { name: /Add to Calendar/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Register Now/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a session that has started is no longer offered; the later ones are", async ({ page }) => {
    const [first, second] = upcomingWebinars;
    await page.clock.install({ time: new Date(Date.parse(first!.start) + 60_000) });
    await page.goto("/webinars");
    await waitForHydration(page);
    await expect(page.locator(`#${first!.id}`)).toHaveCount(0);
    await expect(page.locator(`#${second!.id}`)).toBeVisible();
  });

  test("Add to Calendar downloads a valid .ics file for that session", async ({ page }) => {
    await page.goto("/webinars");
    await waitForHydration(page);
    for (const session of await page.locator("#upcoming article").all()) {
      const title = ((await session.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        session.getByRole("button", { name: /Add to Calendar/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
      const text = await readFile((await download.path())!, "utf8");
      expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(text).toContain("BEGIN:VCALENDAR");
      expect(text).toContain("VERSION:2.0");
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(text).toMatch(/\r\nDTSTART:2026\d{4}T\d{6}Z\r\n/);
      expect(text).toMatch(/\r\nDTEND:2026\d{4}T\d{6}Z\r\n/);
      expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(text).toMatch(/\r\nUID:[^\r\n]+@[^\r\n]+\r\n/);
      expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
      for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(unfoldIcs(text)).toContain(`SUMMARY:${title}`);
    }
  });

  test("lists three on-demand webinars with duration and views", async ({ page }) => {
    await page.goto("/webinars");
    const items = page.locator("#on-demand article");
    await expect(items).toHaveCount(3);
    for (const item of await items.all()) {
      await expect(item).toContainText(/\d+ minutes/);
      await expect(item).toContainText(/[\d,]+ views/);
      await expect(item.getByRole("link", { name: /Request the recording/ })).toHaveAttribute(
        "href",
        mailtoPattern,
      );
      await expect(item.getByRole("link", { name: /Read the article/ })).toHaveAttribute(
        "href",
        /^\/blog-posts\//,
      );
    }
    const viewAll = page.getByRole("link", { name: "View All On-Demand Webinars" });
    await expect(viewAll).toHaveAttribute("href", "#on-demand");
    await waitForHydration(page);
    await viewAll.click();
    await expect(page.locator("#on-demand-heading")).toBeInViewport();
  });

  test("the topic form explains what is wrong before sending anything", async ({ page }) => {
    let posts = 0;
    await page.route("**/api/webinar-topics", async (route) => {
      posts++;
      await route.fulfill({ status: 201, json: { ok: true } });
    });
    await page.goto("/webinars");
    await waitForHydration(page);
    const form = page.locator("#suggest-a-topic form");
    const name = form.getByLabel("Your name");
    const email = form.getByLabel("Email");
    const topic = form.getByLabel("Topic you would like us to cover");
    await expect(email).toHaveAttribute("type", "email");

    await form.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await expect(form.getByText("Please tell us the topic you'd like us to cover.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toHaveText("Please enter your name.");

    await name.fill("A");
    await email.fill("not-an-address");
    await topic.fill("AI");
    await form.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(form.getByText("Your name needs at least 2 characters.")).toBeVisible();
    await expect(
      form.getByText(`Please enter a valid email address (e.g., ${site.emails.example}).`),
    ).toBeVisible();
    await expect(form.getByText("Please describe the topic in at least 5 characters.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(topic).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    expect(posts).toBe(0);

    await name.fill("Ana Ruiz");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the topic form posts good input as JSON and thanks the visitor", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posted: unknown;
    let contentType = "";
    await page.route("**/api/webinar-topics", async (route) => {
      posted = route.request().postDataJSON();
      contentType = (await route.request().headerValue("content-type")) ?? "";
      expect(route.request().method()).toBe("POST");
      await held;
      await route.fulfill({ status: 201, json: { ok: true } });
    });
    await page.goto("/webinars");
    await waitForHydration(page);
    const form = page.locator("#suggest-a-topic form");
    await form.getByLabel("Your name").fill("  Ana Ruiz ");
    await form.getByLabel("Email").fill("ana@ruizhvac.com");
    await form.getByLabel("Topic you would like us to cover").fill("Handling holiday rush calls for HVAC");
    await form.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeVisible();
    release();
    await expect(page.getByText("Thank you! Your topic suggestion is in.")).toBeVisible();
    expect(contentType).toContain("application/json");
    expect(posted).toEqual({
      name: "Ana Ruiz",
      email: "ana@ruizhvac.com",
      topic: "Handling holiday rush calls for HVAC",
    });
    await expectNoAxeViolations(page);
  });

  test("a server error keeps what was typed and says what to do", async ({ page, consoleErrors }) => {
    await page.route("**/api/webinar-topics", (route) =>
      route.fulfill({ status: 500, json: { error: "server_error", message: "Something went wrong." } }),
    );
    await page.goto("/webinars");
    await waitForHydration(page);
    const form = page.locator("#suggest-a-topic form");
    await form.getByLabel("Your name").fill("Ana Ruiz");
    await form.getByLabel("Email").fill("ana@ruizhvac.com");
    await form.getByLabel("Topic you would like us to cover").fill("Handling holiday rush calls");
    await form.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(form.getByRole("alert")).toContainText("could not save your suggestion");
    await expect(form.getByRole("alert")).toContainText(site.emails.hello);
    await expect(form.getByLabel("Your name")).toHaveValue("Ana Ruiz");
    await expect(form.getByLabel("Email")).toHaveValue("ana@ruizhvac.com");
    await expect(form.getByLabel("Topic you would like us to cover")).toHaveValue(
      "Handling holiday rush calls",
    );
    await expect(form.getByRole("button", { name: "Send Suggestion" })).toBeEnabled();
    await expect(page.getByText("Thank you! Your topic suggestion is in.")).toHaveCount(0);
    await expectNoAxeViolations(page);
    forgetExpectedNetworkErrors(consoleErrors, /status of 500/);
  });

  test("the server's field messages show beside their fields; a network failure keeps the text", async ({
    page,
    consoleErrors,
  }) => {
    let answer: "400" | "offline" = "400";
    await page.route("**/api/webinar-topics", (route) =>
      answer === "400"
        ? route.fulfill({
            status: 400,
            // As the server answers every /api error: problem details, the fields as an extension.
            contentType: "application/problem+json",
            body: JSON.stringify({
              type: "about:blank",
              title: "Bad Request",
              status: 400,
              detail: "Please check the highlighted fields.",
              message: "Please check the highlighted fields.",
              fields: { email: "That address cannot receive e-mail." },
            }),
          })
        : route.abort("internetdisconnected"),
    );
    await page.goto("/webinars");
    await waitForHydration(page);
    const form = page.locator("#suggest-a-topic form");
    const email = form.getByLabel("Email");
    await form.getByLabel("Your name").fill("Ana Ruiz");
    await email.fill("ana@ruizhvac.com");
    await form.getByLabel("Topic you would like us to cover").fill("Handling holiday rush calls");
    await form.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(form.getByText("That address cannot receive e-mail.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("ana@ruizhvac.com");

    answer = "offline";
    await form.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(form.getByRole("alert")).toContainText("could not reach our server");
    await expect(form.getByLabel("Topic you would like us to cover")).toHaveValue(
      "Handling holiday rush calls",
    );
    forgetExpectedNetworkErrors(
      consoleErrors,
      /status of 400|ERR_INTERNET_DISCONNECTED|Failed to load resource/,
    );
  });

  test("every link leads somewhere real", async ({ page }) => {
    await page.goto("/webinars");
    await expectEveryLinkWorks(page);
  });

  for (const viewport of widths) {
    test(`passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/webinars");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
