import { type IndustryKey, industryKeys } from "./industries";
import { type PlanKey, planKeys, plans } from "./plans";

/**
 * GET /api/stripe/industry-plans/{industry} (SPEC 3 and 7.1): the plans as the pricing section
 * loads them. Browser-safe: the server builds it, the pricing section checks its shape.
 */
export interface ApiPlan {
  name: string;
  /** Whole US dollars per location per month (a starting price for Enterprise). */
  price: number;
  priceId: string;
  /** The features the plan includes. */
  features: string[];
}

export interface IndustryPlansResponse {
  success: true;
  industry: IndustryKey | "general";
  plans: Record<PlanKey, ApiPlan>;
}

/** The industries the endpoint knows: the six trades and the home page's general business. */
export const pricingIndustries: readonly string[] = [...industryKeys, "general"];

export const pricingMessages = {
  failed: "Failed to load pricing plans",
  invalid: "Invalid response format",
} as const;

/** Builds the endpoint's answer from core/plans.ts and the configured Stripe price ids. */
export function industryPlans(
  industry: IndustryKey | "general",
  priceIds: Record<PlanKey, string>,
): IndustryPlansResponse {
  const entries = planKeys.map((key) => {
    const plan = plans[key];
    const apiPlan: ApiPlan = {
      name: plan.name,
      price: plan.monthlyPrice,
      priceId: priceIds[key],
      features: plan.features.filter((feature) => feature.included).map((feature) => feature.text),
    };
    return [key, apiPlan] as const;
  });
  return { success: true, industry, plans: Object.fromEntries(entries) as Record<PlanKey, ApiPlan> };
}
