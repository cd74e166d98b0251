import { Speller, words } from "../language";
import { stem } from "../language/stem";

/**
 * How the live demo call reads a caller's line: the site's shared text normalization and typo
 * correction (core/language), then Porter2 stems, so "flooding", "floded" and "flood" are one word.
 * Phrases are matched on whole words. Browser-safe.
 */

/** Longest line the host reads; a caller's line past this is cut, never an error. */
export const maxLineLength = 500;

/** Everyday words kept as typed, so the speller never "corrects" them into a trade word. */
const everyday =
  "hello hi hey yes yeah yep yup sure okay please thanks thank you sorry no nope nah not maybe " +
  "what when where which who why how much many does do did can could would should will is are was " +
  "were have has had the and but for with from into about after before today tonight tomorrow " +
  "morning afternoon evening night week weekend next this that these those other another first " +
  "second third last later earlier soon soonest earliest asap sunday monday tuesday wednesday " +
  "thursday friday saturday january february march april june july august september october " +
  "november december noon midnight people person guests party table name number phone address " +
  "street avenue road lane drive call back message speak talk someone somebody anyone human real " +
  "owner manager book booking schedule appointment reserve reservation time times work works " +
  "fine good great perfect right wrong correct change actually instead rather different never mind " +
  "cancel bye goodbye done just need want like come out send help home house kitchen bathroom " +
  "basement garage room water power light lights open close closed hours price cost charge";

/** A line as the engine reads it. */
export interface Heard {
  /** As typed (cut to maxLineLength), trimmed. */
  raw: string;
  /** Words after typo correction, lower-case. */
  words: string[];
  /** Stems joined by single spaces, padded with a space at each end for whole-word search. */
  stems: string;
}

export class Reader {
  private readonly speller: Speller;
  private readonly phraseCache = new Map<string, string>();

  constructor(vocabulary: Iterable<string>) {
    const all: string[] = words(everyday);
    for (const phrase of vocabulary) all.push(...words(phrase.replace(/-/g, " ")));
    this.speller = new Speller(all);
  }

  hear(text: string): Heard {
    const raw = text.slice(0, maxLineLength).trim();
    const corrected = words(raw.replace(/-/g, " ")).map((word) => this.speller.correct(word));
    return { raw, words: corrected, stems: ` ${corrected.map(stemOf).join(" ")} ` };
  }

  /** True when the line holds one of the phrases, as whole words. */
  has(heard: Heard, phrases: readonly string[]): boolean {
    return phrases.some((phrase) => heard.stems.includes(this.phrase(phrase)));
  }

  /** How many of the phrases the line holds (a longer phrase counts for its words). */
  score(heard: Heard, phrases: readonly string[]): number {
    let total = 0;
    for (const phrase of phrases) {
      const key = this.phrase(phrase);
      if (heard.stems.includes(key)) total += key.trim().split(" ").length;
    }
    return total;
  }

  private phrase(phrase: string): string {
    let key = this.phraseCache.get(phrase);
    if (key === undefined) {
      key = ` ${words(phrase.replace(/-/g, " ")).map(stemOf).join(" ")} `;
      this.phraseCache.set(phrase, key);
    }
    return key;
  }
}

