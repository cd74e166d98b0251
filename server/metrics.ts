import { timingSafeEqual } from "node:crypto";
import { count, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "./db/client";
import { leadOutbox } from "./db/schema";

/**
 * Prometheus metrics for operators: request duration per route and status, the lead outbox's
 * backlog, rate-limit rejections and the answer engine's latency. One registry per app (tests
 * build several). Served at GET /metrics only with `Authorization: Bearer $METRICS_TOKEN`; without
 * METRICS_TOKEN the route does not exist (404).
 */
export interface Metrics {
  registry: Registry;
  rateLimited(route: string): void;
  answered(engine: string, seconds: number): void;
}

export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: "hostline_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: "hostline_rate_limit_rejections_total",
    help: "Requests refused with 429 by the rate limit, by route.",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const answerDuration = new Histogram({
    name: "hostline_answer_engine_duration_seconds",
    help: "Time the answer engine took to answer one chat message, by engine.",
    labelNames: ["engine"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 5, 15],
    registers: [registry],
  });
  new Gauge({
    name: "hostline_lead_outbox_backlog",
    help: "Leads stored but not yet delivered to the CRM webhook.",
    registers: [registry],
    async collect() {
      const [row] = await db.select({ n: count() }).from(leadOutbox).where(isNull(leadOutbox.deliveredAt));
      this.set(row?.n ?? 0);
    },
  });
  return {
    registry,
    rateLimited: (route) => rateLimited.inc({ route }),
    answered: (engine, seconds) => answerDuration.observe({ engine }, seconds),
    // The request histogram is fed by registerMetrics' onResponse hook.
    ...{ requestDuration },
  } as Metrics & { requestDuration: Histogram<"method" | "route" | "status"> };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const { requestDuration } = metrics as Metrics & {
    requestDuration: Histogram<"method" | "route" | "status">;
  };
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern, never the raw URL (which visitors choose).
    const route = request.routeOptions.url ?? "unmatched";
    requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  app.get("/metrics", async (request, reply) => {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    reply.header("cache-control", "no-store");
    if (!given || !sameToken(given, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: "Unauthorized", message: "Send Authorization: Bearer <METRICS_TOKEN>." });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
