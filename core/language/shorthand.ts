/**
 * Texting shorthand spelled out, so a message typed with one thumb reads like the same message
 * typed at a desk: "can i test it b4 real customers call" is "... before real customers call",
 * "syncs w outlook cal?" is "syncs with outlook calendar?". Only whole words change, and only
 * shorthand that means one thing in a question to a phone-answering service; a word that could
 * be something else ("sat", "sun") is spelled out only beside what makes it a day.
 * Browser-safe (no Node APIs).
 */

/** Shorthand → what it stands for, whole words only (case-insensitive). */
const spelledOut: Readonly<Record<string, string>> = {
  u: "you",
  ya: "you",
  yall: "you all",
  "y'all": "you all",
  ur: "your",
  b4: "before",
  "w/": "with",
  "w/o": "without",
  w: "with",
  pls: "please",
  plz: "please",
  ppl: "people",
  hrs: "hours",
  mins: "minutes",
  msg: "message",
  msgs: "messages",
  appt: "appointment",
  appts: "appointments",
  diff: "different",
  thru: "through",
  walkthru: "walkthrough",
  some1: "someone",
  any1: "anyone",
  every1: "everyone",
  no1: "no one",
  yr: "year",
  yrs: "years",
  wk: "week",
  wks: "weeks",
  gotta: "have to",
  wanna: "want to",
  gonna: "going to",
  lemme: "let me",
  gimme: "give me",
  kinda: "kind of",
  dunno: "don't know",
  cuz: "because",
  coz: "because",
  bc: "because",
  "b/c": "because",
  tho: "though",
  rn: "right now",
  abt: "about",
  bout: "about",
  wat: "what",
  wut: "what",
  wats: "what's",
  cal: "calendar",
  txt: "text",
  txts: "texts",
  txting: "texting",
  biz: "business",
  mgr: "manager",
  acct: "account",
  nite: "night",
  tonite: "tonight",
  "2nite": "tonight",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  thx: "thanks",
  thnx: "thanks",
  yday: "yesterday",
  ystd: "yesterday",
  in2: "into",
  incl: "included",
  hq: "headquarters",
  nyc: "new york",
  somethings: "something is",
  loc: "location",
  locs: "locations",
  avail: "available",
};

const shorthandPattern = new RegExp(
  `(?<![\\p{L}\\p{N}'./-])(${Object.keys(spelledOut)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![\\p{L}\\p{N}'/-]|\\.\\p{L})`,
  "giu",
);

/** "r u open", "how r ur prices": "r" is "are" beside a pronoun or a question word. */
const are =
  /(?<=\b(?:how|what|where|who|when|why|which|whats|what's|u|you|they|we)\s)r\b(?!['-])|\br(?=\s(?:u|you|ur|your|they|there|we|the|these|those|calls|prices|you guys)\b)/gi;

/** A day written short, where it reads as a day: "open sat", "sat and sun", "on fri". */
const days: Readonly<Record<string, string>> = {
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  weds: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
};
const dayNames = Object.keys(days).join("|");
const anyDay = `${dayNames}|${Object.values(days).join("|")}`;
const shortDay = new RegExp(
  [
    `(?<=\\b(?:open|on|this|next|every|til|till|until|through|and|or|closed|weekdays|weekends)\\s)(?:${dayNames})\\b(?!['-])`,
    `\\b(?:${dayNames})(?=\\s(?:and|or|morning|mornings|night|nights|afternoon|evening)\\b|\\s(?:at )?\\d|\\s?-\\s?(?:${anyDay})\\b)`,
    `(?<=\\b(?:${anyDay})\\s?-\\s?)(?:${dayNames})\\b`,
  ].join("|"),
  "gi",
);

/**
 * A number run into its unit: "1yr", "2yrs", "24hrs", "30mins". After a number, "hr" and "min"
 * are units too (alone they may be "HR" or a minimum).
 */
const numberAndUnit = /\b(\d+)(yrs?|hrs?|mins?|wks?|mos)\b/gi;
const units: Readonly<Record<string, string>> = { ...spelledOut, hr: "hour", min: "minute", mos: "months" };

/**
 * A system's name as speech-to-text writes it, split or misheard ("open table", "house call pro",
 * "sir vice titan"): the name as the site writes it. "an open table at 7" stays a table.
 */
