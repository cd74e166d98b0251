import { type PhoneNumber, phone } from "./phone";
import { site } from "./site";

export const industryKeys = [
  "restaurant",
  "plumber",
  "electrician",
  "pestcontrol",
  "personal-injury-attorney",
  "hvac",
] as const;

export type IndustryKey = (typeof industryKeys)[number];

/**
 * Other spellings of an industry key that the API and the forms accept: "pest-control" was this
 * project's key before SPEC's "pestcontrol" became the key of record.
 */
export const industryKeyAliases: Readonly<Record<string, IndustryKey>> = { "pest-control": "pestcontrol" };

/** The key of record for a key or one of its aliases (anything else is returned as it is). */
export function canonicalIndustryKey(key: string): string {
  // Own keys only: "__proto__" or "constructor" is no alias.
  return Object.hasOwn(industryKeyAliases, key) ? (industryKeyAliases[key] as string) : key;
}

export interface Industry {
  key: IndustryKey;
  /** Plural display name, as in the Businesses We Support menu: "Plumbers". */
  name: string;
  /** Singular short name for badges and tight spaces: "Plumber". */
  shortName: string;
  /** The canonical page. */
  path: string;
  /** Older or shorter paths that answer 301 to `path`. */
  aliases: readonly string[];
  /** An SVG illustration made for this project, under public/. */
  image: string;
  imageAlt: string;
  /** The demo line a visitor can call to hear Hostline for this trade. */
  demoPhone: PhoneNumber;
  /** True when the demo line is a placeholder number (SPEC 2.5: pest control and law). */
  demoPhoneIsPlaceholder: boolean;
}

/** Under a demo line's number, on the page and in the chat: what calling it is and costs. */
export const demoLineNote = {
  real: `A real call to a ${site.product} demo host.`,
  rates: "Standard call rates apply.",
} as const;

export const industries: readonly Industry[] = [
  {
    key: "restaurant",
    name: "Restaurants",
    shortName: "Restaurant",
    path: "/restaurants",
    aliases: ["/restaurant"],
    image: "/images/industries/restaurant.svg",
    imageAlt: "A plate with a knife and fork",
    demoPhone: phone("888-555-0101"),
    demoPhoneIsPlaceholder: false,
  },
  {
    key: "plumber",
    name: "Plumbers",
    shortName: "Plumber",
    path: "/plumbers",
    aliases: ["/plumber"],
    image: "/images/industries/plumber.svg",
    imageAlt: "A wrench crossing a water pipe with a drop",
    demoPhone: phone("888-555-0102"),
    demoPhoneIsPlaceholder: false,
  },
  {
    key: "electrician",
    name: "Electricians",
    shortName: "Electrician",
    path: "/electricians",
    aliases: ["/electrician"],
    image: "/images/industries/electrician.svg",
    imageAlt: "A lightning bolt over a wall outlet",
    demoPhone: phone("888-555-0103"),
    demoPhoneIsPlaceholder: false,
  },
  {
    key: "pestcontrol",
    name: "Pest Control Services",
    shortName: "Pest Control",
    path: "/pest-control-services",
    aliases: ["/pestcontrol", "/pest-control"],
    image: "/images/industries/pest-control.svg",
    imageAlt: "A shield in front of a small beetle",
    demoPhone: phone("888-555-0104"),
    demoPhoneIsPlaceholder: true,
  },
  {
    key: "personal-injury-attorney",
    name: "Personal Injury Attorneys",
    shortName: "Law Firm",
    path: "/personal-injury-attorneys",
    aliases: ["/personal-injury-attorney"],
    image: "/images/industries/personal-injury-attorney.svg",
    imageAlt: "The scales of justice",
    demoPhone: phone("888-555-0105"),
    demoPhoneIsPlaceholder: true,
  },
  {
    key: "hvac",
    name: "HVAC Services",
    shortName: "HVAC",
    path: "/hvac-services",
    aliases: ["/hvac"],
    image: "/images/industries/hvac.svg",
    imageAlt: "A thermostat with a snowflake and a flame",
    demoPhone: phone("888-555-0106"),
    demoPhoneIsPlaceholder: false,
  },
];

/** The generic business shown on the home page. */
export const genericBusiness = {
  key: "general" as const,
  name: "Small Businesses",
  shortName: "Business",
  path: "/",
  demoPhone: phone("888-555-0100"),
  demoPhoneIsPlaceholder: false,
};

/** The industries in the order of the Businesses We Support menu (alphabetical). */
export const industriesByName: readonly Industry[] = [...industries].sort((a, b) =>
  a.name.localeCompare(b.name),
);

/** An industry's name in running text: "pest control services", "HVAC services" (acronyms keep their capitals). */
export function industryNameInText(industry: Pick<Industry, "name">): string {
  return industry.name
    .split(" ")
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");
}

export function isIndustryKey(value: string): value is IndustryKey {
  return (industryKeys as readonly string[]).includes(value);
}

export function getIndustry(key: IndustryKey): Industry {
  const found = industries.find((industry) => industry.key === key);
  if (!found) throw new Error(`Unknown industry ${key}`);
  return found;
}

/** The industry whose canonical page is `pathname`, if any. */
export function industryForPath(pathname: string): Industry | undefined {
  return industries.find((industry) => industry.path === pathname);
}
