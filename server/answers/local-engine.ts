import MiniSearch, { type SearchResult } from "minisearch";
import { dontKnowAnswer } from "../../core/knowledge/help-center";
import { cannedFollowUps } from "../../core/knowledge/support";
import type { KnowledgeEntry, SearchSuggestion } from "../../core/knowledge/types";
import { blogSections } from "./blog-sections";
import {
  categoriesForContext,
  integrationNames,
  knowledgeBase,
  unlistedIntegrationEntry,
} from "./knowledge-base";
import { foreignDollarFigures, processTerm, sentences, stem, terms, tokenize } from "./text";

/**
 * The local answer engine ("Hostline Local 1.0"): MiniSearch full-text retrieval over the site's
 * own knowledge base. It answers from the best passage in 2-4 sentences with a link to the page
 * that says more, and says plainly when nothing matches well enough, offering the sales phone and
 * /contact. It never writes a figure of its own: every sentence comes from the site's content,
 * and a sentence quoting a dollar amount that is not a plan price is never used.
 */

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface EngineAnswer {
  /** The reply: plain text with **bold**, [links](/path) and "- " lists only. */
  text: string;
  source?: { title: string; url: string };
  /** False when the engine said it doesn't know. */
  known: boolean;
}

export interface RankedEntry {
  entry: KnowledgeEntry;
  score: number;
  /** Share of the question's terms found anywhere in the entry, each weighted by its rarity. */
  coverage: number;
  /** Share of the question's terms found in its title, question or keywords, weighted the same way. */
  strongCoverage: number;
}

export interface AskOptions {
  /** The page's context ("pricing", "sales", an industry such as "plumbers"): boosts its categories. */
  context?: string;
}

/**
 * Below these, "I don't know": a BM25 score, the rarity-weighted share of the question's words the
 * entry contains, and the share found in its title, question or keywords. Tuned on eval-set.ts.
 */
export const answerThresholds = {
  minScore: 6,
  minCoverage: 0.4,
  minPassageCoverage: 0.6,
  minStrongCoverage: 0.3,
} as const;

const fieldBoost = { question: 3, title: 2.5, keywords: 2, answer: 1 };
const contextBoost = 1.6;

/** Words that name an industry in a question: they boost that industry's entries like a context. */
const industryWords: Record<string, readonly string[]> = {
  Restaurants: ["restaurant", "diner", "cafe", "bistro"],
  Plumbers: ["plumber", "plumbing"],
  Electricians: ["electrician", "electrical"],
  "Pest Control": ["pest", "exterminator"],
  "Law firms": ["attorney", "lawyer", "law", "legal"],
  HVAC: ["hvac", "heating", "furnace"],
};

/** A question about connecting the host to another system. */
const integrationIntent =
  /\b(integrat\w*|connect\w*|sync\w*|works? with|hook\w* (up|into)|plug\w* into|compatible|supports?)\b/i;

/**
 * A capitalised product name after "with", "to", "into" or "support" ("with Square POS", "to my
 * Clover"), or before "integration" ("a Square integration"): up to three words.
 */
const systemName =
  /\b(?:with|to|into|via|supports?)\s+(?:(?:my|our|your|the|a|an)\s+)?([A-Z][\w&.+-]*(?:\s+[A-Z][\w&.+-]*){0,2})|\b([A-Z][\w&.+-]*(?:\s+[A-Z][\w&.+-]*){0,2})\s+(?:integration|app|plugin|connector|sync)\b/g;

function impliedCategories(asked: readonly string[]): string[] {
  return Object.entries(industryWords)
    .filter(([, words]) => words.some((word) => asked.includes(stem(word))))
    .map(([category]) => category);
}

/** How much an entry counts for, by where it comes from: curated Q&A first, blog prose last. */
function sourceWeight(entry: KnowledgeEntry): number {
  if (entry.category === "Blog") return 0.55;
  if (/-(knows|integrations|handoff)$/.test(entry.id)) return 0.8;
  return entry.question ? 1.15 : 1;
}

