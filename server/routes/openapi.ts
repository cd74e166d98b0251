import type { FastifyPluginAsync } from "fastify";
import { openApiDocument } from "../../core/openapi";

/** GET /api/openapi.json: the reference of the /api page as an OpenAPI 3.1 document. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = JSON.stringify(openApiDocument(), null, 2);
  app.get("/openapi.json", async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("application/json; charset=utf-8")
      .send(document),
  );
};
