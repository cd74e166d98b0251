import type { FastifyPluginAsync } from "fastify";
import { webinarTopicErrors, webinarTopicSchema } from "../../core/schemas/webinar-topic";
import { webinarTopics } from "../db/schema";

/**
 * POST /api/webinar-topics: stores a "Suggest a Webinar Topic" submission after checking it with
 * the same schema as the form. Rate-limited per client.
 */
export const webinarTopicRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    "/webinar-topics",
    {
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const fields = webinarTopicErrors(request.body ?? {});
      if (fields) {
        return reply.code(400).send({
          error: "Bad Request",
          message: "Please fix the highlighted fields and try again.",
          fields,
        });
      }
      const topic = webinarTopicSchema.parse(request.body);
      await app.database.db.insert(webinarTopics).values(topic);
      request.log.info({ event: "webinar_topic_stored" }, "webinar topic suggestion stored");
      return reply.code(201).send({ ok: true });
    },
  );
};
