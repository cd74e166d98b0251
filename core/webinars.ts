import { articlePath, articleSlugs } from "./blog";
import { site } from "./site";

/**
 * The /webinars page's words, sessions and recordings: the page and the chat answer from them
 * (app/content/webinars.ts adds the topic form and the e-mails its buttons open).
 */
export const webinarsPage = {
  title: `${site.product} Webinars`,
  description: `Free live demos, training and workshops from the ${site.product} team: see the AI phone host answer real calls, set it up for your business and measure what it earns you.`,
  lead: `Free live sessions for owners and office managers: watch the AI host take real calls, learn to tune it for your business, and bring your questions.`,
  /** Every session's time zone, stated on the page. */
  timeZone: "America/New_York",
  timeZoneLabel: "Eastern Time (America/New_York)",
  /** Said of every session, after its time zone. */
  sessionsEnd: "Each session ends with open Q&A.",
  /** What the Register Now button does (after "Register Now"). */
  registerNow: "opens an e-mail to our team; we reply with your join link.",
  /** The recordings section's lead. */
  recordingsLead:
    "Recordings of our most-watched sessions. Ask for a recording and we e-mail you the link, or read the article that covers the same ground.",
} as const;

export type SessionKind = "Live demo" | "Training" | "Workshop";

export interface UpcomingWebinar {
  /** The card's anchor and the calendar UID's first part. */
  id: string;
  kind: SessionKind;
  title: string;
  description: string;
  agenda: readonly string[];
  presenter: { name: string; role: string };
  /** ISO 8601 with New York's UTC offset on that date (EST, -05:00, in December). */
  start: string;
  end: string;
  audience: string;
}

export const upcomingWebinars: readonly UpcomingWebinar[] = [
  {
    id: "live-demo",
    kind: "Live demo",
    title: `Live Demo: Hear ${site.product} Answer Real Calls`,
    description: `We call the demo line live and let the AI host book an appointment, take a phone order and hand an urgent call to a person, then show where each call lands in the dashboard.`,
    agenda: [
      "Three live calls, unscripted, with real back-and-forth",
      "The call summary, SMS confirmation and transfer as they happen",
      "Open Q&A on pricing, setup and your phone number",
    ],
    presenter: { name: site.author.name, role: `${site.author.title}, ${site.product}` },
    start: "2026-12-02T13:00:00-05:00",
    end: "2026-12-02T13:45:00-05:00",
    audience: "Owners deciding whether an AI phone host fits their business",
  },
  {
    id: "training-setup",
    kind: "Training",
    title: "Training: Teach Your AI Host Your Services, Prices and Hours",
    description:
      "A hands-on walkthrough of the dashboard for new and trial customers: add your services and prices, set business hours and holiday closures, and choose which calls go straight to your team.",
    agenda: [
      "Services, prices and the answers callers hear",
      "Hours, holidays and after-hours rules",
      "Transfer rules and who gets the SMS alerts",
    ],
    presenter: { name: `${site.product} Customer Success`, role: "Onboarding specialists" },
    start: "2026-12-09T14:00:00-05:00",
    end: "2026-12-09T15:00:00-05:00",
    audience: "New and trial customers setting up their first location",
  },
  {
    id: "workshop-roi",
    kind: "Workshop",
    title: "Workshop: Put a Dollar Figure on Every Missed Call",
    description:
      "Bring last month's call log and your average job or ticket value. Together we build a simple model of what missed and after-hours calls cost you, and what answering all of them is worth.",
    agenda: [
      "Pull missed and after-hours calls from your phone records",
      "Turn answer rate and booking rate into monthly revenue",
      "Leave with a one-page ROI sheet for your business",
    ],
    presenter: { name: `${site.product} Solutions`, role: "Call-flow and analytics specialists" },
    start: "2026-12-16T12:00:00-05:00",
    end: "2026-12-16T13:30:00-05:00",
    audience: "Owners and office managers of service businesses and restaurants",
  },
];

/**
 * The sessions still to come at `now` (ms since the epoch): a session leaves the list when it
 * starts, so a date that has passed is never offered as upcoming.
 */
export function upcomingAt(now: number, sessions: readonly UpcomingWebinar[] = upcomingWebinars) {
  return sessions.filter((session) => Date.parse(session.start) > now);
}

/** Shown in place of the session cards when none is still to come. */
export const noUpcomingSessions =
  "No live sessions are on the calendar right now. New dates are posted here as they are set: watch a recording below, or suggest a topic you want covered.";

