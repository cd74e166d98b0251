import { words } from "./normalize";

/**
 * The trades' and buyers' vocabulary: each canonical term with the words and phrases visitors use
 * for it. The answer engine rewrites both its index and every question with this table, so
 * "attorney", "lawyer" and "law firm" find the same passages, and "how much" finds "price".
 * Phrases are matched on whole words, longest first. Browser-safe data.
 */
export const synonymGroups: Readonly<Record<string, readonly string[]>> = {
  // Trades
  attorney: [
    "attorney",
    "attorneys",
    "lawyer",
    "lawyers",
    "law firm",
    "law firms",
    "law office",
    "law offices",
    "law practice",
    "legal practice",
    "personal injury firm",
    "pi firm",
    "paralegal",
  ],
  hvac: [
    "hvac",
    "ac",
    "a/c",
    "air conditioning",
    "air conditioner",
    "air-conditioning",
    "heating and air",
    "heating and cooling",
    "heating & air",
    "heat pump",
  ],
  exterminator: ["exterminator", "exterminators", "pest control", "pest-control", "pest", "pests", "bug guy"],
  restaurant: [
    "restaurant",
    "restaurants",
    "diner",
    "cafe",
    "café",
    "bistro",
    "pizzeria",
    "pizza place",
    "eatery",
  ],
  plumber: ["plumber", "plumbers", "plumbing"],
  electrician: ["electrician", "electricians", "electrical contractor", "electrical"],
  // What buyers ask about
  appointment: [
    "appointment",
    "appointments",
    "booking",
    "bookings",
    "book",
    "books",
    "booked",
    "schedule",
    "scheduling",
    "scheduled",
  ],
  reservation: ["reservation", "reservations", "reserve", "table booking"],
  price: [
    "price",
    "prices",
    "pricing",
    "cost",
    "costs",
    "how much",
    "charge per month",
    "rate",
    "rates",
    "monthly fee",
    "price list",
  ],
  cancel: ["cancel", "cancels", "cancelling", "canceling", "cancellation", "cancelled", "canceled"],
  trial: ["trial", "free trial", "test drive", "trial period"],
  contract: ["contract", "contracts", "commitment", "locked in", "lock in", "lock-in"],
  person: [
    "human",
    "real person",
    "live person",
    "a person",
    "someone",
    "staff member",
    "receptionist on my team",
  ],
  transfer: [
    "transfer",
    "transfers",
    "transferred",
    "transfered",
    "hand off",
    "handoff",
    "hand-off",
    "escalate",
  ],
  sms: ["sms", "text message", "text messages", "texts", "texting"],
  location: ["location", "locations", "branch", "branches", "storefront"],
  integrate: [
    "integrate",
    "integrates",
    "integration",
    "integrations",
    "integrated",
    "connect",
    "connects",
    "sync",
    "syncs",
    "plug into",
    "plugs into",
    "hook up to",
  ],
  setup: ["setup", "set up", "set-up", "onboarding", "onboard", "go live", "going live", "get started"],
  secure: ["secure", "security", "safe data", "protected"],
  encrypt: ["encrypt", "encrypted", "encryption"],
  large: ["large", "big", "huge", "bigger", "larger"],
  afterhours: [
    "after hours",
    "after-hours",
    "at night",
    "overnight",
    "late night",
    "night",
    "nights",
    "middle of the night",
    "midnight",
    "2am",
    "3am",
    "weekend",
    "weekends",
    "holidays",
    "when we're closed",
    "when we are closed",
    "closed",
  ],
  office: ["office", "offices", "headquarters", "hq"],
  email: ["email", "e-mail", "emails", "e-mails"],
  dashboard: ["dashboard", "portal", "admin panel"],
};

/** The canonical term of each phrase, for the rewrite. */
export const synonymOf: ReadonlyMap<string, string> = new Map(
  Object.entries(synonymGroups).flatMap(([canonical, phrases]) =>
    phrases.map((phrase) => [words(phrase).join(" "), canonical] as const),
  ),
);

const escaped = [...synonymOf.keys()]
  .sort((a, b) => b.length - a.length)
  .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const phrasePattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})(?![\\p{L}\\p{N}])`, "gu");

/** Rewrites every listed phrase in text made of `words()` joined by spaces to its canonical term. */
export function canonicalize(normalized: string): string {
  return normalized.replace(phrasePattern, (phrase) => synonymOf.get(phrase) ?? phrase);
}
