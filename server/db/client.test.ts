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

describe("a new PGlite data directory", () => {
  it("starts as a copy of the build's migrated template, and keeps what it stores", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { initializePgliteDir } = await import("./client");
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "hostline-template-"));
    try {
      const template = path.join(root, "template");
      initializePgliteDir(template);
      const dir = path.join(root, "data");
      const first = await openDatabase({ pgliteDir: dir, pgliteTemplate: template });
      expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      await first.db.insert(leads).values({
        businessName: "Copper Pipe Co",
        fullName: "Lee Park",
        email: "lee@copperpipe.com",
        mobilePhone: "512-555-0142",
        industry: "plumber",
        planTier: "basic",
        step: "lead_capture",
        source: "trial_modal",
      });
      await first.close();
      // The template is left as it was; the copy keeps its lead across a restart.
      const again = await openDatabase({ pgliteDir: dir, pgliteTemplate: template });
      expect(await again.db.select().from(leads)).toHaveLength(1);
      await again.close();
      const fresh = await openDatabase({ pgliteDir: path.join(root, "other"), pgliteTemplate: template });
      expect(await fresh.db.select().from(leads)).toHaveLength(0);
      await fresh.close();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