const heardNames: readonly (readonly [RegExp, string])[] = [
  [/(?<!\b(?:an|a|any|no|one)\s)\bopen[- ]tables?\b/gi, "OpenTable"],
  [/\bhouse[- ]?calls? pro\b/gi, "Housecall Pro"],
  // ...and its users' short name: "jobs on my schedule in hcp", "hcp integration?" (not "the hcp on
  // call", a clinic's provider).
  [/(?<!\bthe )\bhcp\b(?! on[- ]?call)/gi, "Housecall Pro"],
  [/\b(?:service|sir vice|serve us|servus) titan\b/gi, "ServiceTitan"],
  [/\bhub spot\b/gi, "HubSpot"],
  [/\bsales force\b/gi, "Salesforce"],
  [/\bpipe drive\b/gi, "Pipedrive"],
  // What an owner new to it calls the host: "the robot", "your robot thing" (not a robot menu or
  // "robo calls").
  [
    /\b(the|your|ur|this|that|my|our) robot(?: thing)?\b(?!\s*(?:menus?|calls?|voices?|dialers?)\b)/gi,
    "$1 AI",
  ],
  // ...and a number misheard: "for for locations", "won shop address".
  [/\bfor for (?=(?:locations?|stores?|shops?|restaurants?|branches|trucks|offices|techs)\b)/gi, "for four "],
  [/\bwon (?=(?:shop|location|store|address|office|truck|restaurant)\b)/gi, "one "],
];

/**
 * The owner a helper writes for is the one asking: "the owner forgot the dashboard password",
 * "can it send calls to the owner's cell", "my boss wants a person to walk him through it". Not
 * the owner of a home or a vehicle a caller talks about.
 */
