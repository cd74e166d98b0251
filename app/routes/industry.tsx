import { industries, industryForPath } from "@core/industries";
import { site } from "@core/site";
import { useLocation } from "react-router";
import { DemoCallSection } from "~/components/landing/demo-call-section";
import { FeaturesGrid } from "~/components/landing/features-grid";
import { Hero } from "~/components/landing/hero";
import { PricingSection } from "~/components/landing/pricing-section";
import { seo } from "~/lib/seo";
import { useHashScroll } from "~/lib/use-hash-scroll";
import type { Route } from "./+types/industry";

function industryOf(pathname: string) {
  return industryForPath(pathname) ?? industries[0]!;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const industry = industryOf(location.pathname);
  return seo({
    title: `AI phone answering for ${industry.name}`,
    description: `${site.product} answers every call for ${industry.name.toLowerCase()} 24/7: books jobs and appointments, texts confirmations and passes urgent calls to your team.`,
    path: industry.path,
  });
};

export default function IndustryPage() {
  const industry = industryOf(useLocation().pathname);
  useHashScroll();
  return (
    <>
      <Hero
        eyebrow={`AI phone host for ${industry.name}`}
        title={`The AI phone host built for ${industry.name}`}
        lead="Answered on the first ring, day and night."
        industry={industry.key}
      />
      <DemoCallSection
        phoneNumber={industry.demoPhone}
        serviceType={industry.name}
        features={["Answers 24/7", "Books into your calendar", "Texts confirmations"]}
        customDescription={`Call and hear how ${industry.name.toLowerCase()} get answered.`}
      />
      <PricingSection industry={industry.key} />
      <FeaturesGrid />
    </>
  );
}