export class LocalEngine {
  readonly entries: readonly KnowledgeEntry[];
  private readonly byId = new Map<string, KnowledgeEntry>();
  private readonly strongTerms = new Map<string, Set<string>>();
  private readonly allTerms = new Map<string, Set<string>>();
  /** How many entries use each term: rarer words weigh more in the coverage of a question. */
  private readonly documentFrequency = new Map<string, number>();
  private readonly index: MiniSearch<KnowledgeEntry>;
  /** The terms of each listed integration's name ("housecal", "pro"). */
  private readonly integrationNames: string[][];
  /** Terms the knowledge base writes capitalised mid-sentence: names it knows ("Spanish", "CRM"). */
  private readonly properNames = new Set<string>();

  constructor(entries: readonly KnowledgeEntry[]) {
    this.entries = entries;
    this.index = new MiniSearch<KnowledgeEntry>({
      fields: ["title", "question", "answer", "keywords"],
      storeFields: [],
      tokenize,
      processTerm,
      extractField: (document, field) => {
        const value = (document as unknown as Record<string, unknown>)[field];
        return Array.isArray(value) ? value.join(" ") : typeof value === "string" ? value : "";
      },
      searchOptions: {
        boost: fieldBoost,
        // Stemming covers word forms; fuzzy matching forgives a typo in a longer word. Only words the
        // knowledge base never uses are looked up fuzzily: that is the costly part of a search.
        fuzzy: (term) => (term.length >= 6 && !this.documentFrequency.has(term) ? 0.2 : false),
        weights: { fuzzy: 0.35, prefix: 0.6 },
        combineWith: "OR",
      },
    });
    this.index.addAll([...entries]);
    this.integrationNames = integrationNames.map((name) => terms(name));
    for (const entry of entries) {
      for (const text of [entry.title, entry.question ?? "", entry.answer]) {
        for (const [, word] of text.matchAll(/[\p{Ll},;:] ([\p{Lu}][\p{L}\p{N}]*)/gu)) {
          for (const term of terms(word ?? "")) this.properNames.add(term);
        }
      }
    }
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      const strong = `${entry.title} ${entry.question ?? ""} ${(entry.keywords ?? []).join(" ")}`;
      this.strongTerms.set(entry.id, new Set(terms(strong)));
      const all = new Set(terms(`${strong} ${entry.answer}`));
      this.allTerms.set(entry.id, all);
      for (const term of all) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
  }

  /** The entries that best answer `question`, best first. */
  search(question: string, { context }: AskOptions = {}, limit = 5): RankedEntry[] {
    const asked = terms(question);
    if (asked.length === 0) return [];
    const boosted = new Set([...(context ? categoriesForContext(context) : []), ...impliedCategories(asked)]);
    const results: SearchResult[] = this.index.search(question, {
      boostDocument: (id) => {
        const entry = this.byId.get(String(id));
        if (!entry) return 1;
        return sourceWeight(entry) * (boosted.has(entry.category) ? contextBoost : 1);
      },
    });
    const weights = asked.map((term) => this.idf(term));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const share = (found: (term: string) => boolean) =>
      asked.reduce((sum, term, i) => sum + (found(term) ? (weights[i] ?? 0) : 0), 0) / total;
    return results.slice(0, limit).flatMap((result) => {
      const entry = this.byId.get(String(result.id));
      if (!entry) return [];
      const strong = this.strongTerms.get(entry.id) ?? new Set<string>();
      const all = this.allTerms.get(entry.id) ?? new Set<string>();
      return [
        {
          entry,
          score: result.score,
          coverage: share((term) => hasTerm(all, term)),
          strongCoverage: share((term) => hasTerm(strong, term)),
        },
      ];
    });
  }

  /** Inverse document frequency; a word no entry uses weighs the most. */
  idf(term: string): number {
    let frequency = this.documentFrequency.get(term) ?? 0;
    if (frequency === 0 && term.length >= 6) {
      for (const [known, count] of this.documentFrequency) if (nearTerm(known, term)) frequency += count;
    }
    return Math.log(1 + this.entries.length / (1 + frequency));
  }

