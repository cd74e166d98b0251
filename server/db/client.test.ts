import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type Database, openDatabase } from "./client";
import { leads } from "./schema";

const targets = [
  ["PGlite", () => ({ pgliteDir: ":memory:" })],
  ["PostgreSQL", () => ({ pgliteDir: ":memory:", databaseUrl: inject("databaseUrl") })],
] as const;

describe.each(targets)("database on %s", (name, options) => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(options());
  });
  afterAll(() => database?.close());

  it("applies the committed migrations and answers a ping", async () => {
    expect(database.kind).toBe(name === "PGlite" ? "pglite" : "postgres");
    expect(await database.ping()).toBe(true);
  });

  it("stores and reads back a lead, with server-side defaults", async () => {
    const key = `key-${name}-${Date.now()}`;
    const [row] = await database.db
      .insert(leads)
      .values({
        businessName: "Rapid Rooter",
        fullName: "Dana Ortiz",
        email: "dana@rapidrooter.com",
        mobilePhone: "512-555-0199",
        industry: "plumber",
        planTier: "pro",
        step: "lead_capture",
        source: "trial_modal",
        idempotencyKey: key,
      })
      .returning();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
    const found = await database.db.select().from(leads).where(eq(leads.idempotencyKey, key));
    expect(found).toHaveLength(1);
    expect(found[0]?.email).toBe("dana@rapidrooter.com");
  });

  it("refuses a second lead with the same idempotency key", async () => {
    const values = {
      businessName: "Bright Spark Electric",
      fullName: "Sam Lee",
      email: "sam@brightspark.com",
      mobilePhone: "512-555-0123",
      industry: "electrician",
      planTier: "basic",
      step: "lead_capture",
      source: "trial_modal",
      idempotencyKey: `dup-${name}`,
    };
    await database.db.insert(leads).values(values);
    await expect(database.db.insert(leads).values(values)).rejects.toThrow();
  });

  it.runIf(name === "PostgreSQL")("opens an already migrated database again", async () => {
    const again = await openDatabase(options());
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it.runIf(name === "PostgreSQL")("survives PostgreSQL dropping an idle connection", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const victim = await openDatabase(options());
    const other = await openDatabase(options());
    try {
      const result = (await victim.db.execute(sql`select pg_backend_pid() as pid`)) as {
        rows: { pid: number }[];
      };
      const [row] = result.rows;
      await other.db.execute(sql`select pg_terminate_backend(${row!.pid})`);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("idle connection")));
      expect(await victim.ping()).toBe(true);
    } finally {
      warn.mockRestore();
      await victim.close();
      await other.close();
    }
  });
});
