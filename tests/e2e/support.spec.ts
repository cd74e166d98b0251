import type { Page, Route } from "@playwright/test";
import {
  cannedFollowUps,
  supportFaqs,
  supportIndustryQuestions,
  supportSuggestions,
} from "../../core/knowledge/support";
import { formatUsd, plans } from "../../core/plans";
import { site } from "../../core/site";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

const questionBox = (page: Page) => page.getByRole("textbox", { name: `Your question for ${site.product}` });
const sendButton = (page: Page) => page.getByRole("button", { name: "Send message" });
const assistantMessages = (page: Page) => page.locator('[data-role="assistant"]');
const userMessages = (page: Page) => page.locator('[data-role="user"] p');
const menuButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function openSupport(page: Page, path = "/support") {
  await page.goto(path);
  await waitForHydration(page);
}

async function ask(page: Page, text: string) {
  await questionBox(page).fill(text);
  await questionBox(page).press("Enter");
}

/** Answers /api/chat with `body` (JSON unless a string) and `status`. */
function answerChat(page: Page, body: unknown, status = 200) {
  return page.route("**/api/chat", (route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** Drops the browser's own "Failed to load resource" line for an error a test answered on purpose. */
function forgetExpectedNetworkErrors(consoleErrors: string[]) {
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (/Failed to load resource|ERR_ABORTED/.test(consoleErrors[index] ?? ""))
      consoleErrors.splice(index, 1);
  }
}

test.describe("/support landing", () => {
  test("greets by the hour in New York, after mount only, and refreshes every minute", async ({ page }) => {
    // The prerendered HTML cannot know the visitor's time: it carries no greeting at all.
    const html = await (await page.request.get("/support")).text();
    expect(html).not.toMatch(/Good (Morning|Afternoon|Evening)/);

    // 11:59:30 in New York (EST, UTC-5).
    await page.clock.install({ time: new Date("2025-01-15T16:59:30Z") });
    await openSupport(page);
    const greeting = page.getByTestId("greeting");
    await expect(greeting).toHaveText("Good Morning");
    await page.clock.fastForward(60_000);
    await expect(greeting).toHaveText("Good Afternoon");
  });

  test("shows the default suggestions, and the set for each ?context=", async ({ page }) => {
    await openSupport(page);
    const suggestions = page.getByTestId("suggestions").getByRole("button");
    await expect(suggestions).toHaveText(supportSuggestions.default);
    for (const context of ["pricing", "feedback", "demo"] as const) {
      await openSupport(page, `/support?context=${context}`);
      await expect(suggestions).toHaveText(supportSuggestions[context]);
    }
    await openSupport(page, "/support?context=nonsense");
    await expect(suggestions).toHaveText(supportSuggestions.default);
  });

  test("sends ?context= with the question, and switches to the conversation for good", async ({ page }) => {
    const bodies: Record<string, unknown>[] = [];
    await page.route("**/api/chat", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ json: { response: `Reply ${bodies.length}.`, engine: "local" } });
    });
    await openSupport(page, "/support?context=pricing");
    await expect(page.getByRole("button", { name: "Frequently Asked Questions" })).toBeVisible();

    await page.getByRole("button", { name: supportSuggestions.pricing[0] }).click();
    await expect(userMessages(page)).toHaveText([supportSuggestions.pricing[0]!]);
    await expect(assistantMessages(page).last()).toContainText("Reply 1.");
    // The landing state is gone: no suggestions, no dropdowns.
    await expect(page.getByTestId("suggestions")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Frequently Asked Questions" })).toHaveCount(0);
    expect(bodies[0]).toMatchObject({
      message: supportSuggestions.pricing[0],
      context: "pricing",
      history: [],
      model: expect.any(String),
    });

    await expect(questionBox(page)).toBeEnabled();
    await ask(page, "And for two locations?");
    await expect(assistantMessages(page).last()).toContainText("Reply 2.");
    expect(bodies[1]).toMatchObject({
      message: "And for two locations?",
      history: [
        { role: "user", content: supportSuggestions.pricing[0] },
        { role: "assistant", content: "Reply 1." },
      ],
    });
    // Never back to the landing state.
    await expect(page.getByTestId("suggestions")).toHaveCount(0);
    await expect(userMessages(page)).toHaveCount(2);
  });

  test("an FAQ entry sends its question", async ({ page }) => {
    await answerChat(page, { response: "It answers your calls." });
    await openSupport(page);
    await menuButton(page, "Frequently Asked Questions").click();
    await page.getByRole("menuitem", { name: supportFaqs[0]!.question }).click();
    await expect(userMessages(page)).toHaveText([supportFaqs[0]!.question]);
    await expect(assistantMessages(page)).toContainText("It answers your calls.");
  });

  test("only one dropdown is open at a time; Escape and a click outside close it", async ({ page }) => {
    await openSupport(page);
    const faq = menuButton(page, "Frequently Asked Questions");
    const restaurants = menuButton(page, "Restaurants");
    const panelOf = async (button: ReturnType<typeof menuButton>) =>
      page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);

    // Six buttons: the FAQ and five industries.
    await expect(page.getByTestId("question-menus").locator("button[aria-expanded]")).toHaveText([
      "Frequently Asked Questions",
      ...supportIndustryQuestions.map((entry) => entry.industry),
    ]);

    await faq.click();
    await expect(faq).toHaveAttribute("aria-expanded", "true");
    const faqPanel = await panelOf(faq);
    await expect(faqPanel.getByRole("menuitem")).toHaveText(supportFaqs.map((entry) => entry.question));
    expect((await faqPanel.boundingBox())?.width).toBe(320);

    await restaurants.click();
    await expect(restaurants).toHaveAttribute("aria-expanded", "true");
    await expect(faq).toHaveAttribute("aria-expanded", "false");
    await expect(faqPanel).toBeHidden();
    const restaurantPanel = await panelOf(restaurants);
    await expect(restaurantPanel.getByRole("menuitem")).toHaveCount(5);
    await expect(page.locator("[aria-expanded=true]")).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(restaurants).toHaveAttribute("aria-expanded", "false");
    await expect(restaurantPanel).toBeHidden();
    await expect(restaurants).toBeFocused();

    await faq.click();
    await expect(faqPanel).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(faq).toHaveAttribute("aria-expanded", "false");
    await expect(faqPanel).toBeHidden();
  });

  test("the dropdowns work by keyboard: arrows, Home, End, type-ahead, Escape", async ({ page }) => {
    await openSupport(page);
    const plumbers = menuButton(page, "Plumbers");
    const questions = supportIndustryQuestions
      .find((entry) => entry.industry === "Plumbers")!
      .questions.map((entry) => entry.question);
    const item = (index: number) => page.getByRole("menuitem", { name: questions[index]!, exact: true });
    await plumbers.focus();
    await page.keyboard.press("Enter");
    await expect(plumbers).toHaveAttribute("aria-expanded", "true");
    await expect(item(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(item(4)).toBeFocused();
    // The list wraps around.
    await page.keyboard.press("ArrowDown");
    await expect(item(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(item(4)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(item(0)).toBeFocused();
    // Type-ahead: the first letters of a question move to it.
    const target = questions.findIndex(
      (question, index) => index > 0 && questions.filter((other) => other[0] === question[0]).length === 1,
    );
    expect(target).toBeGreaterThan(0);
    await page.keyboard.type(questions[target]!.slice(0, 1));
    await expect(item(target)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(plumbers).toHaveAttribute("aria-expanded", "false");
    await expect(plumbers).toBeFocused();
    // Arrow down on the button opens it too, and Enter on a question asks it.
    await page.keyboard.press("ArrowDown");
    await expect(item(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(plumbers).toHaveCount(0);
    await expect(userMessages(page)).toHaveText([questions[1]!]);
  });

  test("a dropdown works before its menu code has loaded: the first click opens it", async ({ page }) => {
    // Hold the menu's chunk back until the click has happened.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/chat-dropdown-menu-[\w-]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    await openSupport(page);
    const faq = menuButton(page, "Frequently Asked Questions");
    await faq.click();
    release();
    await expect(faq).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menuitem")).toHaveText(supportFaqs.map((entry) => entry.question));
  });

  test("send is disabled while the question is blank", async ({ page }) => {
    await openSupport(page);
    await expect(sendButton(page)).toBeDisabled();
    await questionBox(page).fill("   ");
    await expect(sendButton(page)).toBeDisabled();
    await questionBox(page).press("Enter");
    await expect(userMessages(page)).toHaveCount(0);
    await questionBox(page).fill("Hi");
    await expect(sendButton(page)).toBeEnabled();
  });
});

test.describe("/support conversation", () => {
  test("disables the input and shows the typing indicator while a reply is pending", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/chat", async (route) => {
      await held;
      await route.fulfill({ json: { response: "Basic is **$299** a month." } });
    });
    await openSupport(page);
    await ask(page, "How much is Basic?");
    const indicator = page.getByTestId("typing-indicator");
    await expect(indicator).toBeVisible();
    await expect(indicator).toHaveText(`${site.product} is typing…`);
    await expect(questionBox(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();

    release();
    await expect(assistantMessages(page).last()).toHaveText(`${site.product}: Basic is $299 a month.`);
    await expect(indicator).toHaveCount(0);
    await expect(questionBox(page)).toBeEnabled();
    await expect(questionBox(page)).toBeFocused();
  });

  test("reveals the reply character by character and announces it once finished", async ({ page }) => {
    const reply =
      "Hostline answers every call, day and night. It books appointments, takes orders, texts confirmations and transfers urgent calls to your team.";
    await answerChat(page, { response: reply });
    await openSupport(page);
    await ask(page, "What does it do?");
    const message = assistantMessages(page).last();
    const announcer = page.getByTestId("reply-announcer");
    // Part of the reply is on screen while the rest is still coming, and nothing is announced yet.
    await expect
      .poll(async () => {
        const shown = ((await message.textContent()) ?? "").replace(`${site.product}: `, "");
        return shown.length > 0 && shown.length < reply.length && reply.startsWith(shown);
      })
      .toBe(true);
    await expect(message).toHaveAttribute("aria-busy", "true");
    await expect(announcer).toBeEmpty();
    await expect(message).toHaveText(`${site.product}: ${reply}`);
    await expect(message).toHaveAttribute("aria-busy", "false");
    await expect(announcer).toHaveText(reply);
  });

  test.describe("SPEC 8 error texts", () => {
    test.use({ reducedMotion: "reduce" });

    const cases: { name: string; status: number; body: unknown; text: string }[] = [
      {
        name: "401",
        status: 401,
        body: { error: { message: "bad key" } },
        text: "The AI service is currently experiencing authentication issues. Our team has been notified.",
      },
      {
        name: "403",
        status: 403,
        body: { error: { message: "forbidden" } },
        text: "The AI service is currently experiencing authentication issues. Our team has been notified.",
      },
      {
        name: "404",
        status: 404,
        body: { error: "Not Found" },
        text: "The API endpoint could not be found. Please check the server configuration.",
      },
      {
        name: "429",
        status: 429,
        body: { error: { message: "Slow down" } },
        text: "Too many requests to the AI service. Please wait a moment before trying again.",
      },
      {
        name: "500",
        status: 500,
        body: { error: { message: "boom" } },
        text: "The AI service is temporarily unavailable. Our team has been notified and is working to restore service.",
      },
      {
        name: "503",
        status: 503,
        body: "Service Unavailable",
        text: "The AI service is temporarily unavailable. Our team has been notified and is working to restore service.",
      },
      {
        name: "another status (400)",
        status: 400,
        body: { error: { message: "Bad request" } },
        text: "There was a temporary issue connecting to the AI service. Please try again in a moment.",
      },
      {
        name: "unparseable JSON",
        status: 200,
        body: "<html>not json</html>",
        text: "Received an invalid response from the server. Please try again.",
      },
      {
        name: "an unknown shape",
        status: 200,
        body: { answer: "misnamed" },
        text: "Unexpected response format from the AI service.",
      },
      {
        name: "an error object without a message",
        status: 200,
        body: { error: {} },
        text: "An unknown error occurred with the AI service.",
      },
    ];

    for (const { name, status, body, text } of cases) {
      test(`${name} shows its text as the assistant's message`, async ({ page, consoleErrors }) => {
        await answerChat(page, body, status);
        await openSupport(page);
        await ask(page, "How much is Pro?");
        // The placeholder (typing indicator) is replaced by the text.
        await expect(assistantMessages(page)).toHaveCount(1);
        await expect(assistantMessages(page)).toHaveText(`${site.product}: ${text}`);
        await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
        await expect(questionBox(page)).toBeEnabled();
        forgetExpectedNetworkErrors(consoleErrors);
      });
    }

    test("a dropped connection shows the temporary-issue text", async ({ page, consoleErrors }) => {
      await page.route("**/api/chat", (route) => route.abort("internetdisconnected"));
      await openSupport(page);
      await ask(page, "Hello?");
      await expect(assistantMessages(page)).toHaveText(
        `${site.product}: There was a temporary issue connecting to the AI service. Please try again in a moment.`,
      );
      forgetExpectedNetworkErrors(consoleErrors);
    });

    test("gives up after 30 seconds", async ({ page, consoleErrors }) => {
      await page.clock.install({ time: new Date("2025-03-03T15:00:00Z") });
      const pending: Route[] = [];
      await page.route("**/api/chat", (route) => {
        pending.push(route);
      });
      await openSupport(page);
      await page.clock.pauseAt(new Date("2025-03-03T15:01:00Z"));
      await ask(page, "Hello?");
      await expect.poll(() => pending.length).toBe(1);
      await page.clock.runFor(29_900);
      await expect(page.getByTestId("typing-indicator")).toBeVisible();
      await page.clock.runFor(200);
      await expect(assistantMessages(page)).toHaveText(
        `${site.product}: There was a temporary issue connecting to the AI service. Please try again in a moment.`,
      );
      await expect(questionBox(page)).toBeEnabled();
      forgetExpectedNetworkErrors(consoleErrors);
    });
  });

  test.describe("follow-up questions", () => {
    test.use({ reducedMotion: "reduce" });

    const start = new Date("2025-03-03T15:00:00Z");

    async function twoExchanges(page: Page) {
      await answerChat(page, { response: "Pro is $599 a month per location." });
      await openSupport(page);
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      await ask(page, "How much is Pro?");
      await expect(assistantMessages(page)).toHaveCount(1);
      await expect(questionBox(page)).toBeEnabled();
      await ask(page, "What about the pricing for Basic?");
      await expect(assistantMessages(page)).toHaveCount(2);
      await expect(questionBox(page)).toBeEnabled();
    }

    test("appear after 15 s of quiet once there are more than 2 messages, and hide on typing", async ({
      page,
    }) => {
      const suggestions = ["Is there a setup fee?", "Can I pay yearly?", "What does Enterprise add?"];
      const requests: unknown[] = [];
      await page.route("**/api/chat/follow-ups", async (route) => {
        requests.push(route.request().postDataJSON());
        expect(route.request().headers().authorization).toBeUndefined();
        await route.fulfill({ json: { suggestions } });
      });
      await page.clock.install({ time: start });
      await answerChat(page, { response: "Pro is $599 a month per location." });
      await openSupport(page);
      // From here on, only runFor moves the page's clock.
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      await ask(page, "How much is Pro?");
      await expect(assistantMessages(page)).toHaveCount(1);
      // Two messages are not enough.
      await page.clock.runFor(20_000);
      await expect(page.getByTestId("follow-ups")).toHaveCount(0);
      expect(requests).toHaveLength(0);

      await ask(page, "And Basic?");
      await expect(assistantMessages(page)).toHaveCount(2);
      await expect(questionBox(page)).toBeEnabled();
      await page.clock.runFor(14_900);
      await expect(page.getByTestId("follow-ups")).toHaveCount(0);
      expect(requests).toHaveLength(0);
      await page.clock.runFor(200);
      const box = page.getByTestId("follow-ups");
      await expect(box.getByRole("button")).toHaveText(suggestions);
      expect(requests[0]).toMatchObject({
        history: [
          { role: "user", content: "How much is Pro?" },
          { role: "assistant", content: "Pro is $599 a month per location." },
          { role: "user", content: "And Basic?" },
          { role: "assistant", content: "Pro is $599 a month per location." },
        ],
      });

      // Typing hides the box.
      await questionBox(page).pressSequentially("Hi");
      await expect(box).toHaveCount(0);
      await questionBox(page).fill("");
      await page.clock.runFor(14_900);
      await expect(box).toHaveCount(0);
      await page.clock.runFor(200);
      await expect(box).toBeVisible();

      // Choosing one sends it, and the box goes away.
      await box.getByRole("button", { name: suggestions[1] }).click();
      await expect(box).toHaveCount(0);
      await expect(userMessages(page).last()).toHaveText(suggestions[1]!);
    });

    test("fall back to the canned set chosen by the last messages' words", async ({
      page,
      consoleErrors,
    }) => {
      await page.route("**/api/chat/follow-ups", (route) =>
        route.fulfill({ status: 500, json: { error: { message: "x" } } }),
      );
      await page.clock.install({ time: start });
      await twoExchanges(page);
      await page.clock.runFor(15_100);
      const expected = cannedFollowUps(["What about the pricing for Basic?"]);
      expect(expected).toContain("How much is it for two locations?");
      await expect(page.getByTestId("follow-ups").getByRole("button")).toHaveText(expected);
      forgetExpectedNetworkErrors(consoleErrors);
    });
  });

  test("HTML and javascript: links in messages stay plain text", async ({ page }) => {
    const reply =
      'Here is <img src=x onerror="window.__xss=1"> and [click me](javascript:window.__xss=2) and <a href="javascript:window.__xss=3">link</a>, but **bold** and [pricing](/pricing) work.';
    await answerChat(page, { response: reply });
    await openSupport(page);
    const question = "<script>window.__xss=4</script><b>hi</b>";
    await ask(page, question);
    const message = assistantMessages(page).last();
    await expect(message).toContainText("work.");
    await expect(message).toContainText('<img src=x onerror="window.__xss=1">');
    await expect(message).toContainText("[click me](javascript:window.__xss=2)");
    await expect(message).toContainText('<a href="javascript:window.__xss=3">link</a>');
    await expect(message.locator("img, script, b")).toHaveCount(0);
    await expect(message.locator("strong")).toHaveText("bold");
    await expect(message.getByRole("link")).toHaveCount(1);
    await expect(message.getByRole("link", { name: "pricing" })).toHaveAttribute("href", "/pricing");
    await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
    await expect(userMessages(page)).toHaveText(question);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("answers from the real local engine, quoting the configured price", async ({ page }) => {
    await openSupport(page);
    await ask(page, "How much does the Pro plan cost?");
    const message = assistantMessages(page).last();
    await expect(message).toHaveAttribute("aria-busy", "false", { timeout: 20_000 });
    await expect(message).toContainText(formatUsd(plans.pro.monthlyPrice));
    await expect(message.getByRole("link").first()).toHaveAttribute("href", /^\//);
  });
});

for (const viewport of widths) {
  test.describe(`/support at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: "reduce" });

    test("passes axe in the landing state, with a dropdown open, and in a conversation", async ({ page }) => {
      await openSupport(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ask ${site.product} anything`);
      await expectNoAxeViolations(page);

      await menuButton(page, "Pest Control").click();
      // The menu's code loads on this first click: its button says when it is open.
      await expect(menuButton(page, "Pest Control")).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(
        `[id="${await menuButton(page, "Pest Control").getAttribute("aria-controls")}"]`,
      );
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      await answerChat(page, {
        response:
          "Pro is **$599** a month.\n- SMS notifications\n- Advanced analytics\nSee [pricing](/pricing).",
      });
      await ask(page, "What does Pro include?");
      await expect(assistantMessages(page).last()).toContainText("See pricing.");
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
