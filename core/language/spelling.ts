import damerauLevenshtein from "damerau-levenshtein";
import { stem } from "./stem";

/**
 * Typo tolerance: a word of 4+ letters that the vocabulary does not hold is read as the known word
 * closest to it by Damerau-Levenshtein distance (one edit, or two for words of 8+ letters; a swap of
 * two letters counts as one edit), the more frequent one on a tie. "pirce" → "price", "trail" →
 * "trial", "cancle" → "cancel". In words of 4-5 letters a changed letter is not taken for a typo
 * (only a swap, a missing or an extra letter), since so many short words are one letter apart
 * ("cold" is not "cool"), and the first letter is taken as typed. Words with digits and known words are left as they are,
 * and so are everyday English words given as `common` ("country" is not "county"), though the site never uses them.
 */
export class Speller {
  private readonly frequency = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private readonly cache = new Map<string, string>();
  /** The stems of the vocabulary: "charging" is no typo when "charged" is known. */
  private readonly stems = new Set<string>();

  /** How often the vocabulary's text writes two words one after the other ("phone number"). */
  private readonly pairs = new Map<string, number>();

  private readonly common: ReadonlySet<string>;

  constructor(vocabulary: Iterable<string>, common: ReadonlySet<string> = new Set()) {
    this.common = common;
    const text = [...vocabulary];
    for (const word of text) this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    // Only the pairs the vocabulary also writes hyphenated are worth counting.
    for (let i = 1; i < text.length; i++) {
      const pair = `${text[i - 1]} ${text[i]}`;
      if (this.frequency.has(`${text[i - 1]}-${text[i]}`))
        this.pairs.set(pair, (this.pairs.get(pair) ?? 0) + 1);
    }
    for (const word of this.frequency.keys()) this.stems.add(stem(word));
    for (const word of this.frequency.keys()) {
      const bucket = this.byLength.get(word.length) ?? [];
      bucket.push(word);
      this.byLength.set(word.length, bucket);
    }
  }

  has(word: string): boolean {
    return this.frequency.has(word);
  }

  /** Whether the word is the vocabulary's or an everyday one. */
  isWord(word: string): boolean {
    return this.frequency.has(word) || this.common.has(word);
  }

  /**
   * Whether the word would be corrected by two edits ("calendly" to "calendar"): likely a name the
   * vocabulary doesn't hold rather than a slip of the finger.
   */
  isDistantCorrection(word: string): boolean {
    const corrected = this.correct(word);
    return corrected !== word && damerauLevenshtein(word, corrected).steps >= 2;
  }

  /**
   * Whether two words typed apart are the one hyphenated word the vocabulary mostly writes ("mini
   * split" is "mini-split"), not a phrase it also writes apart ("phone number"). A number is left apart ("14 day").
   */
  isCompound(first: string, second: string): boolean {
    if (/\d/.test(first)) return false;
    const joined = this.frequency.get(`${first}-${second}`) ?? 0;
    return joined > 0 && joined > (this.pairs.get(`${first} ${second}`) ?? 0);
  }

  correct(word: string): string {
    if (word.length < 4 || this.frequency.has(word) || this.common.has(word) || /\d/.test(word)) return word;
    // A plural the vocabulary holds in the singular, however short: "crms" is "crm".
    if (word.endsWith("s") && this.frequency.has(word.slice(0, -1))) return word.slice(0, -1);
    // Another form of a known word ("charging", "charged"): the stemmer reads it, not the speller.
    if (this.stems.has(stem(word))) return word;
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const maxEdits = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestSteps = maxEdits + 1;
    let bestFrequency = 0;
    for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (candidate.length < 4) continue;
        const { steps } = damerauLevenshtein(word, candidate);
        const frequency = this.frequency.get(candidate) ?? 0;
        if (steps > maxEdits) continue;
        if (word.length <= 5 && candidate.length === word.length && !isSwap(word, candidate)) continue;
        // People rarely mistype the first letter: "iphone" is not "phone".
        if (candidate[0] !== word[0] && !isSwap(word.slice(0, 2), candidate.slice(0, 2))) continue;
        if (steps < bestSteps || (steps === bestSteps && frequency > bestFrequency)) {
          best = candidate;
          bestSteps = steps;
          bestFrequency = frequency;
        }
      }
    }
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(word, best);
    return best;
  }
}

/** True when `b` is `a` with two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
  const [first, second] = differ;
  return (
    differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    a[first] === b[second] &&
    a[second] === b[first]
  );
}
