#!/usr/bin/env node
/**
 * The bench's reference: a bare Fastify route doing what POST /api/leads does at its core, with
 * nothing else (no validation, rate limit, security headers, compression, logging or idempotency):
 * one transaction inserting the lead and its outbox row, answering 201 with the id. On PostgreSQL
 * with DATABASE_URL, else on PGlite in PGLITE_DIR. Run by scripts/bench-leads.mjs on the database
 * the real server just migrated, so the tables exist.
 */
import { randomUUID } from "node:crypto";
import Fastify from "fastify";

const app = Fastify({ logger: false });
let query;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (statements) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      for (const [text, values] of statements) await client.query(text, values);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
  };
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(process.env.PGLITE_DIR);
  query = (statements) =>
    db.transaction(async (tx) => {
      for (const [text, values] of statements) await tx.query(text, values);
    });
}

app.post("/api/leads", async (request, reply) => {
  const lead = request.body;
  const id = randomUUID();
  await query([
    [
      "insert into leads (id, business_name, full_name, email, mobile_phone, industry, plan_tier, step, source) values ($1, $2, $3, $4, $5, $6, $7, 'form_submission', 'website')",
      [id, lead.businessName, lead.fullName, lead.email, lead.mobilePhone, lead.industry, lead.planTier],
    ],
    [
      "insert into lead_outbox (lead_id, payload) values ($1, $2)",
      [id, JSON.stringify({ leadId: id, ...lead })],
    ],
  ]);
  return reply.code(201).send({ leadId: id });
});
app.get("/api/health", async () => ({ status: "ok" }));

await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