  /**
   * The name of a system the question asks to connect to that is not one of the integrations
   * ("Square" in "Do you integrate with Square POS?"), or undefined. Without this, the words around
   * the name ("integrate", "POS") would answer about a system that is listed. A capitalised word
   * the site itself uses as a name ("Spanish", "CRM", "Hostline") is not taken for a system.
   */
  unlistedSystem(question: string): string | undefined {
    if (!integrationIntent.test(question)) return undefined;
    for (const match of question.matchAll(systemName)) {
      const name = (match[1] ?? match[2] ?? "").trim();
      const nameTerms = terms(name);
      if (nameTerms.length === 0) continue;
      // Listed when one name holds the other: "Toast POS" is Toast, "Zoho" is Zoho CRM.
      const within = (inner: string[], outer: string[]) =>
        inner.every((term) => outer.some((other) => nearTerm(term, other)));
      const listed = this.integrationNames.some(
        (listedTerms) => within(listedTerms, nameTerms) || within(nameTerms, listedTerms),
      );
      if (listed) continue;
      if (nameTerms.some((term) => !this.properNames.has(term))) return name;
    }
    return undefined;
  }

  /**
   * The passages a model should answer `question` from, best first: the "not an integration"
   * passage when it names an unlisted system, then the best matches.
   */
  passages(question: string, options: AskOptions = {}, limit = 5): KnowledgeEntry[] {
    const unlisted = this.unlistedSystem(question);
    const ranked = this.search(question, options, limit).map((item) => item.entry);
    return (unlisted ? [unlistedIntegrationEntry(unlisted), ...ranked] : ranked).slice(0, limit);
  }

  /** A 2-4 sentence answer from the best match with a "Read more" link, or an honest "I don't know". */
  answer(question: string, options: AskOptions = {}): EngineAnswer {
    const unlisted = this.unlistedSystem(question);
    if (unlisted) {
      const entry = unlistedIntegrationEntry(unlisted);
      return {
        text: `${entry.answer} [Read more](${entry.url})`,
        source: { title: entry.title, url: entry.url },
        known: true,
      };
    }
    const asked = terms(question);
    for (const ranked of this.search(question, options, 5)) {
      if (!isConfident(ranked)) continue;
      const { entry } = ranked;
      const text = compose(entry, asked);
      if (!text) continue;
      return {
        text: `${text} [Read more](${entry.url})`,
        source: { title: entry.title, url: entry.url },
        known: true,
      };
    }
    return { text: dontKnowAnswer(), known: false };
  }

  /** Up to `limit` topics for the help center's suggestions dropdown (curated entries first). */
  suggestions(query: string, limit = 5): SearchSuggestion[] {
    if (terms(query).length === 0) return [];
    const results = this.index.search(query, {
      prefix: (term) => term.length >= 3,
      boostDocument: (id) => {
        const entry = this.byId.get(String(id));
        return entry ? sourceWeight(entry) : 1;
      },
    });
    const seen = new Set<string>();
    const out: SearchSuggestion[] = [];
    const ordered = [
      ...results.filter((result) => this.byId.get(String(result.id))?.category !== "Blog"),
      ...results.filter((result) => this.byId.get(String(result.id))?.category === "Blog"),
    ];
    for (const result of ordered) {
      const entry = this.byId.get(String(result.id));
      if (!entry || seen.has(entry.title.toLowerCase())) continue;
      seen.add(entry.title.toLowerCase());
      out.push({ title: entry.title, category: entry.category, url: entry.url });
      if (out.length === limit) break;
    }
    return out;
  }

