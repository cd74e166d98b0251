import { sql } from "drizzle-orm";
import { normalizeText } from "../../core/language/index";
import type { Db } from "../db/client";
import { unansweredQuestions } from "../db/schema";

/**
 * What the chat could not answer, kept so the team can add answers: each question routed to "I
 * don't know" is stored once per normalized text with a count and the time it was last asked.
 * E-mail addresses, phone numbers and card-like digit runs are removed before anything is stored,
 * the table is capped (least recently asked rows go first), and storing never delays or breaks a
 * reply: it runs after the answer, and a failure is logged without the visitor's words.
 */
export interface UnansweredLog {
  record(question: string, details: { reason: string; context?: string }): void;
}

export interface UnansweredLogger {
  warn(details: object, message: string): void;
}

export const unansweredLimits: { maxRows: number; maxChars: number; trimEvery: number } = {
  /** Rows kept at most; the least recently asked go first. */
  maxRows: 5000,
  /** Characters of a question kept. */
  maxChars: 500,
  /** Trim the table after this many stored questions (and once at start). */
  trimEvery: 100,
};

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** Runs of 13-19 digits, with spaces or dashes between groups: card numbers. */
const cardLike = /\b(?:\d[ -]?){12,18}\d\b/g;
/** North American and international phone numbers: 7+ digits with the usual separators. */
const phoneLike = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}[\s.-]?\d{3,4}(?:[\s.-]?\d{2,4})?\b/g;

/** The question with e-mails, card-like digit runs and phone numbers replaced by placeholders. */
export function scrub(text: string): string {
  return text
    .replace(email, "[email]")
    .replace(cardLike, "[number]")
    .replace(phoneLike, (match) => (match.replace(/\D/g, "").length >= 7 ? "[phone]" : match));
}

/** The key a question is counted under: scrubbed, normalized, whitespace collapsed, no end punctuation. */
export function normalizeQuestion(text: string): string {
  return normalizeText(scrub(text))
    .replace(/\s+/g, " ")
    .replace(/[\s?!.,;:]+$/u, "")
    .trim()
    .slice(0, unansweredLimits.maxChars);
}

export function createUnansweredLog(
  db: Db,
  log: UnansweredLogger,
  limits = unansweredLimits,
): UnansweredLog & {
  /** Resolves when every store started so far has finished (for tests and shutdown). */
  settled(): Promise<void>;
  trim(): Promise<void>;
} {
  let stored = 0;
  const pending = new Set<Promise<void>>();

  const trim = async () => {
    await db.execute(sql`
      delete from ${unansweredQuestions}
      where ${unansweredQuestions.normalized} in (
        select ${unansweredQuestions.normalized} from ${unansweredQuestions}
        order by ${unansweredQuestions.lastSeenAt} desc, ${unansweredQuestions.count} desc
        offset ${limits.maxRows}
      )`);
  };

  const store = async (question: string, reason: string, context: string | undefined) => {
    const normalized = normalizeQuestion(question);
    if (!normalized) return;
    const sample = scrub(question).replace(/\s+/g, " ").trim().slice(0, limits.maxChars);
    await db
      .insert(unansweredQuestions)
      .values({ normalized, sample, reason, context: context?.slice(0, 100) ?? null })
      .onConflictDoUpdate({
        target: unansweredQuestions.normalized,
        set: {
          count: sql`${unansweredQuestions.count} + 1`,
          lastSeenAt: sql`now()`,
          sample,
          reason,
        },
      });
    stored += 1;
    if (stored % limits.trimEvery === 0) await trim();
  };

  return {
    record(question, { reason, context }) {
      const task = store(question, reason, context)
        .catch((error: unknown) => {
          // Never the question itself: only why storing failed.
          log.warn(
            {
              event: "unanswered_store_failed",
              reason: error instanceof Error ? error.message.slice(0, 120) : "unknown",
            },
            "could not store an unanswered question",
          );
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      await Promise.all([...pending]);
    },
    trim,
  };
}
