import { type Office, officeHours, site } from "@core/site";
import {
  BookOpenText,
  Headset,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Phone,
  ShieldCheck,
} from "lucide-react";

/** Copy of the Contact page (SPEC 2.10): three ways to reach us and the two offices. */

export const contactIntro = {
  eyebrow: "Contact",
  title: `Contact ${site.product}`,
  lead: `Talk to sales about the right plan, get help with your host, or drop us a line. Real people read every message.`,
} as const;

export interface ContactChannel {
  id: "sales" | "support" | "general";
  icon: LucideIcon;
  title: string;
  description: string;
  /** What is shown: the number or the address. */
  value: string;
  /** A tel: or mailto: link. */
  href: string;
  /** Accessible name of the link: what it does. */
  action: string;
  availability: string;
}

export const contactChannels: readonly ContactChannel[] = [
  {
    id: "sales",
    icon: Phone,
    title: "Talk to sales",
    description:
      "Questions about plans, several locations or Enterprise? Call us and we'll work out the right setup for your business, and what it costs, in one conversation.",
    value: site.phones.sales.display,
    href: site.phones.sales.href,
    action: `Call sales at ${site.phones.sales.display}`,
    availability: `Answered ${officeHours(site.offices[0])}`,
  },
  {
    id: "support",
    icon: Headset,
    title: "Customer support",
    description:
      "Already a customer? E-mail us about your host's answers, call forwarding, your dashboard or billing. Include your business name and the number your host answers.",
    value: site.emails.support,
    href: `mailto:${site.emails.support}`,
    action: `E-mail support at ${site.emails.support}`,
    availability: "We reply within one business day",
  },
  {
    id: "general",
    icon: Mail,
    title: "General inquiries",
    description:
      "Partnerships, integrations, press or anything else. Tell us a little about what you have in mind and we'll put you in touch with the right person.",
    value: site.emails.hello,
    href: `mailto:${site.emails.hello}`,
    action: `E-mail us at ${site.emails.hello}`,
    availability: "We reply within one business day",
  },
];

export const officesIntro = {
  title: "Our offices",
  lead: `Our team works from ${site.offices.map((office) => office.city).join(" and ")}. ${site.officeVisits}`,
} as const;

export interface HelpLink {
  icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  label: string;
}

/** Other places to get an answer, often faster than an e-mail. */
export const helpLinks: readonly HelpLink[] = [
  {
    icon: MessagesSquare,
    title: "Support chat",
    text: "Ask our assistant about setup, features and billing, any time of day.",
    href: "/support",
    label: "Open the support chat",
  },
  {
    icon: BookOpenText,
    title: "Help center",
    text: "Answers to the questions new customers ask most, from forwarding to training your host.",
    href: "/help-center",
    label: "Browse the help center",
  },
  {
    icon: ShieldCheck,
    title: "Security",
    text: "How we protect your calls, recordings and customer details, and how to report a concern.",
    href: "/security",
    label: "Read about security",
  },
  {
    icon: LifeBuoy,
    title: "Privacy requests",
    text: "Access, correct or delete personal information we hold about you.",
    href: `mailto:${site.emails.privacy}`,
    label: `E-mail ${site.emails.privacy}`,
  },
];

/** "Austin, TX 78701" → locality, region and postal code. */
export function parseStateLine(stateLine: string): { locality: string; region: string; postalCode: string } {
  const match = /^(.+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(stateLine.trim());
  if (!match) throw new Error(`Expected "City, ST 12345", got "${stateLine}"`);
  return { locality: match[1]!, region: match[2]!, postalCode: match[3]! };
}

/** An office as schema.org PostalAddress structured data. */
export function officePostalAddress(office: Office): Record<string, unknown> {
  const { locality, region, postalCode } = parseStateLine(office.stateLine);
  return {
    "@type": "PostalAddress",
    name: `${site.product} ${office.city} office`,
    streetAddress: office.address,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: "US",
  };
}
