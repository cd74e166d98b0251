import type { Industry } from "./industries";
import { planLabel, type TrialPlanKey } from "./plans";

/**
 * SPEC 2.4: where the industry chooser sends a visitor: the industry's pricing section with the
 * chosen plan highlighted, e.g. /plumbers?plan=Pro%20Plan#pricing.
 */
export function industryPricingHref(industry: Pick<Industry, "path">, plan: TrialPlanKey): string {
  const query = new URLSearchParams({ plan: planLabel(plan) }).toString().replace(/\+/g, "%20");
  return `${industry.path}?${query}#pricing`;
}
