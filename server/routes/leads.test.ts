import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { leadMessages } from "../../core/schemas/lead";
import { freshPostgresDatabase } from "../../scripts/lib/postgres";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { leadOutbox, leads } from "../db/schema";
import { loadEnv } from "../env";

const run = randomUUID().slice(0, 8);
let counter = 0;
/** A valid lead with its own e-mail, so each test counts only its own rows. */
function lead(overrides: Record<string, unknown> = {}): Record<string, unknown> & { email: string } {
  counter += 1;
  return {
    businessName: "Rapid Rooter Plumbing",
    fullName: "Dana Ortiz",
    email: `dana.${run}.${counter}@rapidrooter.com`,
    mobilePhone: "(512) 555-0199",
    industry: "plumber",
    planTier: "pro",
    ...overrides,
  };
}

/** Each test speaks from its own address, so the per-client rate limit counts only its requests. */
let clientNumber = 0;
const nextClient = () => `10.1.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

const engines = [
  ["PGlite", async () => ({ database: await openDatabase({ pgliteDir: ":memory:" }), drop: async () => {} })],
  [
    "PostgreSQL",
    async () => {
      const fresh = await freshPostgresDatabase(inject("databaseUrl"), "leads_route");
      return {
        database: await openDatabase({ pgliteDir: ":memory:", databaseUrl: fresh.url }),
        drop: fresh.drop,
      };
    },
  ],
] as const;

describe.each(engines)("POST /api/leads on %s", (_name, open) => {
  let app: App;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    app = await buildApp({ env: loadEnv({ NODE_ENV: "test" }), database, serveSite: false, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const post = (body: unknown, headers: Record<string, string> = {}, ip = nextClient()) =>
    app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json", ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
      remoteAddress: ip,
    });
  const rowsFor = (email: string) => database.db.select().from(leads).where(eq(leads.email, email));

  it("stores a good lead before answering 201 with its id, normalized as SPEC 3 says", async () => {
    const body = lead({ email: ` Dana.${run}.Stored@RapidRooter.com `, timestamp: new Date().toISOString() });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { success, leadId } = response.json();
    expect(success).toBe(true);
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row).toMatchObject({
      businessName: "Rapid Rooter Plumbing",
      fullName: "Dana Ortiz",
      email: `dana.${run}.stored@rapidrooter.com`,
      mobilePhone: "512-555-0199",
      industry: "plumber",
      planTier: "pro",
      step: "lead_capture",
      source: "trial_modal",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.clientTimestamp?.toISOString()).toBe(body.timestamp);
  });

  it("takes the home page's general business and the basic plan", async () => {
    const response = await post(lead({ industry: "general", planTier: "basic" }));
    expect(response.statusCode).toBe(201);
  });

  it("ignores a client timestamp that is not a sensible ISO time instead of refusing the lead", async () => {
    for (const timestamp of ["yesterday", "1999-01-01T00:00:00Z", 42]) {
      const response = await post(lead({ timestamp }));
      expect(response.statusCode).toBe(201);
      const [row] = await database.db.select().from(leads).where(eq(leads.id, response.json().leadId));
      expect(row?.clientTimestamp).toBeNull();
    }
  });

  describe("idempotency", () => {
    it("answers a retry with the same Idempotency-Key with the same lead and stores it once", async () => {
      const body = lead();
      const key = randomUUID();
      const first = await post(body, { "idempotency-key": key });
      const second = await post(body, { "idempotency-key": key });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(second.json().leadId).toBe(first.json().leadId);
      expect(await rowsFor(body.email)).toHaveLength(1);
    });

    it("stores one lead when the same request arrives many times at once", async () => {
      const body = lead();
      const key = randomUUID();
      const ip = nextClient();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => post(body, { "idempotency-key": key }, ip)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(responses.map((response) => response.json().leadId)).size).toBe(1);
      expect(await rowsFor(body.email)).toHaveLength(1);
    });

    it("stores many leads at once, each under its own id, sharing statements", async () => {
      // 40 at once go out in a few batched statements: each request still gets its own lead, a
      // key sent twice in the same batch is stored once, and a request without a key is stored.
      const sameKey = randomUUID();
      const twice = lead();
      const bodies = Array.from({ length: 40 }, () => lead());
      const responses = await Promise.all([
        ...bodies.map((body, index) => post(body, index % 2 ? { "idempotency-key": randomUUID() } : {})),
        post(twice, { "idempotency-key": sameKey }),
        post(twice, { "idempotency-key": sameKey }),
      ]);
      const ids = responses.slice(0, 40).map((response) => response.json().leadId);
      expect(responses.slice(0, 40).every((response) => response.statusCode === 201)).toBe(true);
      expect(new Set(ids).size).toBe(40);
      for (const [index, body] of bodies.entries()) {
        const [row] = await rowsFor(body.email);
        expect(row?.id).toBe(ids[index]);
      }
      expect(
        responses
          .slice(40)
          .map((response) => response.statusCode)
          .sort(),
      ).toEqual([200, 201]);
      expect(await rowsFor(twice.email)).toHaveLength(1);
    });

    it("keeps a corrected resubmission under the same key, and stores its own retries once", async () => {
      const key = randomUUID();
      const original = lead();
      const corrected = { ...original, businessName: "Rapid Rooter Plumbing & Drain" };
      const first = await post(original, { "idempotency-key": key });
      const fixed = await post(corrected, { "idempotency-key": key });
      const fixedAgain = await post(corrected, { "idempotency-key": key });
      expect(fixed.statusCode).toBe(201);
      expect(fixed.json().leadId).not.toBe(first.json().leadId);
      expect(fixedAgain.json().leadId).toBe(fixed.json().leadId);
      const rows = await rowsFor(original.email);
      expect(rows.map((row) => row.businessName).sort()).toEqual([
        "Rapid Rooter Plumbing",
        "Rapid Rooter Plumbing & Drain",
      ]);
    });

    it("stores each request without a key", async () => {
      const body = lead();
      expect((await post(body)).statusCode).toBe(201);
      expect((await post(body)).statusCode).toBe(201);
      expect(await rowsFor(body.email)).toHaveLength(2);
    });

    it("refuses an Idempotency-Key longer than 200 characters", async () => {
      const body = lead();
      const response = await post(body, { "idempotency-key": "k".repeat(201) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The Idempotency-Key header must be 1 to 200 characters long.");
      expect(await rowsFor(body.email)).toHaveLength(0);
      expect((await post(body, { "idempotency-key": "k".repeat(200) })).statusCode).toBe(201);
    });
  });

  describe("bad input: 400 naming each field, nothing stored", () => {
    it("names every field of an empty body with SPEC 5's messages", async () => {
      const response = await post({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: "Bad Request",
        message: "Please fix the errors above and try again.",
        fields: {
          businessName: leadMessages.companyTooShort,
          fullName: leadMessages.fullNameRequired,
          email: leadMessages.emailRequired,
          mobilePhone: leadMessages.phoneRequired,
          industry: "Please choose a supported industry",
          planTier: "Please choose the Basic or Pro plan",
        },
      });
    });

    it.each([
      ["businessName", "R", leadMessages.companyTooShort],
      ["businessName", "R".repeat(51), leadMessages.companyTooLong],
      ["fullName", "Dana", leadMessages.fullNameTwoWords],
      ["email", "dana@rapidrooter", leadMessages.emailInvalid],
      ["email", "test@example.com", leadMessages.emailGeneric],
      ["mobilePhone", "512-555-019", leadMessages.phoneTooShort],
      ["mobilePhone", "512-555-01999", leadMessages.phoneTooLong],
      ["industry", "bakery", "Please choose a supported industry"],
      ["planTier", "enterprise", "Please choose the Basic or Pro plan"],
    ])("%s = %j → %s", async (field, value, message) => {
      const body = lead({ [field]: value });
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
      expect(await rowsFor(body.email)).toHaveLength(0);
    });

    it("answers wrong types with the fields' messages, never a 5xx", async () => {
      const response = await post({
        businessName: 42,
        fullName: ["Dana", "Ortiz"],
        email: { address: "dana@rapidrooter.com" },
        mobilePhone: 5125550199,
        industry: null,
        planTier: true,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(
        ["businessName", "email", "fullName", "industry", "mobilePhone", "planTier"].sort(),
      );
      for (const body of [[lead()], "just a string", 42, null]) {
        const other = await post(JSON.stringify(body));
        expect(other.statusCode).toBe(400);
        expect(other.json().fields.email).toBe(leadMessages.emailRequired);
      }
    });

    it("answers huge strings with a 4xx: too long for a field, or too large a body", async () => {
      const long = lead({ businessName: "R".repeat(20_000) });
      const tooLong = await post(long);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields).toEqual({ businessName: leadMessages.companyTooLong });
      const huge = lead({ fullName: `Dana ${"O".repeat(200_000)}` });
      const tooLarge = await post(huge);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error).toBe("Payload Too Large");
      expect(await rowsFor(long.email)).toHaveLength(0);
      expect(await rowsFor(huge.email)).toHaveLength(0);
    });

    it("answers malformed JSON, an empty JSON body and a form body with a JSON 4xx", async () => {
      const malformed = await post('{"businessName": "Rapid Rooter",');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.headers["content-type"]).toMatch(/application\/(problem\+)?json/);
      expect(malformed.json().error).toBe("Bad Request");
      const empty = await post("");
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe("Bad Request");
      const form = await post("businessName=Rapid", { "content-type": "application/x-www-form-urlencoded" });
      expect(form.statusCode).toBe(415);
      expect(form.json().error).toBe("Unsupported Media Type");
    });
  });

  it("limits each client to 20 leads a minute, with a JSON 429", async () => {
    const ip = nextClient();
    for (let i = 0; i < 20; i++) expect((await post(lead(), {}, ip)).statusCode).toBe(201);
    const limited = await post(lead(), {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: "Too Many Requests" });
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect((await post(lead(), {}, nextClient())).statusCode).toBe(201);
  });

  it("queues nothing for forwarding while LEAD_WEBHOOK_URL is unset", async () => {
    const response = await post(lead());
    const queued = await database.db
      .select()
      .from(leadOutbox)
      .where(eq(leadOutbox.leadId, response.json().leadId));
    expect(queued).toHaveLength(0);
  });
});

describe("POST /api/leads with forwarding on", () => {
  let app: App;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: ":memory:" });
    // Nothing listens on port 9: deliveries fail and stay queued, which is all this test needs.
    app = await buildApp({
      env: loadEnv({
        NODE_ENV: "test",
        LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook",
        LEAD_WEBHOOK_BACKOFF_MS: "60000",
      }),
      database,
      serveSite: false,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("writes the lead and its SPEC 3 webhook payload together, once per lead", async () => {
    const body = lead({ email: `Dana.${run}.Forward@RapidRooter.com` });
    const key = randomUUID();
    const response = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json", "idempotency-key": key },
      payload: JSON.stringify(body),
      remoteAddress: nextClient(),
    });
    expect(response.statusCode).toBe(201);
    await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json", "idempotency-key": key },
      payload: JSON.stringify(body),
      remoteAddress: nextClient(),
    });
    const { leadId } = response.json();
    const queued = await database.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId));
    expect(queued).toHaveLength(1);
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(JSON.parse(queued[0]!.payload)).toEqual({
      businessName: "Rapid Rooter Plumbing",
      fullName: "Dana Ortiz",
      email: `dana.${run}.forward@rapidrooter.com`,
      mobilePhone: "512-555-0199",
      industry: "plumber",
      planTier: "pro",
      timestamp: stored!.createdAt.toISOString(),
      step: "lead_capture",
      source: "trial_modal",
    });
    const all = await database.db
      .select()
      .from(leads)
      .where(like(leads.email, `dana.${run}.forward%`));
    expect(all).toHaveLength(1);
  });
});
