import { genericBusiness } from "@core/industries";
import { site } from "@core/site";
import { DemoCallSection } from "~/components/landing/demo-call-section";
import { FeaturesGrid } from "~/components/landing/features-grid";
import { Hero } from "~/components/landing/hero";
import { PricingSection } from "~/components/landing/pricing-section";
import { seo } from "~/lib/seo";
import { useHashScroll } from "~/lib/use-hash-scroll";

export const meta = () =>
  seo({
    title: `${site.product}: the AI phone host that answers every call, 24/7`,
    description: site.description,
    path: "/",
    keywords: [
      "AI receptionist",
      "AI phone answering",
      "virtual receptionist",
      "small business phone answering",
    ],
  });

export default function Home() {
  useHashScroll();
  return (
    <>
      <Hero
        eyebrow="AI phone host for small businesses"
        title="Every call answered. Every customer booked."
        lead={`${site.product} picks up on the first ring, day or night, books the appointment, takes the order, texts a confirmation and passes urgent calls to your team.`}
      />
      <DemoCallSection
        phoneNumber={genericBusiness.demoPhone}
        serviceType="Small business front desk"
        features={[
          "Answers questions about your hours, prices and services",
          "Books appointments and takes messages with the caller's details",
          "Texts the caller a confirmation before they hang up",
          "Transfers urgent calls to the person you choose",
        ]}
        customDescription="Play a customer: ask about opening hours, book a visit for next Tuesday, or say it's urgent and see how the host hands you over."
      />
      <PricingSection />
      <FeaturesGrid />
    </>
  );
}
