import { industries } from "@core/industries";
import { landingContent } from "@core/landing";
import { formatUsd, plans } from "@core/plans";
import { pricingQuestions, pricingQuestionsAnchor } from "@core/pricing-questions";
import { absoluteUrl, site } from "@core/site";
import { ClosingCallToAction } from "~/components/landing/closing-call-to-action";
import { ComparisonTable } from "~/components/landing/comparison-table";
import { type CalculatorPreset, MissedCallCalculator } from "~/components/landing/missed-call-calculator";
import { PricingSection } from "~/components/landing/pricing-section";
import { QuestionList } from "~/components/landing/question-list";
import { PageSection } from "~/components/layout/page-section";
import { seo } from "~/lib/seo";
import { useHashScroll } from "~/lib/use-hash-scroll";
import type { Route } from "./+types/pricing";

/** Build time: the calculator's starting points for each trade, and the pricing questions. */
export function loader() {
  const presets: CalculatorPreset[] = [
    { key: "general", label: "Small business (general)", defaults: landingContent.general.calculator },
    ...industries.map((industry) => ({
      key: industry.key,
      label: industry.name,
      defaults: landingContent[industry.key].calculator,
    })),
  ];
  return { presets, questions: pricingQuestions };
}

const description = `${site.product} plans per business location: Basic ${formatUsd(plans.basic.monthlyPrice)}, Pro ${formatUsd(plans.pro.monthlyPrice)} and Enterprise from ${formatUsd(plans.enterprise.monthlyPrice)} a month. ${site.trialDays}-day free trial, no contract.`;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title: "Pricing: plans per location, 14-day free trial",
    description,
    path: "/pricing",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        url: absoluteUrl("/pricing"),
        mainEntity: loaderData.questions.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      },
    ],
  });

/** SPEC 2.10: a heading plus pricing, comparison and call to action; then the calculator and questions. */
export default function PricingPage({ loaderData }: Route.ComponentProps) {
  useHashScroll();
  return (
    <>
      <header className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-4 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{site.product}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Plans and pricing
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Every call answered, day and night, for one monthly price per business location, with no contract.
          </p>
        </div>
      </header>
      <PricingSection />
      <ComparisonTable />
      <ClosingCallToAction title="Hear it before you decide" />
      <MissedCallCalculator defaults={loaderData.presets[0]!.defaults} presets={loaderData.presets} />
      <PageSection
        headingId={pricingQuestionsAnchor}
        title="Pricing questions"
        background="canvas"
        width="max-w-3xl"
      >
        <QuestionList items={loaderData.questions} />
      </PageSection>
    </>
  );
}
