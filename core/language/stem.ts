import porter2 from "wink-porter2-stemmer";

/**
 * Porter2 stemming, remembered: the engine stems the same few thousand words over and over while
 * it indexes the site (most of its start-up time before), and every question again. Browser-safe.
 */
const known = new Map<string, string>();
const limit = 50_000;

/** Words Porter2 folds into others they don't mean: "busy" is not "business". */
const kept: Readonly<Record<string, string>> = { busy: "busy", busier: "busy", busiest: "busy" };

export function stem(word: string): string {
  let stemmed = known.get(word);
  if (stemmed === undefined) {
    // A number is no word to stem, and Porter2 mangles one starting with a 3 ("300" to "y00").
    stemmed = kept[word] ?? (/\d/.test(word) ? word : porter2(word));
    if (known.size >= limit) known.clear();
    known.set(word, stemmed);
  }
  return stemmed;
}
