import {
  analyze,
  analyzeSite,
  readSiteWords,
  readWords,
  type Speller,
  termOf,
} from "../../core/language/index";
import { formatUsd, plans } from "../../core/plans";

/**
 * Small text helpers shared by the answer engines: terms for the search index, sentences, and
 * the figure guard that keeps any price but the config's out of an answer.
 */

/**
 * MiniSearch's tokenize for a question: the words with synonyms rewritten to one term
 * (core/language), so a question and the index (`tokenizeSite`) read "lawyer", "attorney" and "law
 * firm" alike.
 */
export function tokenize(text: string): string[] {
  return readWords(text);
}

/** MiniSearch's tokenize for the index: the site's own texts, read as `tokenize` reads a question. */
export function tokenizeSite(text: string): string[] {
  return readSiteWords(text);
}

/** MiniSearch's processTerm: no stop words, no apostrophes, Porter2-stemmed. */
export function processTerm(term: string): string | null {
  return termOf(term);
}

/** The distinct search terms of a text, as the index sees them (typos corrected when given a speller). */
export function terms(text: string, speller?: Speller): string[] {
  return analyze(text, speller);
}

/** The distinct search terms of a text of the site's own (an entry's title, question, answer). */
export function siteTerms(text: string): string[] {
  return analyzeSite(text);
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

// "how many rings before it picks up", "what happens to my data if i leave": a question asking what,
// how or when, with no yes-or-no question of its own after its first words.
const whOpening =
  /^\s*(?:(?:ok|okay|so|and|but|hi|hey|hello|honest question|quick question|question)[,.!:]?\s+)*(?:what|which|how|when|where|who|why)\b(?:(?:\s+(?!(?:i|we|you|it|they|he|she|my|our|your|a|an|the)\b)[a-z']+){0,4}?\s+(?:do|does|did|is|are|will|would|can|could|should)\s+\S+)?/i;
// ...its words before the verb name what is asked about ("how many simultaneous calls can it"), never a
// clause of its own ("when i cancel do i get a refund" asks whether).
// ...("same day every month or how does it work" asks how, not whether).
const yesNoClause =
  /(?<!\b(?:what|which|how|when|where|who|why)(?:\s+[a-z']+)?\s+)\b(?:can|could|does|do|did|is|are|will|would|should)\s+(?:it|the|a|an|you|u|i|we|they|he|she|my|your|ur|this|there|hostline|any|all|some|callers?|customers?|\d+)\b/i;
// "On Pro. The host books...": a short qualifier ("on Pro", "with your rules") left at the front joins
// the sentence after it; "And it won't try." stays a sentence.
const joinable = /^(The|You|Your|It|Its|Each|Every|Callers?|We|Our|This)\b/;
const qualifierStart = /^(on|with|for|in)\b/i;

/**
 * A curated answer written for a yes-or-no question ("Yes. The host answers every call at once...")
 * loses its "Yes"/"No" when the question asked what, how or when: "The host answers every call...".
 * "On Pro." left at the front of it joins the next sentence ("On Pro, the host books...").
 */
/**
 * Whether something must change: "do i have to get a new number", "do customers need to call a
 * different line", "friend told me i'd have to buy a whole new phone system".
 */
const mustChange =
  /^\s*(do|does|will|would)\b.{0,30}\b(have to|need to|must|got to)\b.{0,25}\b(a different|a new|another|a separate|change|switch)\b|\b(told|tells|said|says) (me|us)( that)? (i'?d|i would|we'?d|we would|i'?ll|we'?ll) (have|need|got) to\b.{0,25}\b(a different|a new|another|a separate|a whole new|change|switch)\b/i;

/** One plan or another: "is that on basic or do i need the bigger plan" takes no "Yes." or "No.". */
const eitherPlan =
  /\b(basic|pro|enterprise|cheaper|bigger|smaller|higher|lower)\b[^?]{0,40}\bor\b[^?]{0,40}\b(basic|pro|enterprise|plan|tier)\b/i;

export function openerFor(question: string, answer: string): string {
  // "does basic text the customer a confirmation": an answer's "Yes, on Pro." is a no for Basic.
  const onPlan = answer.match(/^Yes, on (Pro|Enterprise)\.\s+/);
  if (
    onPlan?.[1] &&
    /\bbasic\b(?! (questions?|stuff|info|information|things|calls?|answers?|faqs?|details|needs))/i.test(
      question,
    ) &&
    !new RegExp(`\\b${onPlan[1]}\\b`, "i").test(question)
  )
    return `Not on Basic: that's part of ${onPlan[1]}. ${answer.slice(onPlan[0].length)}`;
  const opening = question.match(whOpening)?.[0];
  // "do my customers have to call a different number?": an answer's "Yes." says what one can keep,
  // not that the change is needed.
  const changeAsked = (mustChange.test(question) && /^Yes[.,]\s/.test(answer)) || eitherPlan.test(question);
  if (!changeAsked && (opening === undefined || yesNoClause.test(question.slice(opening.length))))
    return answer;
  const opener = answer.match(/^(?:Yes|No)[.,]\s+/)?.[0];
  if (!opener) return answer;
  const rest = answer.slice(opener.length);
  // "No, and it won't try." leans on its "No".
  if (/^(and|but)\b/i.test(rest)) return answer;
  const qualifier = rest.match(/^([^.!?]{1,24})\.\s+(\S+)/);
  if (
    qualifier?.[1] &&
    qualifier[2] &&
    qualifier[1].split(" ").length <= 4 &&
    qualifierStart.test(qualifier[1]) &&
    joinable.test(qualifier[2])
  )
    return `${capitalized(qualifier[1])}, ${qualifier[2].toLowerCase()}${rest.slice(qualifier[0].length)}`;
  return capitalized(rest);
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
