import { normalizeText, words } from "./normalize";
import type { Speller } from "./spelling";
import { stem } from "./stem";
import { canonicalize, synonymGroups } from "./synonyms";

/**
 * How the site reads what a visitor types, shared by the answer engine (server) and the live demo
 * call (browser): normalize, correct typos against a vocabulary, rewrite synonyms to one term,
 * drop stop words, stem (Porter2). Browser-safe.
 */
export { normalizeText, words } from "./normalize";
export { expandShorthand } from "./shorthand";
export { Speller } from "./spelling";
export { callsStaffMiss, canonicalize, justBrowsing, synonymGroups, synonymOf } from "./synonyms";

export const stopWords: ReadonlySet<string> = new Set(
  (
    "a about after again all also am an and any are as at be been before being but by can could did do " +
    "does doing for from get got had has have having he her here hers him his how i if in into is it its " +
    "just let me more most my no nor not of off on once only or other our ours out over own please same " +
    "she should so some such than that the their theirs them then there these they this those through " +
    "to too under until up very was we were what when where which while who whom why will with would " +
    "you your yours yourself tell want need like im ive id youre whats hows wheres thats " +
    "theres dont doesnt cant isnt arent wont i'm i've i'd you're what's how's where's that's there's " +
    "don't doesn't can't isn't aren't won't u ur us pls plz hey ok okay guys guy folks kind sort easy easily hard simple simply quick quickly later process exactly basically possible able way ways option options currently still even much many lot lots good great best better sure whether usually typically normally generally going company companies business businesses shop owner enough stuff thing things anything something anyone anybody actually really co llc inc happen happens happened happening hi hello howdy themselves ourselves myself yourselves itself gets getting demand demands demanding insist insists insisting " +
    "briefly today tonight some1 any1 every1 version versions till til yall y'all whenever ago yesterday recently lately ton tons bunch kinda gonna wanna gotta lol tho btw idk literally honestly biz bro dude yeah yep nah nope tbh ngl fr imo imho lmk asap rn everything everybody everyone drowning swamped slammed overwhelmed stressed desperate ever honest seriously " +
    "we'll you'll they'll it'll i'll he'll she'll that'll we're they're we've they've you've we'd they'd you'd it'd " +
    "youll theyll itll thatll theyre weve theyve youve " +
    // A letter's modal verbs, courtesies and fillers: "must they simply remember it", "kindly", "i'm
    // afraid", "afterwards", "would I receive".
    "must ought shall might kindly afraid hereby afterwards presently receive receives received receiving " +
    // A mood, not a subject: "how do i get out of it if it sucks", "charged twice wtf".
    "somebody someone instead though sucks suck sucky wtf omg ugh damn dang heck crap crappy freaking frickin effing lmao haha hahaha"
  ).split(" "),
);

/** Every word the synonym table knows, for a speller's vocabulary. */
export function synonymWords(): string[] {
  return Object.entries(synonymGroups).flatMap(([canonical, phrases]) => [
    canonical,
    ...phrases.flatMap((phrase) => words(phrase)),
  ]);
}

/** The text's words with typos corrected (4+ letters) and synonyms rewritten, stop words kept. */
export function readWords(text: string, speller?: Speller): string[] {
  return read(text, speller, "question");
}

/** A text of the site's own (the answer engine's index) read as `readWords` reads a question. */
export function readSiteWords(text: string): string[] {
  return read(text, undefined, "site");
}

/**
 * The last texts read, per speller: one answer reads its question and its parts some 28 times (the
 * router, the search, the trade scope...), 9 of them distinct. It holds about the last dozen answers'
 * texts, first in first out; reading is pure, so a hit only saves the work, and callers get a copy.
 */
const recentReads = new WeakMap<object, Map<string, readonly string[]>>();
const recentReadsKept = 128;
const noSpeller = {};

function read(text: string, speller: Speller | undefined, of: "question" | "site"): string[] {
  const kept = recentReads.get(speller ?? noSpeller);
  const recent = kept ?? new Map<string, readonly string[]>();
  if (!kept) recentReads.set(speller ?? noSpeller, recent);
  const key = `${of}|${text}`;
  const known = recent.get(key);
  if (known) return [...known];
  const fresh = readFresh(text, speller, of);
  if (recent.size >= recentReadsKept) recent.delete(recent.keys().next().value as string);
  recent.set(key, fresh);
  return [...fresh];
}

function readFresh(text: string, speller: Speller | undefined, of: "question" | "site"): string[] {
  // Each line is read alone: keywords listed one to a line never run into a phrase together.
  if (text.includes("\n")) return text.split("\n").flatMap((line) => readFresh(line, speller, of));
  // "$1,199" and "1199" are one number; "which # do i call" asks for a number.
  const corrected = words(text.replace(/(\d),(\d{3})\b/g, "$1$2").replace(/#/g, " number "))
    // A hyphenated word the site never writes is its words: "three-location", "after-5pm" stays.
    // (...but a plural of one it writes, "rough-ins", is that word.)
    .flatMap((word) =>
      speller &&
      /^[a-z]+(-[a-z]+)+$/.test(word) &&
      !speller.has(word) &&
      !(word.endsWith("s") && speller.has(word.slice(0, -1)))
        ? word.split("-")
        : [word],
    )
    // ...and letters run into a number are the site's word and number: "aes256" is "AES-256", "soc2"
    // is "SOC 2".
    .flatMap((word) => {
      const [, letters, digits] = word.match(/^([a-z]+)(\d+)$/) ?? [];
      return speller &&
        letters &&
        digits &&
        !speller.has(word) &&
        (speller.has(letters) || speller.has(`${letters}-${digits}`))
        ? [letters, digits]
        : [word];
    })
    .map((word) => (speller && !stopWords.has(word) ? speller.correct(word) : word));
  return words(canonicalize((speller ? joinCompounds(corrected, speller) : corrected).join(" "), of));
}

/**
 * Two words the vocabulary mostly writes as one hyphenated word ("mini split" for "mini-split",
 * "tune up" for "tune-up") read as that word, as the site's pages are indexed.
 */
function joinCompounds(text: readonly string[], speller: Speller): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const word = text[i] ?? "";
    const next = text[i + 1];
    const third = text[i + 2];
    // ...and three: "knob and tube" is "knob-and-tube".
    if (third !== undefined && (next === "and" || next === "or") && speller.has(`${word}-${next}-${third}`)) {
      out.push(`${word}-${next}-${third}`);
      i += 2;
    } else if (next !== undefined && speller.isCompound(word, next)) {
      out.push(`${word}-${next}`);
      i++;
    } else out.push(word);
  }
  return out;
}

/** One word as a search term: not a stop word, apostrophes dropped, stemmed. */
export function termOf(word: string): string | null {
  const plain = word.replace(/'/g, "");
  if (!plain || stopWords.has(word) || stopWords.has(plain)) return null;
  return stem(plain);
}

/** The distinct search terms of a text. */
export function analyze(text: string, speller?: Speller): string[] {
  return termsOf(readWords(text, speller));
}

/** The distinct search terms of a text of the site's own, as `analyze` reads a question. */
export function analyzeSite(text: string): string[] {
  return termsOf(readSiteWords(text));
}

function termsOf(read: readonly string[]): string[] {
  const out = new Set<string>();
  for (const word of read) {
    const term = termOf(word);
    if (term) out.add(term);
  }
  return [...out];
}

export { normalizeText as normalize };
