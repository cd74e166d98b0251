import { genericBusiness, getIndustry, type IndustryKey } from "@core/industries";
import type { TrialPlanKey } from "@core/plans";
import type { LeadFormInput, LeadFormValues } from "@core/schemas/lead";

/**
 * What the trial's provider, modal and steps share: the trial context (SPEC 3) and the stored
 * lead. A leaf module, so the lazily loaded modal and its steps never import the provider that
 * loads them (no import cycle).
 */

export interface TrialRequest {
  plan: TrialPlanKey;
  /** The industry page the visitor is on, if any. */
  industry?: IndustryKey;
}

/** SPEC 3's trial context: what the trial modal is opened for. */
export interface TrialContextValue {
  /** An industry key, or "general" on the home page and other generic pages. */
  industry: IndustryKey | typeof genericBusiness.key;
  planTier: TrialPlanKey;
  industryDisplayName: string;
}

export function trialContextFor({ plan, industry }: TrialRequest): TrialContextValue {
  return industry
    ? { industry, planTier: plan, industryDisplayName: getIndustry(industry).name }
    : { industry: genericBusiness.key, planTier: plan, industryDisplayName: genericBusiness.name };
}

/** A lead as step 1 stored it. */
export interface StoredLead {
  id: string;
  /** As validated and stored: trimmed, e-mail lowercased, phone ddd-ddd-dddd. */
  values: LeadFormValues;
  /** As typed, to refill the form on "Go Back to Step 1". */
  input: LeadFormInput;
}
