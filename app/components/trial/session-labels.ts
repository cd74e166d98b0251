import { genericBusiness, getIndustry, isIndustryKey } from "@core/industries";
import { type PlanKey, planKeys, plans } from "@core/plans";
import { site } from "@core/site";

/** SPEC 2.10's fallbacks on the success page when the session does not name them. */
export const sessionFallbacks = {
  plan: `${site.product} Plan`,
  industry: genericBusiness.shortName,
} as const;

/** "Pro Plan" for a known plan key, otherwise "Hostline Plan". */
export function sessionPlanLabel(planTier: string | undefined): string {
  return planTier && (planKeys as readonly string[]).includes(planTier)
    ? plans[planTier as PlanKey].name
    : sessionFallbacks.plan;
}

/** "Plumbers" for a known industry key, otherwise (the general business too) "Business". */
export function sessionIndustryLabel(industry: string | undefined): string {
  return industry && isIndustryKey(industry) ? getIndustry(industry).name : sessionFallbacks.industry;
}
