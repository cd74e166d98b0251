import { site } from "./site";

/** The /webinars page's words that the chat answers from too (app/content/webinars.ts has the sessions). */
export const webinarsPage = {
  title: `${site.product} Webinars`,
  description: `Free live demos, training and workshops from the ${site.product} team: see the AI phone host answer real calls, set it up for your business and measure what it earns you.`,
  lead: `Free live sessions for owners and office managers: watch the AI host take real calls, learn to tune it for your business, and bring your questions.`,
  /** Every session's time zone, stated on the page. */
  timeZone: "America/New_York",
  timeZoneLabel: "Eastern Time (America/New_York)",
} as const;
