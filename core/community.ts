import { site } from "./site";

/**
 * Copy of the Community page (SPEC 2.10): stats, forum categories, leaders and events. The chat answers
 * from it too; app/content/community.ts adds each category's icon.
 */

export const communityIntro = {
  eyebrow: "Community",
  title: `The ${site.product} Community`,
  lead: `Where owners who run their phones on ${site.product} swap greetings, call scripts and setups that work, and get answers from people who have solved the same problem.`,
} as const;

export interface CommunityStat {
  value: string;
  label: string;
}

export const communityStats: readonly CommunityStat[] = [
  { value: "15K+", label: "Members" },
  { value: "32K+", label: "Posts" },
  { value: "120+", label: "Groups" },
  { value: "98%", label: "Questions answered" },
];

export interface ForumCategoryCopy {
  /** Which icon the page shows beside it (app/content/community.ts). */
  iconName: "rocket" | "book" | "plug";
  title: string;
  description: string;
  /** Typical threads in this category. */
  topics: readonly string[];
  /** Where to read and ask about it on this site. */
  href: string;
  linkLabel: string;
}

export const forumCategoryCopy: readonly ForumCategoryCopy[] = [
  {
    iconName: "rocket",
    title: "Getting started",
    description:
      "Your first week with an AI host: forwarding your number, writing a greeting that sounds like you, and teaching the host your services and prices.",
    topics: [
      "Forwarding after hours only vs. every call",
      "Greetings that tell callers who they're talking to",
      "What to do with the first week of transcripts",
    ],
    href: "/help-center",
    linkLabel: "Get setup answers in the help center",
  },
  {
    iconName: "book",
    title: "Industry playbooks",
    description:
      "What works for restaurants, plumbers, electricians, pest control, HVAC and law firms: emergency triage, peak-hour orders, intake questions and follow-up texts.",
    topics: [
      "Triage rules for no-heat and burst-pipe calls",
      "Taking takeout orders during the dinner rush",
      "Intake questions for injury consultations",
    ],
    href: "/blog",
    linkLabel: "Read the playbooks on our blog",
  },
  {
    iconName: "plug",
    title: "Integrations and API",
    description:
      "Connecting your host to calendars, CRMs, point-of-sale and field-service tools, and building your own workflows with webhooks and the API.",
    topics: [
      "Syncing bookings to your calendar",
      "Sending new leads to your CRM",
      "Call webhooks and transcripts in your own tools",
    ],
    href: "/api",
    linkLabel: "Open the API documentation",
  },
];

/** A community leader: name, role, a short bio and what they help with. */
export interface CommunityLeader {
  name: string;
  role: string;
  bio: string;
  focus: readonly string[];
}

export const communityLeaders: readonly CommunityLeader[] = [
  {
    name: "Dana Whitfield",
    role: "Community Manager",
    bio: "Runs the forums and the monthly roundtables, and makes sure no question sits unanswered for long. Spent six years managing a busy family restaurant's front of house.",
    focus: ["New members", "Greetings and scripts", "Restaurants"],
  },
  {
    name: "Luis Navarro",
    role: "Solutions Engineer",
    bio: "Answers the technical threads: calendar and CRM connections, webhooks, and forwarding setups with several locations or after-hours rules.",
    focus: ["Integrations", "API and webhooks", "Multi-location setups"],
  },
  {
    name: "Grace Okafor",
    role: "Customer Success Lead",
    bio: "Works with home-service and legal customers every day and shares what the best-performing hosts do differently, from triage questions to follow-up texts.",
    focus: ["Home services", "Law firm intake", "Call analytics"],
  },
];

export interface CommunityEvent {
  id: string;
  title: string;
  format: "Online" | "In person";
  /** When it happens: a recurring schedule, so the page never shows a past date. */
  schedule: string;
  duration: string;
  description: string;
  /** schema.org Schedule, for the Event structured data. */
  jsonLdSchedule: Record<string, unknown>;
}

const [firstOffice] = site.offices;

export const communityEvents: readonly CommunityEvent[] = [
  {
    id: "onboarding-live",
    title: "New Customer Onboarding Live",
    format: "Online",
    schedule: "Every Tuesday, 1:00 pm ET",
    duration: "45 minutes",
    description:
      "A live walkthrough of setting up your host: forwarding, greeting, services and prices, urgent-call transfers. Bring your questions; we answer them on screen.",
    jsonLdSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: "https://schema.org/Tuesday",
      startTime: "13:00:00",
      duration: "PT45M",
      scheduleTimezone: "America/New_York",
    },
  },
  {
    id: "trades-roundtable",
    title: "Home Services Roundtable",
    format: "Online",
    schedule: "First Thursday of every month, 4:00 pm ET",
    duration: "60 minutes",
    description:
      "Plumbers, electricians, HVAC and pest-control owners compare after-hours rules, emergency triage questions and how they turn calls into booked jobs.",
    jsonLdSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1M",
      byDay: "https://schema.org/Thursday",
      byMonthWeek: 1,
      startTime: "16:00:00",
      duration: "PT1H",
      scheduleTimezone: "America/New_York",
    },
  },
  {
    id: "office-meetup",
    title: `${firstOffice.city} Owners' Breakfast`,
    format: "In person",
    schedule: `Quarterly, at our ${firstOffice.city} office`,
    duration: "90 minutes",
    description: `Coffee, breakfast tacos and an honest conversation with local owners and our team at ${firstOffice.address}. We reply to each RSVP with the next date.`,
    jsonLdSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P3M",
      duration: "PT1H30M",
      scheduleTimezone: "America/Chicago",
    },
  },
];

/** The mailto: link an RSVP opens: to the general inbox, with the event's name in the subject. */
export function rsvpMailto(event: Pick<CommunityEvent, "title" | "schedule">): string {
  const subject = `RSVP: ${event.title}`;
  const body = [
    `I'd like to join "${event.title}" (${event.schedule}).`,
    "",
    "Name:",
    "Business:",
    "How many people are coming:",
  ].join("\n");
  return `mailto:${site.emails.hello}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