function stemOf(word: string): string {
  return /^[a-z]+$/.test(word) ? stem(word) : word.replace(/'/g, "");
}

// ---------------------------------------------------------------------------------------------
// Things a caller says that every call understands the same way.

export const phrases = {
  yes: [
    "yes",
    "yeah",
    "yep",
    "yup",
    "sure",
    "ok",
    "okay",
    "correct",
    "right",
    "sounds good",
    "that works",
    "works for me",
    "perfect",
    "absolutely",
    "definitely",
    "go ahead",
    "book it",
    "please do",
    "do it",
    "great",
    "of course",
    "y",
  ],
  no: ["no", "nope", "nah", "not really", "no thanks", "no thank you", "negative", "wrong", "incorrect", "n"],
  goodbye: [
    "bye",
    "goodbye",
    "good bye",
    "that's all",
    "thats all",
    "that's it",
    "that is all",
    "hang up",
    "gotta go",
    "got to go",
    "have a good",
    "nothing else",
    "all set",
    "i'm good",
    "im good",
    "i'm all set",
    "end the call",
  ],
  book: [
    "book",
    "booking",
    "schedule",
    "appointment",
    "appt",
    "come out",
    "come by",
    "send someone",
    "send a",
    "someone out",
    "get someone",
    "available",
    "availability",
    "openings",
    "opening",
    "reserve",
    "reservation",
    "table for",
    "a table",
    "consultation",
    "consult",
    "set up a time",
    "get on the schedule",
    "soonest",
    "earliest",
    "visit",
    "fix",
    "install",
    "need someone",
    "need a",
  ],
  message: [
    "call me back",
    "call back",
    "callback",
    "message",
    "leave a message",
    "speak to",
    "talk to",
    "speak with",
    "talk with",
    "real person",
    "human",
    "operator",
    "representative",
    "someone call me",
    "have someone call",
    "get back to me",
    "reach me",
  ],
  spam: [
    "extended warranty",
    "car's warranty",
    "cars warranty",
    "vehicle warranty",
    "auto warranty",
    "you've won",
    "you have won",
    "you won",
    "won a",
    "free cruise",
    "cruise",
    "prize",
    "congratulations",
    "seo",
    "google listing",
    "listing",
    "top of google",
    "first page of google",
    "ranked",
    "rank",
    "ranking",
    "search engine",
    "merchant",
    "processing fees",
    "credit card processing",
    "business loan",
    "business funding",
    "pre-approved",
    "preapproved",
    "lower your rates",
    "lower your interest",
    "press 1",
    "press one",
    "final notice",
    "automated message",
    "robocall",
    "social security number",
    "suspended",
    "verify your account",
    "limited time offer",
  ],
  /** Danger to life on any call: "hang up and call 911" comes first. */
  danger: [
    "on fire",
    "caught fire",
    "house fire",
    "kitchen fire",
    "a fire",
    "fire in",
    "fire is",
    "flames",
    "smoke coming",
    "smoke from",
    "smoke in",
    "full of smoke",
    "there's smoke",
    "theres smoke",
    "smoke everywhere",
    "smell gas",
    "smells like gas",
    "smelling gas",
    "gas smell",
    "smell of gas",
    "gas leak",
    "leaking gas",
    "rotten eggs",
    "carbon monoxide",
    "not breathing",
    "stopped breathing",
    "unconscious",
    "heart attack",
    "911",
  ],
  change: [
    "actually",
    "instead",
    "change",
    "different",
    "rather",
    "switch",
    "another",
    "other time",
    "make it",
  ],
  moreSlots: [
    "none",
    "neither",
    "other times",
    "other time",
    "something else",
    "anything else",
    "anything later",
    "something later",
    "later",
    "another day",
    "different day",
    "different time",
    "next week",
    "doesn't work",
    "doesnt work",
    "don't work",
    "dont work",
    "can't do",
    "cant do",
    "can't make",
    "not free",
    "busy",
    "what else",
    "other options",
    "any other",
  ],
  hours: [
    "hours",
    "open",
    "close",
    "closed",
    "closing",
    "what time",
    "when are you",
    "till",
    "until",
    "today",
    "tonight",
  ],
  area: [
    "area",
    "service area",
    "do you serve",
    "serve",
    "service",
    "come to",
    "cover",
    "travel",
    "where are you",
    "located",
    "location",
    "far",
    "near",
    "near me",
    "how far",
  ],
  price: [
    "how much",
    "price",
    "prices",
    "pricing",
    "cost",
    "costs",
    "charge",
    "fee",
    "fees",
    "rate",
    "rates",
    "expensive",
    "cheap",
  ],
  about: [
    "what do you do",
    "what services",
    "what kind of work",
    "services",
    "what do you offer",
    "who are you",
  ],
  legalAdvice: [
    "do i have a case",
    "have a case",
    "is my case",
    "worth",
    "how much will i get",
    "how much can i get",
    "how much money",
    "settlement",
    "should i",
    "can i sue",
    "sue",
    "at fault",
    "fault",
    "legal advice",
    "what are my rights",
    "my rights",
    "statute of limitations",
    "deadline to file",
    "insurance offer",
    "accept the offer",
    "sign",
    "recorded statement",
  ],
  whoAreYou: [
    "are you a robot",
    "are you real",
    "are you human",
    "is this a robot",
    "am i talking to",
    "are you ai",
    "is this ai",
    "are you a person",
  ],
} as const;

const questionStart =
  /^(what|when|where|why|how|who|which|do|does|did|can|could|is|are|will|would|should|have|has|any|may)\b/;

/** A line that asks something (a question mark, or a question word first). */
export function isQuestion(heard: Heard): boolean {
  return heard.raw.includes("?") || questionStart.test(heard.words.join(" "));
}

// ---------------------------------------------------------------------------------------------
// Numbers, phone numbers, names, dates and times.

const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  couple: 2,
};

