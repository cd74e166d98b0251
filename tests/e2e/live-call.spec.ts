import type { Locator, Page } from "@playwright/test";
import type { DemoTrade } from "../../core/demo-call/engine";
import { demoCallScenarios } from "../support/demo-call-scenarios";
import { expect, expectNoAxeViolations, test, waitForHydration, widths } from "./fixtures";

/**
 * The live demo call (issue 16), as a visitor uses it: every path for each trade's sample
 * business, the owner's summary, keyboard and screen-reader use, and nothing sent or stored.
 * The clock is fixed (Wednesday, November 25 2026, 10:00 AM in New York) so the slots are known.
 */
const now = new Date("2026-11-25T15:00:00Z");

async function openCall(page: Page, path: string): Promise<Locator> {
  await page.clock.setFixedTime(now);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Try a live call" }).click();
  const dialog = page.getByRole("dialog", { name: "Live demo call" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function say(dialog: Locator, line: string) {
  const log = dialog.getByRole("log", { name: "Call transcript" });
  const before = await log.getByRole("listitem").count();
  await dialog.getByLabel("Your message").fill(line);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(log.getByRole("listitem").nth(before)).toHaveText(new RegExp(escapeRegExp(line.slice(0, 40))));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text of the host's newest line (without its "Hostline host" label). */
const lastHostLine = (dialog: Locator) =>
  dialog.locator('[role="log"] [data-speaker="host"]').last().locator("[data-line]");

function field(dialog: Locator, label: string) {
  return dialog.getByTestId("owner-summary").locator(`dd[data-field="${label}"]`);
}

async function endAndRestart(dialog: Locator) {
  if (await dialog.getByRole("button", { name: "End call" }).isVisible()) {
    await dialog.getByRole("button", { name: "End call" }).click();
  }
  await expect(dialog.getByRole("heading", { name: "What the owner receives" })).toBeFocused();
}

async function newCall(dialog: Locator) {
  await dialog.getByRole("button", { name: "Start a new call" }).click();
  await expect(dialog.getByLabel("Your message")).toBeVisible();
}

for (const [trade, scenario] of Object.entries(demoCallScenarios) as [
  DemoTrade,
  (typeof demoCallScenarios)[DemoTrade],
][]) {
  test(`live call for ${trade}: FAQ, booking, emergency, 911, message, spam and hang-up`, async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    const dialog = await openCall(page, scenario.path);
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api")) apiCalls.push(request.url());
    });
    await expect(lastHostLine(dialog)).toHaveText(
      /Thanks for calling .+ AI assistant, and this call may be recorded/,
    );
    await expect(dialog).toContainText("This demo call is not recorded");

    // A question about the business, answered from its data.
    await say(dialog, scenario.faq.ask);
    await expect(lastHostLine(dialog)).toHaveText(scenario.faq.expect);
    await endAndRestart(dialog);
    await expect(field(dialog, "Outcome")).toHaveText("Questions answered");
    await newCall(dialog);

    // Booking: concrete slots, the caller's details, a read-back, and the owner's calendar entry.
    for (const line of scenario.booking) await say(dialog, line);
    await expect(lastHostLine(dialog)).toHaveText(/(tomorrow|\w+day) at \d{1,2}:\d{2} (AM|PM)/);
    if (!(await lastHostLine(dialog).textContent())?.startsWith("Good news"))
      await say(dialog, "the first one");
    await say(dialog, `My name is ${scenario.caller.name}`);
    await say(dialog, scenario.caller.phone);
    if (scenario.caller.address) await say(dialog, scenario.caller.address);
    await expect(lastHostLine(dialog)).toHaveText(/^Let me confirm: .+ Shall I book it\?$/);
    await say(dialog, "yes");
    const confirmation = (await lastHostLine(dialog).textContent()) ?? "";
    const when = confirmation.match(/You're all set for (.+? at \d{1,2}:\d{2} (?:AM|PM))\./)?.[1];
    expect(when, confirmation).toBeTruthy();
    await say(dialog, "No, that's all");
    await expect(dialog.getByRole("heading", { name: "What the owner receives" })).toBeFocused();
    await expect(field(dialog, "Caller")).toHaveText(scenario.caller.name);
    await expect(field(dialog, "Number")).toHaveText(scenario.caller.phone);
    await expect(field(dialog, "Urgency")).toHaveText("Routine");
    await expect(field(dialog, "Outcome")).toContainText(when ?? "?");
    await expect(dialog.getByTestId("owner-sms")).toContainText(scenario.caller.phone);
    await expect(dialog.getByTestId("owner-email-subject")).toHaveText(
      new RegExp(`^New booking: ${scenario.caller.name}`),
    );
    await expect(dialog.getByTestId("owner-calendar")).toContainText(when?.replace(" at ", ", ") ?? "?");
    await newCall(dialog);

    // An emergency: advice, a name and number, then the transfer.
    await say(dialog, scenario.emergency);
    await expect(lastHostLine(dialog)).toHaveText(/getting the .+ on the line for you now/);
    await say(dialog, `${scenario.caller.name}, ${scenario.caller.phone}`);
    await expect(dialog.locator('[data-speaker="event"] [data-line]').last()).toHaveText(
      /^Transferring to .+ phone would ring/,
    );
    await expect(field(dialog, "Urgency")).toHaveText("Emergency");
    await expect(field(dialog, "Outcome")).toHaveText(/^Transferred to /);
    await expect(dialog.getByTestId("owner-sms")).toContainText("EMERGENCY");
    await newCall(dialog);

    // Danger to life: 911 first.
    await say(dialog, scenario.danger);
    await expect(lastHostLine(dialog)).toHaveText(/^If anyone is in danger, hang up and call 911 now\./);
    await endAndRestart(dialog);
    await expect(field(dialog, "Outcome")).toContainText("Told to hang up and call 911");
    await newCall(dialog);

    // A message: name, number, reason, and when the team will call back.
    await say(dialog, "Can someone call me back?");
    await say(dialog, scenario.caller.name);
    await say(dialog, scenario.caller.phone);
    await say(dialog, "I'd like a quote for next month");
    await expect(lastHostLine(dialog)).toHaveText(
      /I've sent your message to \w+, and you can expect a call back/,
    );
    await endAndRestart(dialog);
    await expect(field(dialog, "Outcome")).toHaveText("Message taken: call back");
    await expect(field(dialog, "Reason")).toHaveText("I'd like a quote for next month");
    await newCall(dialog);

    // Spam: ended politely and marked.
    await say(dialog, "Congratulations, you've won a free cruise!");
    await expect(lastHostLine(dialog)).toHaveText(/Please take this number off your list\. Goodbye\./);
    await expect(field(dialog, "Urgency")).toHaveText("Spam");
    await newCall(dialog);

    // Hanging up mid-call.
    await say(dialog, scenario.booking[0] ?? "");
    await dialog.getByRole("button", { name: "End call" }).click();
    await expect(dialog.locator('[data-speaker="event"] [data-line]').last()).toHaveText("You hung up.");
    await expect(field(dialog, "Outcome")).toHaveText(/^Caller hung up/);

    expect(apiCalls, "the call never reaches the server").toEqual([]);
  });
}

test("a plumber who has never seen the site books a job with the suggestions alone and sees the text", async ({
  page,
}) => {
  const dialog = await openCall(page, "/");
  await dialog.getByRole("button", { name: /Plumbers/ }).click();
  const chip = (name: string | RegExp) =>
    dialog.getByRole("list", { name: "Suggested caller lines" }).getByRole("button", { name });
  await chip(/drain is clogged/).click();
  await chip("The first one").click();
  await chip(/My name is/).click();
  await chip(/^\d{3}-555-0147$/).click();
  await chip(/Alder Street/).click();
  await chip("Yes, book it").click();
  await chip(/No, that's all/).click();
  await expect(dialog.getByTestId("owner-sms")).toContainText("booked a service visit");
  await expect(dialog.getByTestId("owner-calendar")).toBeVisible();
});

test("the call works by keyboard: focus stays in the dialog, Escape closes it and returns focus", async ({
  page,
}) => {
  const dialog = await openCall(page, "/electricians");
  await expect(dialog.getByLabel("Your message")).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByLabel("Your message").focus();
  await page.keyboard.type("what are your hours?");
  await page.keyboard.press("Enter");
  await expect(lastHostLine(dialog)).toHaveText(/We're open/);
  await expect(dialog.getByLabel("Your message")).toBeFocused();
  await expect(dialog.getByRole("log", { name: "Call transcript" })).toHaveAttribute("aria-live", "polite");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Try a live call" })).toBeFocused();
});

test("an empty line is not sent: the visitor is told what to type", async ({ page }) => {
  const dialog = await openCall(page, "/plumbers");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(
    dialog.getByText("Type what you'd say as the caller, or pick one of the suggestions."),
  ).toBeVisible();
  await expect(dialog.locator('[role="log"] li')).toHaveCount(1);
});

test("the dialog's code is not in the page's first load, and a call stores nothing", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/plumbers");
  await waitForHydration(page);
  const firstLoad = [...scripts];
  expect(firstLoad.some((path) => /live-call-dialog/.test(path))).toBe(false);
  const storedBefore = await page.evaluate(() => ({
    cookies: document.cookie,
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
  await page.getByRole("button", { name: "Try a live call" }).click();
  const dialog = page.getByRole("dialog", { name: "Live demo call" });
  await expect(dialog.getByLabel("Your message")).toBeVisible();
  await say(dialog, "My kitchen drain is clogged");
  await dialog.getByRole("button", { name: "End call" }).click();
  expect(scripts.some((path) => /live-call-dialog/.test(path))).toBe(true);
  const storedAfter = await page.evaluate(() => ({
    cookies: document.cookie,
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
  expect(storedAfter).toEqual(storedBefore);
});

test("an open call runs no endless animation: the ticker behind it pauses and the call's dot is still", async ({
  page,
}) => {
  /** Animations that repeat forever and are playing now, named by the element they move. */
  const endless = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations === Infinity)
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return target instanceof Element ? target.className : "?";
        }),
    );
  await page.goto("/plumbers");
  await waitForHydration(page);
  expect(await endless()).toEqual([expect.stringContaining("ticker-track")]);
  await page.getByRole("button", { name: "Try a live call" }).click();
  const dialog = page.getByRole("dialog", { name: "Live demo call" });
  await expect(lastHostLine(dialog)).toHaveText(/^Thanks for calling/);
  await say(dialog, "My kitchen drain is clogged");
  await expect(dialog.getByText("On the call")).toBeVisible();
  expect(await endless()).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(endless).toEqual([expect.stringContaining("ticker-track")]);
});

test("a placeholder demo line is never shown as a number to call on any trade page", async ({ page }) => {
  const { industries } = await import("../../core/industries");
  for (const industry of industries) {
    await page.goto(industry.path);
    const card = page.getByTestId("demo-call-card");
    if (industry.demoPhoneIsPlaceholder) {
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
      await expect(page.locator(`a[href="${industry.demoPhone.href}"]`)).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText(industry.demoPhone.display);
      await expect(card.getByRole("link", { name: "read a sample call" })).toHaveAttribute(
        "href",
        "#sample-call",
      );
      await expect(page.locator("#sample-call")).toBeVisible();
    } else {
      await expect(card.locator(`a[href="${industry.demoPhone.href}"]`)).toBeVisible();
    }
    await expect(card.getByRole("button", { name: "Try a live call" })).toBeVisible();
  }
});

for (const { name, width, height } of widths) {
  test(`the live call passes axe on ${name}, mid-call and with the owner's summary`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const dialog = await openCall(page, "/restaurants");
    await say(dialog, "Can I book a table for four on Thursday at 6?");
    await expectNoAxeViolations(page);
    await say(dialog, "Sam Lee");
    await say(dialog, "720-555-0147");
    await say(dialog, "yes");
    await dialog.getByRole("button", { name: "End call" }).click();
    await expect(dialog.getByTestId("owner-summary")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
