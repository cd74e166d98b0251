import type { FastifyPluginAsync } from "fastify";
import { websiteOpenApiDocument } from "../../core/api/openapi";
import { productOpenApiContract, websiteOpenApiContract } from "../../core/api/operations";
import { openApiDocument } from "../../core/openapi";
import { contractRoute } from "../contract-route";

/**
 * GET /api/openapi.json: the product API's reference (the /api page) as an OpenAPI 3.1 document.
 * GET /api/website-openapi.json: this website's own API, generated from its contracts (core/api/).
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const documents = {
    product: JSON.stringify(openApiDocument(), null, 2),
    // Built on the first request: start-up does not pay for it.
    website: undefined as string | undefined,
  };
  contractRoute(app, productOpenApiContract, async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("application/json; charset=utf-8")
      .send(documents.product),
  );
  contractRoute(app, websiteOpenApiContract, async (_request, reply) => {
    documents.website ??= JSON.stringify(websiteOpenApiDocument(), null, 2);
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("application/json; charset=utf-8")
      .send(documents.website);
  });
};
