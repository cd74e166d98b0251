import { formatUsd, plans } from "../../core/plans";

/**
 * Small text helpers shared by the answer engines: terms for the search index, sentences, and
 * the figure guard that keeps any price but the config's out of an answer.
 */

const stopWords = new Set(
  (
    "a about after again all also am an and any are as at be been before being but by can could did do " +
    "does doing for from get got had has have having he her here hers him his how i if in into is it its " +
    "just let me more most my no nor not of off on once only or other our ours out over own please same " +
    "she should so some such than that the their theirs them then there these they this those through " +
    "to too under until up very was we were what when where which while who whom why will with would " +
    "you your yours yourself tell know want need like take im ive id youre whats hows wheres thats " +
    "theres dont doesnt cant isnt arent wont"
  ).split(" "),
);

/**
 * Light English stemming, enough for a small site's vocabulary: "locations" and "location",
 * "integrations", "integrated" and "integrate", "pricing" and "prices", "booked" and "booking"
 * each end up as one term.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 7 && w.endsWith("ation")) w = w.slice(0, -3);
  else if (w.length > 6 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed") && !w.endsWith("eed")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** MiniSearch's processTerm: lower-case, no apostrophes, no stop words, stemmed. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, "");
  if (!word || stopWords.has(word)) return null;
  return stem(word);
}

/** MiniSearch's tokenize: words of letters and digits, apostrophes kept ("what's", "86'd"). */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}'’]+/gu) ?? [];
}

/** The distinct search terms of a text, as the index sees them. */
export function terms(text: string): string[] {
  const out = new Set<string>();
  for (const word of tokenize(text)) {
    const term = processTerm(word);
    if (term) out.add(term);
  }
  return [...out];
}

/** Splits prose into sentences (keeps "e.g." and "a.m." together). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
    .reduce<string[]>((merged, sentence) => {
      const previous = merged[merged.length - 1];
      if (previous && /\b(e\.g|i\.e|a\.m|p\.m|vs|Mr|Ms|Dr|St)\.$/i.test(previous)) {
        merged[merged.length - 1] = `${previous} ${sentence}`;
      } else merged.push(sentence);
      return merged;
    }, []);
}

/** The prices the site quotes, as formatted in copy: "$299", "$599", "$1,199". */
export const planPrices: ReadonlySet<string> = new Set(
  Object.values(plans).map((plan) => formatUsd(plan.monthlyPrice)),
);

/** Every dollar figure in `text` that is not one of the plans' prices. */
export function foreignDollarFigures(text: string): string[] {
  return (text.match(/\$\s?\d[\d,]*(?:\.\d+)?/g) ?? [])
    .map((figure) => figure.replace(/\s/g, "").replace(/[.,]$/, ""))
    .filter((figure) => !planPrices.has(figure));
}
