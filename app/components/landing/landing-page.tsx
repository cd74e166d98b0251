import type { IndustryKey } from "@core/industries";
import type { LandingContent } from "@core/landing/types";
import type { PhoneNumber } from "@core/phone";
import { useHashScroll } from "~/lib/use-hash-scroll";
import { ClosingCallToAction } from "./closing-call-to-action";
import { ComparisonTable } from "./comparison-table";
import { DemoCallSection } from "./demo-call-section";
import { FeaturesGrid } from "./features-grid";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { IndustryBlock } from "./industry-block";
import { IndustryClosingSections } from "./industry-closing-sections";
import { MissedCallCalculator } from "./missed-call-calculator";
import { PricingSection } from "./pricing-section";
import { ProblemsSection } from "./problems-section";
import { ResultsSection } from "./results-section";
import { TechnologyTicker } from "./technology-ticker";

/** A landing page in SPEC 2.5's order, its copy chosen by path (app/content/landing). */
export function LandingPage({
  content,
  industry,
  demoPhone,
  variant = "default",
}: {
  content: LandingContent;
  /** Set on industry pages. */
  industry?: IndustryKey;
  demoPhone: PhoneNumber;
  /** "gray": /simple-gray-demo, a neutral gray look without the demo-call block. */
  variant?: "default" | "gray";
}) {
  useHashScroll();
  const gray = variant === "gray";
  return (
    <div className={gray ? "theme-gray" : undefined} data-variant={variant}>
      <Hero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        highlights={content.hero.highlights}
        industry={industry}
      />
      <TechnologyTicker />
      <ResultsSection industryResult={content.industryResult} />
      <ProblemsSection problems={content.problems} />
      {!gray && (
        <DemoCallSection
          phoneNumber={demoPhone}
          serviceType={content.demo.serviceType}
          features={content.demo.features}
          customDescription={content.demo.customDescription}
          transcript={content.demo.transcript}
          industry={industry}
        />
      )}
      <IndustryBlock block={content.industryBlock} />
      <PricingSection industry={industry} />
      {!gray && <MissedCallCalculator defaults={content.calculator} />}
      <FeaturesGrid />
      <ComparisonTable />
      <HowItWorks />
      <ClosingCallToAction industry={industry} title={content.hero.title} />
      {content.closing && <IndustryClosingSections closing={content.closing} />}
    </div>
  );
}
