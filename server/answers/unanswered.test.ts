import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { unansweredQuestions } from "../db/schema";
import { createUnansweredLog, normalizeQuestion, scrub } from "./unanswered";

describe("scrubbing a question before it is stored", () => {
  it("removes e-mail addresses, phone numbers and card-like digit runs", () => {
    expect(scrub("reach me at pat.smith+x@example.co.uk")).toBe("reach me at [email]");
    expect(scrub("my cell is (512) 555-0199")).toBe("my cell is [phone]");
    expect(scrub("call +1 512.555.0199 today")).toBe("call [phone] today");
    expect(scrub("card 4242 4242 4242 4242 exp 12/30")).toBe("card [number] exp 12/30");
    expect(scrub("card 4242-4242-4242-4242")).toBe("card [number]");
    expect(scrub("is it $299 for 2 locations")).toBe("is it $299 for 2 locations");
  });

  it("counts the same question under one key whatever its case, spacing and end punctuation", () => {
    expect(normalizeQuestion("  Who are your   INVESTORS?? ")).toBe("who are your investors");
    expect(normalizeQuestion("who are your investors")).toBe("who are your investors");
  });
});

describe("the unanswered questions log", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps at most maxRows rows, dropping the least recently asked", async () => {
    const log = createUnansweredLog(database.db, { warn() {} }, { maxRows: 5, maxChars: 500, trimEvery: 4 });
    for (let i = 0; i < 12; i++) {
      log.record(`question number ${String.fromCharCode(97 + i)}`, { reason: "unknown" });
      await log.settled();
    }
    await log.trim();
    const [row] = await database.db.select({ n: count() }).from(unansweredQuestions);
    expect(row?.n).toBe(5);
    const kept = (await database.db.select().from(unansweredQuestions)).map((item) => item.normalized);
    expect(kept).toContain("question number l");
    expect(kept).not.toContain("question number a");
  });

  it("never throws into the reply and logs a failure without the visitor's words", async () => {
    const warnings: object[] = [];
    const closed = await openDatabase({ pgliteDir: ":memory:" });
    await closed.close();
    const log = createUnansweredLog(closed.db, { warn: (details) => warnings.push(details) });
    expect(() => log.record("my secret question about pat@example.com", { reason: "unknown" })).not.toThrow();
    await log.settled();
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain("secret");
  });
});