export interface OnDemandWebinar {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
  views: number;
  /** The blog article that covers the same ground. */
  article: { path: string; label: string };
}

export const onDemandWebinars: readonly OnDemandWebinar[] = [
  {
    id: "restaurant-peak-hours",
    title: "Friday Night Rush: Phone Orders and Reservations on Autopilot",
    description:
      "How restaurants let the AI host take orders and reservations during peak hours while the staff stays on the floor.",
    durationMinutes: 41,
    views: 1385,
    article: {
      path: articlePath(articleSlugs.restaurantsPeak),
      label: "How restaurants handle peak-hour calls with AI",
    },
  },
  {
    id: "emergency-calls",
    title: "After-Hours Emergencies: Triage for Plumbers and Electricians",
    description:
      "Separating a burst pipe from a dripping tap at 2 AM: the questions the AI host asks and when it wakes up your on-call tech.",
    durationMinutes: 36,
    views: 1120,
    article: {
      path: articlePath(articleSlugs.emergencies),
      label: "How plumbers and electricians handle emergency calls with AI",
    },
  },
  {
    id: "crm-integrations",
    title: `Connecting ${site.product} to Your CRM`,
    description:
      "Send every caller, booking and call summary into the CRM you already use, so nobody retypes a message again.",
    durationMinutes: 28,
    views: 968,
    article: {
      path: articlePath(articleSlugs.crmGuide),
      label: "Integrating your AI phone system with popular CRMs",
    },
  },
];

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock parts of "2026-12-02T13:00:00-05:00" as written, without time-zone arithmetic. */
function localParts(iso: string): LocalTime {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) throw new Error(`Not an ISO date-time: ${iso}`);
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

function clock({ hour, minute }: LocalTime): { time: string; period: "AM" | "PM" } {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return { time: `${hour12}:${String(minute).padStart(2, "0")}`, period: hour < 12 ? "AM" : "PM" };
}

export interface SessionTimeLabels {
  /** "Wednesday, December 2, 2026" */
  date: string;
  /** "1:00 – 1:45 PM ET" */
  time: string;
  /** "DEC" and "2", for the calendar tile. */
  monthShort: string;
  day: string;
  /** "45 minutes", "1 hour", "1 hour 30 minutes" */
  duration: string;
}

/**
 * Labels in New York time, computed from the strings alone so the prerendered HTML and the
 * browser always agree (no Intl or local-time differences between Node and the visitor).
 */
export function sessionTimeLabels(session: Pick<UpcomingWebinar, "start" | "end">): SessionTimeLabels {
  const start = localParts(session.start);
  const end = localParts(session.end);
  const weekday = weekdayNames[new Date(Date.UTC(start.year, start.month - 1, start.day)).getUTCDay()];
  const month = monthNames[start.month - 1] ?? "";
  const from = clock(start);
  const to = clock(end);
  const time =
    from.period === to.period
      ? `${from.time} – ${to.time} ${to.period} ET`
      : `${from.time} ${from.period} – ${to.time} ${to.period} ET`;
  const minutes = (Date.parse(session.end) - Date.parse(session.start)) / 60_000;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const duration = [hours ? `${hours} hour${hours === 1 ? "" : "s"}` : "", rest ? `${rest} minutes` : ""]
    .filter(Boolean)
    .join(" ");
  return {
    date: `${weekday}, ${month} ${start.day}, ${start.year}`,
    time,
    monthShort: month.slice(0, 3).toUpperCase(),
    day: String(start.day),
    duration,
  };
}

/** U.S. time zones west of the page's Eastern Time, with how many hours behind it they are. */
export const westernZones = [
  { label: "CT", hoursBehind: 1 },
  { label: "MT", hoursBehind: 2 },
  { label: "PT", hoursBehind: 3 },
] as const;

/** "10:00 – 10:45 AM PT": a session's clock times in a zone some hours behind Eastern Time. */
export function sessionTimeIn(
  session: Pick<UpcomingWebinar, "start" | "end">,
  zone: { label: string; hoursBehind: number },
): string {
  const shift = (time: LocalTime): LocalTime => ({ ...time, hour: (time.hour - zone.hoursBehind + 24) % 24 });
  const from = clock(shift(localParts(session.start)));
  const to = clock(shift(localParts(session.end)));
  return from.period === to.period
    ? `${from.time} – ${to.time} ${to.period} ${zone.label}`
    : `${from.time} ${from.period} – ${to.time} ${to.period} ${zone.label}`;
}
