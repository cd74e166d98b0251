import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../server/app";
import { type Database, openDatabase } from "../server/db/client";
import { leadOutbox } from "../server/db/schema";
import { loadEnv } from "../server/env";
import { csvField, leadColumns, leadsCsv, trialColumns, trialsCsv } from "./export-leads";

/** A small RFC 4180 reader, enough to read back what the export writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index++;
    } else field += char;
  }
  return rows;
}

function records(csv: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(csv);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ""])));
}

describe("CSV fields", () => {
  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvField("Rapid Rooter")).toBe("Rapid Rooter");
    expect(csvField('Smith, "Jones" & Co')).toBe('"Smith, ""Jones"" & Co"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField("+15125550199")).toBe("'+15125550199");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe("");
    expect(csvField(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
  });
});

describe("the export", () => {
  let app: App;
  let database: Database;
  let plumberLead: string;
  let lawLead: string;

  const post = (url: string, body: unknown) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const trial = async (cardNumber: string, overrides: Record<string, unknown>) => {
    const pm = await post("/api/stripe/test-payment-methods", {
      cardNumber,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: "123",
      postalCode: "78701",
    });
    return post("/api/stripe/create-trial-subscription", {
      paymentMethodId: pm.json().id,
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      acceptMarketingCommunications: true,
      ...overrides,
    });
  };

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
    app = await buildApp({ env: loadEnv({ NODE_ENV: "test" }), database, serveSite: false, logger: false });
    plumberLead = (
      await post("/api/leads", {
        businessName: 'Smith, "Jones" & Co Plumbing',
        fullName: "Pat Smith",
        email: "pat@smithjones.com",
        mobilePhone: "512-555-0111",
        industry: "plumber",
        planTier: "basic",
      })
    ).json().leadId;
    lawLead = (
      await post("/api/leads", {
        businessName: "=HYPERLINK(1)",
        fullName: "Lee Park",
        email: "lee@parklaw.com",
        mobilePhone: "512-555-0122",
        industry: "personal-injury-attorney",
        planTier: "pro",
      })
    ).json().leadId;
    const common = {
      companyName: "Smith Jones",
      fullName: "Pat Smith",
      email: "pat@smithjones.com",
      phone: "5125550111",
    };
    await trial("4000000000000002", {
      ...common,
      industry: "plumber",
      planTier: "basic",
      leadId: plumberLead,
    });
    await trial("4242424242424242", { ...common, industry: "plumber", planTier: "pro", leadId: plumberLead });
    await database.db
      .insert(leadOutbox)
      .values({ leadId: plumberLead, payload: "{}", deliveredAt: new Date() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("writes one row per lead with its latest trial and forwarding time", async () => {
    const { csv, rows } = await leadsCsv(database.db);
    expect(rows).toBe(2);
    expect(csv.split("\r\n")[0]).toBe(leadColumns.join(","));
    const [plumber, law] = records(csv);
    expect(plumber).toMatchObject({
      lead_id: plumberLead,
      business_name: 'Smith, "Jones" & Co Plumbing',
      email: "pat@smithjones.com",
      mobile_phone: "512-555-0111",
      industry: "plumber",
      plan_tier: "basic",
      source: "trial_modal",
      trial_status: "trialing",
      trial_plan: "pro",
      payment_provider: "test",
    });
    expect(plumber!.forwarded_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(plumber!.subscription_id).toMatch(/^sub_test_/);
    expect(plumber!.trial_end).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(law).toMatchObject({
      lead_id: lawLead,
      business_name: "'=HYPERLINK(1)",
      trial_status: "",
      forwarded_at: "",
    });
  });

  it("writes every trial attempt, declined ones with their codes", async () => {
    const { csv, rows } = await trialsCsv(database.db);
    expect(rows).toBe(2);
    expect(csv.split("\r\n")[0]).toBe(trialColumns.join(","));
    const [declined, started] = records(csv);
    expect(declined).toMatchObject({
      status: "declined",
      failure_code: "card_declined",
      decline_code: "generic_decline",
      failure_message: "Your card was declined.",
      lead_id: plumberLead,
      plan_tier: "basic",
      subscription_id: "",
    });
    expect(started).toMatchObject({
      status: "trialing",
      plan_tier: "pro",
      price_id: "price_hostline_pro_monthly",
    });
    expect(started!.marketing_accepted_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("filters by creation date", async () => {
    expect((await leadsCsv(database.db, { since: new Date(Date.now() + 60_000) })).rows).toBe(0);
    expect((await trialsCsv(database.db, { since: new Date(Date.now() - 60_000) })).rows).toBe(2);
  });
});

describe("npm run export:leads", () => {
  it("writes the CSV of the database the server is configured with", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostline-export-"));
    try {
      const database = await openDatabase({ pgliteDir: path.join(dir, "db") });
      const app = await buildApp({
        env: loadEnv({ NODE_ENV: "test" }),
        database,
        serveSite: false,
        logger: false,
      });
      await app.inject({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          businessName: "Green Leaf Pest Control",
          fullName: "Jo Diaz",
          email: "jo@greenleafpest.com",
          mobilePhone: "512-555-0133",
          industry: "pest-control",
          planTier: "pro",
        }),
      });
      await app.close();
      await database.close();

      const out = path.join(dir, "leads.csv");
      const result = spawnSync(
        process.execPath,
        ["--import", "tsx", "scripts/export-leads.ts", "--out", out],
        {
          env: { PATH: process.env.PATH, PGLITE_DIR: path.join(dir, "db") },
          encoding: "utf8",
        },
      );
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toContain("Wrote 1 leads to");
      const [row] = records(fs.readFileSync(out, "utf8"));
      expect(row).toMatchObject({ business_name: "Green Leaf Pest Control", email: "jo@greenleafpest.com" });

      const bad = spawnSync(
        process.execPath,
        ["--import", "tsx", "scripts/export-leads.ts", "--since", "soon"],
        {
          env: { PATH: process.env.PATH, PGLITE_DIR: path.join(dir, "db") },
          encoding: "utf8",
        },
      );
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('--since must be a date such as 2026-01-31, got "soon".');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
