import { site } from "./site";

export const planKeys = ["basic", "pro", "enterprise"] as const;
export type PlanKey = (typeof planKeys)[number];
/** The plans a visitor can start a free trial on. */
export type TrialPlanKey = Exclude<PlanKey, "enterprise">;

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  key: PlanKey;
  /** "Basic Plan": the label used in ?plan= and on the cards. */
  name: string;
  title: string;
  description: string;
  /** Whole US dollars per business location per month. */
  monthlyPrice: number;
  /** True for Enterprise: the price is a starting price. */
  startingPrice: boolean;
  recommended: boolean;
  badge?: string;
  buttonText: string;
  buttonVariant: "primary" | "outline";
  hasTrial: boolean;
  features: readonly PlanFeature[];
  /** Extra terms printed under the price. */
  note?: string;
}

/** Each tier's own features; a plan includes its tier's and every lower tier's. */
export const tierFeatures = {
  basic: [
    "Zero missed calls",
    "Service inquiry handling",
    "24/7 answering",
    "Email notifications",
    "Standard voice AI",
    "Basic analytics",
  ],
  pro: [
    "Phone orders and appointments",
    "SMS notifications",
    "Enhanced voice AI with industry terminology",
    "Advanced analytics",
    "Priority support",
  ],
  enterprise: ["Custom integrations", "Dedicated account manager", "Custom voice training"],
} as const satisfies Record<PlanKey, readonly string[]>;

/** A feature as the pricing cards word it: the key other modules (the welcome page) hang details on. */
export type FeatureText = (typeof tierFeatures)[PlanKey][number];

const rank: Record<PlanKey, number> = { basic: 0, pro: 1, enterprise: 2 };

/** Every feature up to the next tier, flagged by whether `plan` includes it. */
function featuresFor(plan: PlanKey): PlanFeature[] {
  const shown = Math.min(rank[plan] + 1, 2);
  return planKeys
    .filter((tier) => rank[tier] <= shown)
    .flatMap((tier) => tierFeatures[tier].map((text) => ({ text, included: rank[tier] <= rank[plan] })));
}

export const trialTerms = "No obligations, no contracts, cancel at any time";
export const trialButtonText = `${site.trialDays} DAY FREE TRIAL`;
export const trialLabel = `${site.trialDays} Day Free Trial`;
export const perLocationNote = "One plan per business location; each location is billed separately.";

export const plans: Record<PlanKey, Plan> = {
  basic: {
    key: "basic",
    name: "Basic Plan",
    title: "Basic",
    description: "Never miss a call again: every caller answered, every inquiry handled, day and night.",
    monthlyPrice: 299,
    startingPrice: false,
    recommended: false,
    buttonText: trialButtonText,
    buttonVariant: "outline",
    hasTrial: true,
    features: featuresFor("basic"),
  },
  pro: {
    key: "pro",
    name: "Pro Plan",
    title: "Pro",
    description: "Turn calls into booked jobs and orders, with texts to your customers and your team.",
    monthlyPrice: 599,
    startingPrice: false,
    recommended: true,
    badge: "MOST POPULAR",
    buttonText: trialButtonText,
    buttonVariant: "primary",
    hasTrial: true,
    features: featuresFor("pro"),
  },
  enterprise: {
    key: "enterprise",
    name: "Enterprise Plan",
    title: "Enterprise",
    description:
      "For multi-location groups that need their own integrations and a voice trained on their brand.",
    monthlyPrice: 1199,
    startingPrice: true,
    recommended: false,
    buttonText: "Contact Sales",
    buttonVariant: "outline",
    hasTrial: false,
    features: featuresFor("enterprise"),
    note: "Plus a one-time setup fee; final pricing is set after a consultation.",
  },
};

export const planList: readonly Plan[] = planKeys.map((key) => plans[key]);

/** US-English dollars without cents: 1199 → "$1,199". */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The features `plan` includes, lowest tier first. */
export function includedFeatures(plan: PlanKey): FeatureText[] {
  return planKeys.filter((tier) => rank[tier] <= rank[plan]).flatMap((tier) => [...tierFeatures[tier]]);
}

/** "$599" or, for a starting price, "From $1,199". */
export function priceLabel(plan: Plan): string {
  return plan.startingPrice ? `From ${formatUsd(plan.monthlyPrice)}` : formatUsd(plan.monthlyPrice);
}

/** SPEC 4: a plan button opens basic when the plan name contains "basic", otherwise pro. */
export function trialPlanFromName(name: string): TrialPlanKey {
  return name.toLowerCase().includes("basic") ? "basic" : "pro";
}

/** The ?plan= label of the industry chooser: "Basic Plan" for basic, otherwise "Pro Plan". */
export function planLabel(plan: TrialPlanKey): string {
  return plan === "basic" ? plans.basic.name : plans.pro.name;
}
