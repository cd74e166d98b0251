import { sharedClaims } from "@core/claims";
import { landingContent } from "@core/landing";
import { perLocationNote, plans, priceLabel, trialButtonText, trialTerms } from "@core/plans";
import { site } from "@core/site";
import { Check } from "lucide-react";
import { CardList } from "~/components/landing/card-list";
import { QuestionList } from "~/components/landing/question-list";
import { SampleCall } from "~/components/landing/sample-call";
import { PageSection } from "~/components/layout/page-section";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { campaignContent } from "~/content/campaign";
import { cn } from "~/lib/cn";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/landing";

/** Build time: the campaign copy and the home page's sample call. */
export function loader() {
  return { content: { ...campaignContent, sampleCall: landingContent.general.demo.transcript } };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title: loaderData.content.meta.title,
    description: loaderData.content.meta.description,
    path: "/landing",
    noindex: true,
  });

/** The one call to action of this page: the free trial on Pro. */
function TrialButton({
  className,
  variant = "primary",
}: {
  className?: string;
  variant?: "primary" | "accent";
}) {
  const { startTrial } = useTrial();
  return (
    <button
      type="button"
      onClick={() => startTrial({ plan: "pro" })}
      className={cn(buttonClass(variant, "lg"), className)}
    >
      {trialButtonText}
    </button>
  );
}

/** SPEC 2.1 /landing: a focused page for ad traffic, with one message and one call to action. */
export default function CampaignLanding({ loaderData }: Route.ComponentProps) {
  const { hero, steps, sampleCall, price, questions, closing } = loaderData.content;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {hero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 sm:text-xl">{hero.lead}</p>
          <TrialButton className="mt-10" />
          <p className="mt-4 text-sm text-slate-600">{trialTerms}</p>
          <ul className="mx-auto mt-8 flex flex-col items-center justify-center gap-2 text-sm font-medium text-brand-900 sm:flex-row sm:gap-6">
            {hero.proof.map((item) => (
              <li key={item} className="flex items-center gap-2 text-left">
                <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Results" className="border-y border-slate-200 bg-white py-10">
        <ul className="mx-auto grid max-w-4xl gap-6 px-4 text-center sm:grid-cols-3 sm:px-6">
          {sharedClaims.map((claim) => (
            <li key={claim.label}>
              <p className="text-4xl font-extrabold text-brand-800">{claim.value}</p>
              <p className="mt-1 font-medium text-slate-700">{claim.label}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-4 max-w-2xl px-4 text-center text-xs text-slate-600">
          Figures reported by businesses using {site.product}, compared with before they switched.
        </p>
      </section>

      <section aria-label="Sample call" className="bg-ink py-16 text-white">
        <SampleCall transcript={sampleCall} />
      </section>

      <PageSection headingId="steps-heading" title={steps.title}>
        <CardList items={steps.items} columns="md:grid-cols-3" steps />
      </PageSection>

      <PageSection
        headingId="price-heading"
        title={price.title}
        lead={price.lead}
        background="canvas"
        width="max-w-4xl"
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {[plans.basic, plans.pro].map((plan) => (
            <li key={plan.key} className={cn(cardVariants({ tone: "panel" }), "rounded-3xl")}>
              <h3 className="text-lg font-bold">{plan.title}</h3>
              <p className="mt-2">
                <span className="text-3xl font-extrabold">{priceLabel(plan)}</span>
                <span className="text-slate-600"> /month per location</span>
              </p>
              <p className="mt-2 text-slate-700">{plan.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600">
          {perLocationNote} Multi-location groups: {plans.enterprise.title}{" "}
          {priceLabel(plans.enterprise).toLowerCase()}
          /month.
        </p>
        <div className="mt-8 text-center">
          <TrialButton />
        </div>
      </PageSection>

      <PageSection headingId="questions-heading" title={questions.title} width="max-w-3xl">
        <QuestionList items={questions.items} />
      </PageSection>

      <section aria-labelledby="closing-heading" className="bg-brand-800 py-16 text-center text-white">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="closing-heading" className="text-3xl font-extrabold sm:text-4xl">
            {closing.title}
          </h2>
          <p className="mt-4 text-lg text-brand-50">{closing.lead}</p>
          <TrialButton className="mt-8" variant="accent" />
          <p className="mt-4 text-sm text-brand-100">{trialTerms}</p>
        </div>
      </section>
    </>
  );
}