  /**
   * Three follow-up questions for a conversation: questions from the knowledge base related to the
   * visitor's last message that move on from its subject and aren't near-repeats of anything
   * asked, topped up with SPEC 7.2's canned set.
   */
  followUps(history: readonly ChatTurn[]): string[] {
    const askedQuestions = history.filter((turn) => turn.role === "user").map((turn) => terms(turn.content));
    const lastUser = [...history].reverse().find((turn) => turn.role === "user")?.content ?? "";
    const lastTerms = terms(lastUser);
    // The question's subject (its rarest known word): a follow-up should move on from it.
    const subject = lastTerms
      .filter((term) => this.documentFrequency.has(term))
      .sort((a, b) => this.idf(b) - this.idf(a))[0];
    const picked: string[] = [];
    const pickedTerms: string[][] = [];
    const add = (question: string, skipSubject: boolean) => {
      const candidate = terms(question);
      if (picked.length >= 3 || candidate.length === 0) return;
      if (skipSubject && subject && candidate.includes(subject)) return;
      if ([...askedQuestions, ...pickedTerms].some((other) => similarity(candidate, other) >= 0.5)) return;
      picked.push(question);
      pickedTerms.push(candidate);
    };
    if (lastTerms.length) {
      const related = this.search(lastUser, {}, 15).filter((ranked) => ranked.coverage >= 0.3);
      for (const { entry } of related) {
        const question = entry.question;
        // Only a single, natural question: not a topic title or a "Hi, hello" entry.
        if (!question || entry.category === "Blog" || !/^[^?]{8,90}\?$/.test(question)) continue;
        add(question, true);
      }
    }
    const recent = history.slice(-4).map((turn) => turn.content);
    for (const question of [...cannedFollowUps(recent), ...cannedFollowUps([])]) add(question, false);
    return picked;
  }
}

/** Jaccard similarity of two term lists. */
function similarity(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const shared = [...left].filter((term) => right.has(term)).length;
  return shared / (left.size + right.size - shared || 1);
}

function isConfident(ranked: RankedEntry): boolean {
  // A passage that answers no particular question (a blog section, an industry point) needs more
  // of the question's words than a curated Q&A does.
  const minCoverage = ranked.entry.question
    ? answerThresholds.minCoverage
    : answerThresholds.minPassageCoverage;
  return (
    ranked.score >= answerThresholds.minScore &&
    ranked.coverage >= minCoverage &&
    ranked.strongCoverage >= answerThresholds.minStrongCoverage
  );
}

/** True when `set` holds `term` or, for words of 6+ letters, a spelling one edit away. */
function hasTerm(set: ReadonlySet<string>, term: string): boolean {
  if (set.has(term)) return true;
  if (term.length < 6) return false;
  for (const candidate of set) if (nearTerm(candidate, term)) return true;
  return false;
}

/** The same term, or (for words of 6+ letters) a spelling one edit away. */
function nearTerm(a: string, b: string): boolean {
  if (a === b) return true;
  return Math.max(a.length, b.length) >= 6 && Math.abs(a.length - b.length) <= 1 && withinOneEdit(a, b);
}

function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The answer's sentences: a curated answer as written (up to 4 sentences); a longer passage's 3
 * sentences that share the most words with the question, in their original order. Sentences
 * quoting a dollar figure that isn't a plan price (and, in blog prose, any percentage or dollar
 * figure at all) are left out; with none left, the passage gives no answer ("").
 */
export function compose(entry: KnowledgeEntry, asked: readonly string[]): string {
  const blog = entry.category === "Blog";
  const usable = sentences(entry.answer).filter(
    (sentence) =>
      foreignDollarFigures(sentence).length === 0 && !(blog && /[$%]|\bhypothetical\b/i.test(sentence)),
  );
  if (usable.length === 0) return "";
  if (!blog && usable.length <= 4) return usable.join(" ");
  const wanted = new Set(asked);
  const scored = usable.map((sentence, index) => ({
    index,
    sentence,
    score: terms(sentence).filter((term) => wanted.has(term)).length,
  }));
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index);
  return chosen.map((item) => item.sentence).join(" ");
}

let shared: LocalEngine | undefined;

/** The whole knowledge base: core's entries plus the blog's sections. */
export function fullKnowledgeBase(): KnowledgeEntry[] {
  return [...knowledgeBase(), ...blogSections()];
}

/** The process's one local engine, indexed once at start-up. */
export function localEngine(): LocalEngine {
  shared ??= new LocalEngine(fullKnowledgeBase());
  return shared;
}
