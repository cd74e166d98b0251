/**
 * A throw-away database of its own on the tests' PostgreSQL server (tests/setup/postgres.ts), so a
 * test file can count rows and run several server copies without meeting other files' data, and
 * applies migrations without racing another file doing the same.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function freshPostgresDatabase(serverUrl: string, label: string) {
  const name = `hostline_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
