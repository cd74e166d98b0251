import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { modes } from "../env";

/** What the payments will do: charge cards (Stripe) or nothing (the embedded test mode). */
export const testModeNotice = "Test mode: no card is charged";

const modesShape = {
  database: z.object({ mode: z.enum(["pglite", "postgres"]) }),
  payments: z.object({ mode: z.enum(["test", "stripe"]), notice: z.string().optional() }),
  answers: z.object({ mode: z.enum(["local", "openai"]) }),
  leadForwarding: z.object({ mode: z.enum(["webhook", "off"]) }),
};

const healthResponse = z.object({ status: z.literal("ok"), ...modesShape });

const readyResponse = z.object({
  ready: z.boolean(),
  /** Why not, when not ready (the 503 is problem details with this report as extensions). */
  detail: z.string().optional(),
  ...modesShape,
  database: z.object({ mode: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
});

/**
 * GET /api/health: liveness. The process answers; it never touches the database, so a load
 * balancer may call it as often as it likes. GET /api/ready: readiness. 503 while the database is
 * unreachable, 200 once it answers; both report each part's mode, and test-mode payments say so.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = modes(app.env);
  const described = {
    database: { mode: current.database },
    payments: {
      mode: current.payments,
      ...(current.payments === "test"
        ? {
            notice:
              app.env.NODE_ENV === "production"
                ? `${testModeNotice}. This production server has no Stripe keys: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take payments.`
                : testModeNotice,
          }
        : {}),
    },
    answers: { mode: current.answers },
    leadForwarding: { mode: current.leadForwarding },
  };

  app.get("/health", { schema: { response: { 200: healthResponse } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const, ...described };
  });

  app.get(
    "/ready",
    { schema: { response: { 200: readyResponse, 503: readyResponse } } },
    async (_request, reply) => {
      const ok = await app.database.ping();
      reply.header("cache-control", "no-store");
      return reply.code(ok ? 200 : 503).send({
        ready: ok,
        ...(ok ? {} : { detail: "The database is not answering yet." }),
        ...described,
        database: { mode: current.database, ok },
      });
    },
  );
};
