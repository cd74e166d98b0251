import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { modes } from "../env";

const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ mode: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
  payments: z.object({ mode: z.enum(["test", "stripe"]) }),
  answers: z.object({ mode: z.enum(["local", "openai"]) }),
  leadForwarding: z.object({ mode: z.enum(["webhook", "off"]) }),
});

/** GET /api/health: is the database up, and which mode is each part in. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      const current = modes(app.env);
      const databaseOk = await app.database.ping();
      const body = {
        status: databaseOk ? ("ok" as const) : ("degraded" as const),
        database: { mode: current.database, ok: databaseOk },
        payments: { mode: current.payments },
        answers: { mode: current.answers },
        leadForwarding: { mode: current.leadForwarding },
      };
      reply.header("cache-control", "no-store");
      return reply.code(databaseOk ? 200 : 503).send(body);
    },
  );
};
