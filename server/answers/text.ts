import { analyze, readWords, type Speller, termOf } from "../../core/language/index";
import { formatUsd, plans } from "../../core/plans";

/**
 * Small text helpers shared by the answer engines: terms for the search index, sentences, and
 * the figure guard that keeps any price but the config's out of an answer.
 */

/**
 * MiniSearch's tokenize: the words of a text with synonyms rewritten to one term (core/language),
 * so the index and the questions read "lawyer", "attorney" and "law firm" alike.
 */
export function tokenize(text: string): string[] {
  return readWords(text);
}

/** MiniSearch's processTerm: no stop words, no apostrophes, Porter2-stemmed. */
export function processTerm(term: string): string | null {
  return termOf(term);
}

/** The distinct search terms of a text, as the index sees them (typos corrected when given a speller). */
export function terms(text: string, speller?: Speller): string[] {
  return analyze(text, speller);
}

/** One word's stem, as the index stores it. */
export function stem(word: string): string {
  return termOf(word) ?? word;
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
