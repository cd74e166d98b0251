import { genericBusiness, industryKeyAliases, industryKeys } from "../industries";
import { planKeys } from "../plans";
import { z } from "../zod";
import { defineContract, noQuery, problem } from "./contract";

/**
 * GET /api/stripe/industry-plans/:industry (SPEC 7.1): the plans the pricing section loads. Its own
 * module, so the pricing pages fetch it without the trial's schemas and test cards (./payments).
 */

/** Old spellings still accepted ("pest-control"), read as their key of record. */
const aliasKeys = Object.keys(industryKeyAliases) as ["pest-control"];

/** SPEC's industry keys (the keys of record) and the home page's general business. */
export const pricingIndustryKeys = [...industryKeys, genericBusiness.key] as const;

export const industryParamSchema = z.union([
  z.enum(pricingIndustryKeys).check(z.describe("An industry's key of record (SPEC), or general.")),
  z
    .enum(aliasKeys)
    .check(z.meta({ deprecated: true, description: "An old spelling, read as its key of record." })),
]);

export const apiPlanSchema = z.object({
  name: z.string(),
  /** Whole US dollars per location per month (a starting price for Enterprise). */
  price: z.number().check(z.positive()),
  priceId: z.string(),
  features: z.array(z.string()),
});

export const industryPlansResponseSchema = z.object({
  success: z.literal(true),
  industry: z.enum(pricingIndustryKeys),
  plans: z.object(
    Object.fromEntries(planKeys.map((key) => [key, apiPlanSchema])) as Record<
      (typeof planKeys)[number],
      typeof apiPlanSchema
    >,
  ),
});

/** SPEC 7.1's documented part of the answer: `success` and `plans` keyed basic, pro and enterprise. */
const documentedPlansShape = z.pick(industryPlansResponseSchema, { success: true, plans: true });

/** SPEC 7.1: the plans, or null for anything else (an "Invalid response format"). */
export function parseIndustryPlans(body: unknown): z.output<typeof documentedPlansShape>["plans"] | null {
  const parsed = documentedPlansShape.safeParse(body);
  return parsed.success ? parsed.data.plans : null;
}

export const industryPlansContract = defineContract({
  operationId: "industryPlans",
  method: "GET",
  path: "/api/stripe/industry-plans/:industry",
  summary: "The three plans with their Stripe price ids, as the pricing section loads them",
  description:
    "From core/plans.ts, the source of the prerendered cards. `pest-control` is still accepted and answers as `pestcontrol`.",
  tag: "Payments",
  params: z.object({ industry: industryParamSchema }),
  query: noQuery,
  rateLimit: { max: 60, timeWindow: "1 minute" },
  responses: {
    200: { description: "The plans.", schema: industryPlansResponseSchema },
    404: problem("No such industry.", { success: z.literal(false) }),
    429: problem("Too many requests from this client."),
  },
});
