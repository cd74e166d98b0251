import { type FeatureText, includedFeatures, plans, type TrialPlanKey } from "./plans";
import { site } from "./site";

/**
 * The welcome page's "included in your trial" list and setup guide, per plan. Both come from the
 * plan's features in plans.ts, so the page never promises a Basic customer what only Pro includes
 * (it used to list appointment scheduling for every plan).
 */

export interface SetupStep {
  title: string;
  text: string;
  /** Set when the step only applies to some trial plans (shown while the plan is unknown). */
  onlyOn?: string;
}

/** The setup a feature needs from a new customer; `null` when it works without any. */
const featureSetup: Record<FeatureText, Omit<SetupStep, "onlyOn"> | null> = {
  "Zero missed calls": null,
  "Service inquiry handling": {
    title: "Add your services, prices and hours",
    text: "Enter them in the dashboard; your AI host answers callers' questions from them.",
  },
  "24/7 answering": {
    title: "Choose how calls reach us",
    text: "Use the dedicated number we give you, or turn on call forwarding from your current number, so calls are answered day and night. We walk you through it on the setup call.",
  },
  "Email notifications": {
    title: "Choose who gets call summaries",
    text: "Add the e-mail addresses that receive a summary of every call and every message taken.",
  },
  "Standard voice AI": null,
  "Basic analytics": null,
  "Phone orders and appointments": {
    title: "Connect your calendar",
    text: "Link your calendar, such as Google Calendar, and set the slots your AI host may book, so appointments and phone orders land where your team looks.",
  },
  "SMS notifications": {
    title: "Choose who gets SMS alerts",
    text: "Pick which calls are urgent and which phones get a text the moment one comes in.",
  },
  "Enhanced voice AI with industry terminology": null,
  "Advanced analytics": null,
  "Priority support": null,
  "Custom integrations": null,
  "Dedicated account manager": null,
  "Custom voice training": null,
};

const trialPlans = ["basic", "pro"] as const satisfies readonly TrialPlanKey[];

/** `?plan=` as the trial modal writes it ("basic" or "pro"); anything else is unknown. */
export function trialPlanFromQuery(value: string | null | undefined): TrialPlanKey | null {
  return trialPlans.find((plan) => plan === value) ?? null;
}

function testCall(plan: TrialPlanKey): SetupStep {
  const features = includedFeatures(plan);
  const books = features.includes("Phone orders and appointments");
  return {
    title: "Make a test call",
    text: books
      ? "Call your number, book an appointment as a customer would, and check it in your calendar and your call analytics."
      : "Call your number, ask about a service as a customer would, and check the summary in your e-mail and your call analytics.",
  };
}

export interface Welcome {
  /** "Included in your Pro Plan trial", or the general heading while the plan is unknown. */
  featuresHeading: string;
  features: readonly FeatureText[];
  /** While the plan is unknown: what a Pro trial adds to the list above. */
  proAdds: readonly FeatureText[];
  steps: readonly SetupStep[];
}

/** The welcome page's lists for `plan`, or for any trial plan when it is not known (`null`). */
export function welcomeFor(plan: TrialPlanKey | null): Welcome {
  const signIn: SetupStep = {
    title: "Sign in",
    text: `Open the e-mail from ${site.product}, sign in and set your password.`,
  };
  if (plan) {
    const features = includedFeatures(plan);
    const steps = features.flatMap((feature) => featureSetup[feature] ?? []);
    return {
      featuresHeading: `Included in your ${plans[plan].name} trial`,
      features,
      proAdds: [],
      steps: [signIn, ...steps, testCall(plan)],
    };
  }
  const basic = includedFeatures("basic");
  const proAdds = includedFeatures("pro").filter((feature) => !basic.includes(feature));
  const proOnly = proAdds.flatMap((feature) => {
    const step = featureSetup[feature];
    return step ? [{ ...step, onlyOn: plans.pro.name }] : [];
  });
  return {
    featuresHeading: "Included in your trial",
    features: basic,
    proAdds,
    steps: [
      signIn,
      ...basic.flatMap((feature) => featureSetup[feature] ?? []),
      ...proOnly,
      {
        title: "Make a test call",
        text: "Call your number as a customer would, and check what your AI host did in your dashboard.",
      },
    ],
  };
}
