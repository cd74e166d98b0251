import type { FastifyPluginAsync } from "fastify";
import { webinarTopicContract } from "../../core/api/forms";
import { webinarTopicErrors } from "../../core/schemas/webinar-topic";
import { contractRoute } from "../contract-route";
import { webinarTopics } from "../db/schema";

/**
 * POST /api/webinar-topics: stores a "Suggest a Webinar Topic" submission after checking it with
 * the same schema as the form (the contract's body). Rate-limited per client.
 */
export const webinarTopicRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(
    app,
    webinarTopicContract,
    async (request, reply) => {
      await app.database.db.insert(webinarTopics).values(request.body);
      request.log.info({ event: "webinar_topic_stored" }, "webinar topic suggestion stored");
      return reply.code(201).send({ ok: true });
    },
    {
      invalid: (request, reply) =>
        reply.code(400).send({
          error: "Bad Request",
          message: "Please fix the highlighted fields and try again.",
          fields: webinarTopicErrors(request.body ?? {}) ?? {},
        }),
    },
  );
};
