import type { FastifyPluginAsync } from "fastify";
import { industryPlansContract } from "../../core/api/plans";
import { canonicalIndustryKey, type IndustryKey } from "../../core/industries";
import { industryPlans, pricingIndustries } from "../../core/pricing-api";
import { contractRoute } from "../contract-route";

/**
 * GET /api/stripe/industry-plans/:industry: the three plans with their Stripe price ids, from
 * core/plans.ts (the same source as the prerendered cards). SPEC's key ("pestcontrol") and its
 * alias ("pest-control") both answer; an unknown industry is a 404.
 */
export const industryPlanRoutes: FastifyPluginAsync = async (app) => {
  const priceIds = {
    basic: app.env.STRIPE_PRICE_BASIC,
    pro: app.env.STRIPE_PRICE_PRO,
    enterprise: app.env.STRIPE_PRICE_ENTERPRISE,
  };
  contractRoute(
    app,
    industryPlansContract,
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const industry = canonicalIndustryKey(request.params.industry) as IndustryKey | "general";
      return industryPlans(industry, priceIds);
    },
    {
      invalid: (request, reply) => {
        const { industry = "" } = request.params as { industry?: string };
        return reply.code(404).send({
          success: false,
          error: "Not Found",
          message: `No plans for the industry "${industry.slice(0, 60)}". Use one of: ${pricingIndustries.join(", ")}.`,
        });
      },
    },
  );
};
