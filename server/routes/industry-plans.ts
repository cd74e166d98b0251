import type { FastifyPluginAsync } from "fastify";
import { canonicalIndustryKey, type IndustryKey } from "../../core/industries";
import { industryPlans, pricingIndustries } from "../../core/pricing-api";

/**
 * GET /api/stripe/industry-plans/:industry: the three plans with their Stripe price ids, from
 * core/plans.ts (the same source as the prerendered cards). An unknown industry is a 404.
 */
export const industryPlanRoutes: FastifyPluginAsync = async (app) => {
  const priceIds = {
    basic: app.env.STRIPE_PRICE_BASIC,
    pro: app.env.STRIPE_PRICE_PRO,
    enterprise: app.env.STRIPE_PRICE_ENTERPRISE,
  };
  app.get<{ Params: { industry: string } }>(
    "/stripe/industry-plans/:industry",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      // SPEC's key ("pestcontrol") and its alias ("pest-control") both answer.
      const industry = canonicalIndustryKey(request.params.industry);
      if (!pricingIndustries.includes(industry)) {
        return reply.code(404).send({
          success: false,
          error: "Not Found",
          message: `No plans for the industry "${industry.slice(0, 60)}". Use one of: ${pricingIndustries.join(", ")}.`,
        });
      }
      reply.header("cache-control", "public, max-age=300");
      return industryPlans(industry as IndustryKey | "general", priceIds);
    },
  );
};