const onBehalf: readonly (readonly [RegExp, string])[] = [
  [/\b(?:the|our) (?:business |shop |restaurant |company )?owner's\b/gi, "my"],
  [/\bmy (?:boss|husband|wife|brother|sister|dad|father|mom|mother|uncle|client)'s\b/gi, "my"],
  // ..."owner forgot the dashboard password", as the message's first word.
  [
    /(^\s*|[.!?]\s+)(?:business |shop )?owner(?=\s+(?:forgot|wants|needs|can't|cannot|is|was|got|keeps|has|didn't|doesn't|can|will)\b)/gi,
    "$1I",
  ],
  [
    /\b(?:the|our) (?:business |shop |restaurant |company )?owner\b(?=\s+(?:forgot|wants|needs|has|have|is|was|can|cannot|can't|will|would|should|does|did|doesn't|didn't|keeps|got|gets|asked|asks|told|said|decides|picks|chooses|updates|uses|find|finds|know|knows|hear|hears|see|sees|learn|learns)\b)/gi,
    "I",
  ],
  [
    /\bmy (?:boss|husband|wife|brother|sister|dad|father|mom|mother|uncle)\b(?=\s+(?:forgot|wants|needs|has|have|is|was|can|cannot|can't|will|would|should|does|did|doesn't|didn't|keeps|got|gets|asked)\b)/gi,
    "I",
  ],
];

/**
 * A message written as a letter: "Good afternoon," before it and "Kind regards, Mrs. J. Hargreaves,
 * office manager" after it. The greeting and the sign-off with its name go; what the signature says
 * of the business stays ("Marsh Electric", "attorney at law"). "Good morning" alone is a greeting.
 */
const salutation =
  /^\s*(?:good\s+(?:morning|afternoon|evening|day)|dear\s+(?:sir\s+or\s+madam|sir|madam|sirs|all|team|hostline(?:\s+team)?|[A-Z][a-z]+))\s*[,.!:;-]*\s+(?=[\s\S]*?[a-z]{3})/i;
const signOff =
  /(^|[.!?\n]\s*|,\s*)(?:(?:kind|kindest|best|warm|warmest|many)\s+regards|regards|yours\s+(?:sincerely|faithfully|truly)|sincerely(?:\s+yours)?|with\s+(?:many\s+|sincere\s+)?thanks|many\s+thanks|thanks\s+(?:again|in\s+advance)|thank\s+you\s+(?:in\s+advance|kindly)|best\s+wishes|all\s+the\s+best|respectfully(?:\s+yours)?)\s*[,.!]?\s*([^?]{0,90})$/i;
const signature =
  /^(?:(?:mr|mrs|ms|miss|dr|mx)\.?\s+)?[A-Z][\w'’-]*\.?(?:\s+[A-Z][\w'’-]*\.?){0,2}(?=\s*(?:$|[,(\n]))/;
/** A signature naming the business ("Smith Family Dental", "Rourke Plumbing") is kept whole. */
const businessWords =
  /\b(plumb\w*|electric\w*|dental|hvac|heating|cooling|air|pest|exterminat\w*|law|legal|attorneys?|restaurants?|caf[eé]|grill|kitchen|bakery|pizza|diner|bistro|services?|company|co|inc|llc|ltd|group|firm|associates|sons|daughters|roofing|construction|mechanical|&)\b/i;

// "Thank you. And what does the Pro plan give me": thanks before a question are no part of it.
const thanksFirst =
  /^\s*(?:thank you|thanks|many thanks|thank u|thx|ty)(?: (?:very|so) much| kindly| again)?(?: for (?:that|this|your help|the help|the information|the info|the answer|explaining))?\s*[.!,;:]+\s*(?=(?:(?:and|so|but|also|one more thing|another question)[,.]?\s+)?(?:(?:at|in|on|for|by|with|within|during|to|from)\s+)?(?:what|whats|what's|how|which|when|where|who|why|is|are|do|does|did|can|could|will|would|should|may|please|kindly)\b)/i;

function withoutLetterForm(text: string): string {
  // "Good morning everyone!" is a greeting; a greeting comes off only before what is asked.
  const greeted = text.replace(salutation, "");
  const asked = /\?/.test(greeted) || greeted.trim().split(/\s+/).length >= 5;
  const opened = (asked ? greeted : text).replace(thanksFirst, "");
  const signed = opened.match(signOff);
  if (!signed || signed.index === undefined) return opened;
  const signedBy = signed[2] ?? "";
  const name = signedBy.match(signature)?.[0] ?? "";
  const business = (businessWords.test(name) ? signedBy : signedBy.slice(name.length)).replace(/^[\s,]+/, "");
  const kept = `${opened.slice(0, signed.index)}${signed[1] ?? ""}${business}`.trim();
  return kept.length > 0 ? kept : opened;
}

/** The message with texting shorthand spelled out; everything else as typed. */
export function expandShorthand(text: string): string {
  return (
    [...heardNames, ...onBehalf]
      .reduce((heard, [pattern, name]) => heard.replace(pattern, name), withoutLetterForm(text))
      // "499/mo", "$3k/yr": a price a month or a year.
      .replace(/(\d)\s*\/\s*(mo|mon|month|mth)\b/gi, "$1 a month")
      .replace(/(\d)\s*\/\s*(yr|year)\b/gi, "$1 a year")
      // "what sw u work with": software after a word that asks for one ("sw florida" stays a place).
      .replace(/\b(what|which|your|ur|our|my|any|the) sw\b/gi, "$1 software")
      // "what % of calls": a percent sign alone is the word ("99%" stays a figure).
      .replace(/(^|\s)%(?=\s|$)/g, "$1percent")
      .replace(
        numberAndUnit,
        (_, count: string, unit: string) => `${count} ${units[unit.toLowerCase()] ?? unit}`,
      )
      // "what's the actual diff", "diff between pro and basic": the noun, not "different".
      .replace(
        /\b(the|any|a big|much|real|actual|main|price|cost) diff\b|\bdiff(?= (between|btwn|btw)\b)/gi,
        (diff) => diff.replace(/diff$/i, "difference"),
      )
      .replace(shorthandPattern, (word) => spelledOut[word.toLowerCase()] ?? word)
      // "n pro?", "where r ur offices n whats the support email": "n" is "and" first, and between
      // two questions.
      .replace(/^\s*n\s+(?=\S)/i, "and ")
      .replace(/\s+n\s+(?=(what|whats|what's|where|how|who|when|is|are|do|does|can|will)\b)/gi, " and ")
      .replace(are, "are")
      // "hw much is it", "hw do i start": "hw" before what "how" asks.
      .replace(
        /\bhw(?= (much|many|long|soon|often|fast|do|does|did|can|to|is|are|about|would|will|should)\b)/gi,
        "how",
      )
      // "u charge 100$ to cancel": the dollar sign after the figure, where it is typed in much of the world.
      .replace(/(?<![\d$])(\d[\d,]*(?:\.\d+)?)\s?\$(?![\d\p{L}])/gu, "$$$1")
      .replace(/(?<![\d$])(\d[\d,]*(?:\.\d+)?)\s?(?:usd|dollars?)\b/gi, "$$$1")
      // "how dose the free trial work": "dose" before what it asks about is "does".
      .replace(
        /\b(how|what|why|when|where|who|which|it|so) dose(?= (the|it|this|that|hostline|your|u|you|he|she|they|my|our|a|an)\b)/gi,
        "$1 does",
      )
      .replace(shortDay, (word) => days[word.toLowerCase()] ?? word)
  );
}
