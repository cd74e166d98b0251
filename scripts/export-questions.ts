#!/usr/bin/env -S npx tsx
/**
 * `npm run export:questions`: the questions the chat could not answer, as CSV, most frequent first
 * (then most recently asked), so the team can add answers. Reads the database the server uses
 * (DATABASE_URL, or the embedded PGlite database in PGLITE_DIR: stop the server first).
 *
 *   npm run export:questions                        to standard output
 *   npm run export:questions -- --out questions.csv to a file
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { desc } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { unansweredQuestions } from "../server/db/schema";
import { csvLine } from "./export-leads";

export const questionColumns = [
  "count",
  "question",
  "reason",
  "context",
  "first_seen_at",
  "last_seen_at",
] as const;

export async function questionsCsv(db: Db): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select()
    .from(unansweredQuestions)
    .orderBy(desc(unansweredQuestions.count), desc(unansweredQuestions.lastSeenAt));
  let csv = csvLine([...questionColumns]);
  for (const row of rows) {
    csv += csvLine([row.count, row.sample, row.reason, row.context, row.firstSeenAt, row.lastSeenAt]);
  }
  return { csv, rows: rows.length };
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
  });
  if (values.help) {
    console.log("Usage: npm run export:questions -- [--out file.csv]");
    return;
  }
  const { loadEnv } = await import("../server/env");
  const { openDatabase } = await import("../server/db/client");
  const env = loadEnv();
  if (!env.DATABASE_URL)
    console.error(`Reading the embedded database in ${env.PGLITE_DIR} (stop the server first).`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    const { csv, rows } = await questionsCsv(database.db);
    if (values.out) {
      fs.writeFileSync(values.out, csv);
      console.error(`Wrote ${rows} unanswered questions to ${values.out}.`);
    } else process.stdout.write(csv);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
