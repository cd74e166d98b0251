import { industries } from "./industries";
import { formatUsd, plans } from "./plans";
import { site } from "./site";

/**
 * Copy of the About page (SPEC 2.10): mission, story, leadership team and values. The chat answers
 * from it too; app/content/about.ts adds each value's icon.
 */

export const aboutIntro = {
  eyebrow: "About us",
  title: `About ${site.product}`,
  lead: `We build the AI phone host that answers small businesses' calls 24/7, so a ringing phone turns into a booked job, a reservation or an order instead of a missed chance.`,
} as const;

export const mission = {
  eyebrow: "Our mission",
  statement: "No small business should lose a customer because nobody could get to the phone.",
  detail: `Owners and their crews are under a sink, on a roof, at the stove or in court when the phone rings. ${site.product} picks up on the first ring, sounds like part of the team, and hands every caller a clear next step: a booked appointment, a confirmed order, or a call back from the right person.`,
} as const;

export const story = {
  eyebrow: "Our story",
  title: "Why we started",
  paragraphs: [
    `${site.product} began with a plumbing business and a very long Saturday. ${site.author.name}'s family ran a small plumbing and heating company, and on the busiest weekend of one winter the crew spent the day on frozen pipes while the office phone rang and rang. By Monday, most of the people who had called had booked someone else. Nobody had done a bad job; nobody had been free to answer.`,
    "Talking to other owners, we heard the same thing in every trade. A restaurant misses takeout orders during the dinner rush. An electrician can't answer from the top of a ladder. A law firm's intake line goes to voicemail at 7 pm, when an injured person finally has time to call. Callers rarely leave a message: they call the next name on the list.",
    "Answering services help, but they are expensive, work from a script and can't book anything. Hiring a full-time receptionist is out of reach for a five-person shop. So we set out to build a host that knows the business, answers every call day and night, and does the work a good front desk does, at a price a small business can carry.",
  ],
  highlights: [
    {
      value: "24/7",
      label: "Every call answered, nights, weekends and holidays included",
    },
    {
      value: "99%",
      label: "Of calls answered automatically, with urgent ones passed to your team",
    },
    {
      value: String(industries.length),
      label: "Industries we tune the host for, from restaurants to law firms",
    },
    {
      value: String(site.offices.length),
      label: `Offices, in ${site.offices.map((office) => office.city).join(" and ")}`,
    },
  ],
} as const;

export interface Leader {
  name: string;
  role: string;
  bio: string;
  /** Used for the Person structured data. */
  jobTitle: string;
}

export const leadership: readonly Leader[] = [
  {
    name: site.author.name,
    role: site.author.title,
    jobTitle: site.author.title,
    bio: `Grew up answering the phone at the family's plumbing and heating business, then spent ten years building scheduling software for field-service teams. Started ${site.product} so owners could stop choosing between the job in front of them and the customer on the line.`,
  },
  {
    name: "Priya Raman",
    role: "Chief Technology Officer",
    jobTitle: "Chief Technology Officer",
    bio: "Leads the engineering team behind the voice host, the telephony and the dashboard. Before joining, she built speech and call-routing systems for large contact centers, and she cares most about one number: how fast the host answers.",
  },
  {
    name: "Marcus Bell",
    role: "Head of Customer Success",
    jobTitle: "Head of Customer Success",
    bio: "Ran the front office of a multi-location HVAC company for eight years. Now his team sets up every new account, trains each host on the business's services and prices, and checks in until the owner is happy with every call.",
  },
  {
    name: "Elena Ortiz",
    role: "Head of Product",
    jobTitle: "Head of Product",
    bio: "Spends her weeks listening to real calls with customers and turning what she hears into features: text confirmations, emergency transfers, industry vocabulary. Previously led product for booking tools used by restaurants and salons.",
  },
];

export interface CompanyValue {
  /** Which icon the page shows beside it (app/content/about.ts). */
  iconName: "phone-incoming" | "quote" | "hand-heart" | "shield-check";
  title: string;
  text: string;
}

export const values: readonly CompanyValue[] = [
  {
    iconName: "phone-incoming",
    title: "Every call counts",
    text: "A missed call is a missed customer. We measure ourselves by how quickly the host answers and how many callers leave with a next step, not by minutes handled.",
  },
  {
    iconName: "quote",
    title: "Plain and honest",
    text: `Prices are on the page, starting at ${formatUsd(plans.basic.monthlyPrice)} per location per month. No contracts, a ${site.trialDays}-day free trial, and careful claims about what the host can and can't do.`,
  },
  {
    iconName: "hand-heart",
    title: "Built for the trades",
    text: "Owners know their business best. We learn their services, prices and vocabulary, from a burst pipe to a table for six, so the host sounds like someone who works there.",
  },
  {
    iconName: "shield-check",
    title: "Trust is the product",
    text: "Callers share addresses, schedules and sometimes health or accident details. We protect them as if they were our own customers, and we never sell them.",
  },
];
