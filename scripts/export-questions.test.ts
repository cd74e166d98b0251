import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUnansweredLog } from "../server/answers/unanswered";
import { type Database, openDatabase } from "../server/db/client";
import { questionColumns, questionsCsv } from "./export-questions";

describe("npm run export:questions", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
  });
  afterAll(async () => {
    await database.close();
  });

  it("lists the unanswered questions most frequent first, scrubbed, with their counts", async () => {
    const log = createUnansweredLog(database.db, { warn() {} });
    log.record("Do you have a London office?", { reason: "unknown", context: "support" });
    log.record("who are your investors", { reason: "unknown" });
    log.record("Who are your investors?", { reason: "unknown" });
    log.record("  WHO are your   investors ", { reason: "unknown" });
    log.record("Call me at 512-555-0199 or mail pat@example.com about Epic", { reason: "unknown" });
    await log.settled();

    const { csv, rows } = await questionsCsv(database.db);
    expect(rows).toBe(3);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(questionColumns.join(","));
    expect(lines[1]).toMatch(/^3,/);
    expect(lines[1]).toContain("investors");
    expect(csv).toContain("Do you have a London office?");
    expect(csv).toContain(",support,");
    expect(csv).not.toContain("512-555-0199");
    expect(csv).not.toContain("pat@example.com");
    expect(csv).toContain("Call me at [phone] or mail [email] about Epic");
  });
});
