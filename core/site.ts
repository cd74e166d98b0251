import { publicEnv } from "./env-public";
import { phone } from "./phone";

/**
 * The brand sheet: every name, address, phone number and e-mail the site shows.
 * Rebranding the site means editing this file (and the environment), nothing else.
 */
export const site = {
  product: "Hostline",
  company: "Hostline, Inc.",
  tagline: "The AI phone host that answers every call, 24/7",
  description:
    "Hostline answers your business calls 24/7 with a friendly AI host: it books appointments, takes orders and reservations, texts confirmations and hands urgent calls to your team.",
  localModelName: "Hostline Local 1.0",
  url: publicEnv.siteUrl,
  appUrl: publicEnv.appUrl,
  /** The © year the prerendered pages carry; the footer moves it on with the visitor's clock. */
  copyrightYear: publicEnv.buildYear,
  trialDays: 14,
  author: { name: "Jordan Ellis", title: "Founder" },
  logo: { path: "/logo.png", svgPath: "/logo.svg", width: 512, height: 512 },
  socialImage: { path: "/og-default.png", width: 1200, height: 630 },
  phones: {
    sales: phone("888-555-0142"),
  },
  emails: {
    support: "support@hostline.example",
    hello: "hello@hostline.example",
    privacy: "privacy@hostline.example",
    /** Shown in the e-mail validation message as an example address. */
    example: "john@yourcompany.com",
  },
  offices: [
    {
      city: "Austin",
      address: "401 Example Street, Suite 200",
      stateLine: "Austin, TX 78701",
      schedule: { days: "Mon-Fri", opens: "9am", closes: "6pm", timeZone: "America/Chicago" },
    },
    {
      city: "New York",
      address: "88 Sample Avenue, Floor 12",
      stateLine: "New York, NY 10001",
      schedule: { days: "Mon-Fri", opens: "9am", closes: "6pm", timeZone: "America/New_York" },
    },
  ],
  /** How the offices take visitors: the contact page and the chat say it alike. */
  officeVisits:
    "Visits are by appointment: call ahead and we'll make sure the right person is there to meet you.",
} as const;

export type Office = (typeof site.offices)[number];

/**
 * A time zone's everyday name ("Central Time" for America/Chicago), from Intl, the same in every
 * season and on the server and in the browser alike (so pages hydrate without a mismatch).
 */
export function timeZoneName(timeZone: string): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
      .formatToParts(new Date(Date.UTC(2026, 0, 15)))
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  return name.replace(/ (Standard|Daylight) Time$/, " Time");
}

/** An office's opening hours in its own time zone: "Mon-Fri 9am-6pm Central Time". */
export function officeHours(office: Office): string {
  const { days, opens, closes, timeZone } = office.schedule;
  return `${days} ${opens}-${closes} ${timeZoneName(timeZone)}`;
}

/** Every office's opening hours, each in its city: "Mon-Fri 9am-6pm Central Time in Austin and ...". */
export function allOfficeHours(): string {
  return site.offices.map((office) => `${officeHours(office)} in ${office.city}`).join(" and ");
}

/** Every office's street address: "401 Example Street, Suite 200, Austin, TX 78701, and ...". */
export function officeAddresses(): string {
  return site.offices.map((office) => `${office.address}, ${office.stateLine}`).join(", and ");
}

/** An absolute URL on the site's own origin, for canonical links, sitemaps and Open Graph. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}