/** A US phone number in the line, as ddd-ddd-dddd, if there is one. */
export function findPhone(text: string): string | null {
  const match = text.match(/(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?!\d)/);
  if (!match) return null;
  const [, area, exchange, line] = match;
  if (!area || !exchange || !line || /^[01]/.test(area)) return null;
  return `${area}-${exchange}-${line}`;
}

/** True when the line holds some digits that are not a whole phone number (a number cut short). */
export function hasPartialPhone(text: string): boolean {
  const digits = text.replace(/\D/g, "");
  return digits.length >= 5 && findPhone(text) === null;
}

const namePrefixes =
  /^(?:(?:yes|yeah|sure|ok|okay|hi|hello|hey)[,.!\s]+)*(?:(?:my name is|my name's|name is|name's|this is|it's|it is|i'm|i am|im|call me|the name is)\s+)?/i;

/** A caller's name from a line such as "It's Sam Lee" or "Sam Lee, 614-555-0147", if it reads as one. */
export function findName(text: string): string | null {
  const phone = text.match(/(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}/);
  let rest = (phone ? text.replace(phone[0], " ") : text).normalize("NFKC").trim();
  rest = rest.replace(namePrefixes, "");
  rest = rest.split(/[,.;!?]|\band\b|\bmy (?:number|phone|cell)\b|\bnumber\b|\bat\b/i)[0]?.trim() ?? "";
  const parts = rest.split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return null;
  if (!parts.every((part) => /^\p{L}[\p{L}'’-]*$/u.test(part))) return null;
  const lower = parts.map((part) => part.toLowerCase());
  if (lower.some((part) => notNames.has(part))) return null;
  return parts.map((part) => part[0]?.toUpperCase() + part.slice(1)).join(" ");
}

/** Words that never make a name on their own ("no", "why", "what"). */
const notNames = new Set(
  (
    "yes yeah no nope why what who how when where sorry pardon huh the a an is are do does you your " +
    "not dont don't i me my it that this there here okay ok sure hello hi hey thanks thank please " +
    "bye goodbye none nothing idk anonymous skip later maybe need want can could would book call help"
  ).split(" "),
);

/** A party size ("for 4", "six people", "table for two"), if the line gives one. */
export function findPartySize(text: string, bareNumberMeansParty = false): number | null {
  const t = text.toLowerCase();
  const num =
    "(\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|couple)";
  const patterns = [
    new RegExp(
      `\\b(?:party of|table for|group of|reservation for|booking for|for)\\s+(?:a\\s+)?${num}(?!\\s*(?::|am\\b|pm\\b|a\\.m|p\\.m|o'?clock|\\d))`,
    ),
    new RegExp(`\\b${num}\\s+(?:people|persons|guests|adults|of us|ppl|diners|covers)\\b`),
  ];
  for (const pattern of patterns) {
    const found = t.match(pattern)?.[1];
    if (found) return toNumber(found);
  }
  if (bareNumberMeansParty) {
    const bare = t.match(new RegExp(`^(?:just\\s+|um\\s+)?${num}(?:\\s+(?:please|total))?[.!]?$`))?.[1];
    if (bare) return toNumber(bare);
  }
  return null;
}

function toNumber(token: string): number {
  return /^\d+$/.test(token) ? Number(token) : (numberWords[token] ?? Number.NaN);
}

export type PartOfDay = "morning" | "afternoon" | "evening";

/** A time of day the caller names: exact ("7:30 pm", "seven", "noon") or a part of the day. */
export interface HeardTime {
  /** 0-23 when am/pm was said or implied; otherwise 1-12 and `ambiguous`. */
  hour: number;
  minute: number;
  ambiguous: boolean;
}

/** An exact time in the line, if any ("9", "9am", "1:30", "half past seven", "noon"). */
export function findTime(text: string, bareNumberIsTime = false): HeardTime | null {
  const t = text.toLowerCase().replace(/\./g, "");
  if (/\bnoon\b/.test(t)) return { hour: 12, minute: 0, ambiguous: false };
  if (/\bmidnight\b/.test(t)) return { hour: 0, minute: 0, ambiguous: false };
  const digits = t.match(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/) ?? t.match(/\b(\d{1,2}):(\d{2})\b/);
  const atDigits =
    digits ?? t.match(/\b(?:at|around|about|by)\s+(\d{1,2})\b(?!\s*(?:people|guests|of us|persons))/);
  const bare = atDigits ?? (bareNumberIsTime ? t.match(/^(?:at\s+)?(\d{1,2})[.!]?$/) : null);
  if (bare) {
    const hour = Number(bare[1]);
    const minute = bare[2] && /^\d{2}$/.test(bare[2]) ? Number(bare[2]) : 0;
    const meridiem = bare[3] ?? (digits ? digits[3] : undefined);
    if (hour > 23 || minute > 59) return null;
    if (meridiem === "am" || meridiem === "pm") {
      if (hour < 1 || hour > 12) return null;
      return { hour: (hour % 12) + (meridiem === "pm" ? 12 : 0), minute, ambiguous: false };
    }
    return { hour, minute, ambiguous: hour >= 1 && hour <= 12 };
  }
  const spoken = t.match(
    /\b(?:at|around|about|for)\s+(?:(half past)\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(thirty|fifteen|forty five|o'?clock))?(?:\s*(am|pm|in the morning|in the evening|at night|in the afternoon|tonight))?/,
  );
  if (spoken?.[2]) {
    const hour = numberWords[spoken[2]] ?? 0;
    const minute = spoken[1]
      ? 30
      : spoken[3] === "thirty"
        ? 30
        : spoken[3] === "fifteen"
          ? 15
          : spoken[3] === "forty five"
            ? 45
            : 0;
    const suffix = spoken[4];
    if (suffix === "am" || suffix === "in the morning") return { hour: hour % 12, minute, ambiguous: false };
    if (suffix) return { hour: (hour % 12) + 12, minute, ambiguous: false };
    return { hour, minute, ambiguous: true };
  }
  return null;
}

/** "morning", "afternoon" or "evening" if the line names a part of the day. */
export function findPartOfDay(text: string): PartOfDay | null {
  const t = text.toLowerCase();
  if (/\b(morning|am)\b/.test(t)) return "morning";
  if (/\bafternoon\b/.test(t)) return "afternoon";
  if (/\b(evening|tonight|night|after work)\b/.test(t)) return "evening";
  return null;
}

export const weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const weekdayPattern =
  /\b(sun(?:day)?|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?)\b/;
const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A day the caller names, relative to `today` (a local calendar date in the business's time zone). */
export type HeardDay =
  | { kind: "offset"; days: number }
  | { kind: "weekday"; weekday: number; next: boolean }
  | { kind: "date"; month: number; day: number };

export function findDay(text: string): HeardDay | null {
  const t = text.toLowerCase();
  if (/\b(today|tonight|this evening|this afternoon|this morning)\b/.test(t))
    return { kind: "offset", days: 0 };
  if (/\bday after tomorrow\b/.test(t)) return { kind: "offset", days: 2 };
  if (/\b(tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow)\b/.test(t)) return { kind: "offset", days: 1 };
  const monthDay = t.match(
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/,
  );
  if (monthDay?.[1] && monthDay[2]) {
    return { kind: "date", month: months.indexOf(monthDay[1].slice(0, 3)) + 1, day: Number(monthDay[2]) };
  }
  const slash = t.match(/\b(\d{1,2})\/(\d{1,2})\b/);
  if (slash?.[1] && slash[2]) return { kind: "date", month: Number(slash[1]), day: Number(slash[2]) };
  const weekday = t.match(weekdayPattern)?.[1];
  if (weekday) {
    return {
      kind: "weekday",
      weekday: weekdays.indexOf(weekday.slice(0, 3) as (typeof weekdays)[number]),
      next: /\bnext\s+\w*$/.test(t.slice(0, t.indexOf(weekday))),
    };
  }
  return null;
}

/** Which of `count` offered options the caller picks by position ("the first", "second one", "the later one"). */
export function findChoice(text: string, count: number): number | null {
  const t = text.toLowerCase();
  if (/\b(first|1st|earlier|earliest|former|option 1|option one|number 1|number one)\b/.test(t)) return 0;
  if (/\b(second|2nd|latter|option 2|option two|number 2|number two|the later one)\b/.test(t))
    return count > 1 ? 1 : null;
  if (/\b(third|3rd|option 3|option three)\b/.test(t)) return count > 2 ? 2 : null;
  if (/\b(last one|the last)\b/.test(t)) return count - 1;
  if (/\b(either|any of (?:them|those)|whichever|doesn't matter|does not matter|any is fine)\b/.test(t))
    return 0;
  return null;
}
