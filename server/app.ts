import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createAnswerService } from "./answers/service";
import { createUnansweredLog } from "./answers/unanswered";
import type { Database } from "./db/client";
import { type Env, type ServerTimeouts, serverTimeouts } from "./env";
import { registerJsonGuard } from "./json-guard";
import { registerLeadOutbox } from "./leads/outbox";
import { createMetrics, registerMetrics } from "./metrics";
import { createPaymentsProvider } from "./payments";
import { frameworkErrors, registerProblemDetails } from "./problem-details";
import { postgresRateLimitStore } from "./rate-limit-store";
import { chatRoutes } from "./routes/chat";
import { healthRoutes } from "./routes/health";
import { helpRoutes } from "./routes/help";
import { industryPlanRoutes } from "./routes/industry-plans";
import { leadRoutes } from "./routes/leads";
import { openApiRoutes } from "./routes/openapi";
import { stripeRoutes } from "./routes/stripe";
import { webinarTopicRoutes } from "./routes/webinar-topics";
import { apiCsp } from "./security-headers";
import { registerSite } from "./site";

export interface AppOptions {
  env: Env;
  database: Database;
  /** Serve the built site from env.CLIENT_DIR (off in API-only tests). */
  serveSite?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** Client time limits (tests shorten them); see serverTimeouts. */
  timeouts?: ServerTimeouts;
}

/**
 * Fastify's trustProxy from TRUST_PROXY: a hop count becomes "trust the nearest n hops" (so the
 * client is the address n from the right of X-Forwarded-For), a list is trusted by address/CIDR.
 */
export function trustProxySetting(
  value: Env["TRUST_PROXY"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") return (_address, hop) => hop < value;
  return value;
}

/** Builds the whole server as one Fastify instance; main.ts listens, tests use app.inject(). */
export async function buildApp({
  env,
  database,
  serveSite = true,
  logger,
  timeouts = serverTimeouts,
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    // Slow clients are cut: headers within headersMs, the whole request within requestMs, idle
    // keep-alive connections after keepAliveMs (checked every checkEveryMs).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // A cap on open connections keeps one flood from starving everyone else.
  app.server.maxConnections = env.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  // Control characters, broken Unicode, prototype keys and deep nesting are refused before any route.
  registerJsonGuard(app);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("database", database);
  // Every route, as registered: the fuzz test walks them all, so none is left untested.
  // With the contract each was registered from (server/contract-route.ts), if any.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    const contract = route.config?.contract?.operationId;
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, contract });
  });
  app.decorate("env", env);

  await app.register(helmet, {
    // Pages get their own policy with their inline-script hashes (server/site.ts); see onSend.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: env.NODE_ENV === "production" ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", apiCsp);
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    return payload;
  });
  // Every /api error as RFC 9457 problem details (before compression sees the body).
  registerProblemDetails(app);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  const metrics = createMetrics(database.db);
  registerMetrics(app, metrics, env.METRICS_TOKEN);
  await app.register(rateLimit, {
    global: false,
    // Shared by every instance on one PostgreSQL; in memory with the embedded (one-process) PGlite.
    ...(env.DATABASE_URL
      ? { store: postgresRateLimitStore(database.db) as unknown as FastifyRateLimitStoreCtor }
      : {}),
    onExceeded: (request) => metrics.rateLimited(request.routeOptions.url ?? "unmatched"),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({
        error: "Internal Server Error",
        message: "Something went wrong on our side. Please try again.",
      });
    }
    if (error.validation) {
      return reply
        .code(400)
        .send({ error: "Bad Request", message: "The request is not valid.", details: error.validation });
    }
    return reply.code(status).send({ error: statusText(status), message: error.message });
  });

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(openApiRoutes, { prefix: "/api" });
  await app.register(webinarTopicRoutes, { prefix: "/api" });
  await app.register(industryPlanRoutes, { prefix: "/api" });
  // The support chat and the help center answer from one engine.
  // Questions it could not answer are stored (scrubbed, capped) for the team: npm run export:questions.
  const unanswered = createUnansweredLog(database.db, app.log);
  const answers = createAnswerService(env, app.log, undefined, unanswered, metrics.answered);
  await app.register(chatRoutes, { prefix: "/api", answers });
  await app.register(helpRoutes, { prefix: "/api", answers });
  // Leads are stored before the answer and, with LEAD_WEBHOOK_URL, forwarded by the outbox worker.
  const outbox = registerLeadOutbox(app, env, database);
  await app.register(leadRoutes, { prefix: "/api", outbox });
  await app.register(stripeRoutes, {
    prefix: "/api",
    payments: await createPaymentsProvider(env, database.db),
  });

  if (serveSite) {
    await registerSite(app, env.CLIENT_DIR, { stripe: Boolean(env.STRIPE_PUBLISHABLE_KEY) });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: "Not Found", message: `No API endpoint at ${request.url}` }),
    );
  }
  return app;
}

function statusText(status: number): string {
  return (
    {
      400: "Bad Request",
      401: "Unauthorized",
      403: "Forbidden",
      404: "Not Found",
      409: "Conflict",
      413: "Payload Too Large",
      415: "Unsupported Media Type",
      429: "Too Many Requests",
    }[status] ?? "Error"
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The operationId of the contract the route was registered from (core/api/). */
  contract?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    env: Env;
    registeredRoutes: RegisteredRoute[];
  }
}
