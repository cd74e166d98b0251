import type { FastifyPluginAsync } from "fastify";
import { healthContract, readyContract } from "../../core/api/operations";
import { contractRoute } from "../contract-route";
import { modes } from "../env";

/** What the payments will do: charge cards (Stripe) or nothing (the embedded test mode). */
export const testModeNotice = "Test mode: no card is charged";

/**
 * GET /api/health: liveness. The process answers; it never touches the database, so a load
 * balancer may call it as often as it likes. GET /api/ready: readiness. 503 while the database is
 * unreachable, 200 once it answers; both report each part's mode, and test-mode payments say so.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
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

  contractRoute(app, healthContract, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" as const, ...described };
  });

  contractRoute(app, readyContract, async (_request, reply) => {
    const ok = await app.database.ping();
    reply.header("cache-control", "no-store");
    return reply.code(ok ? 200 : 503).send({
      ready: ok,
      ...(ok ? {} : { detail: "The database is not answering yet." }),
      ...described,
      database: { mode: current.database, ok },
    });
  });
};
