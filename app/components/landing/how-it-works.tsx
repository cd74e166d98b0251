import { site } from "@core/site";
import { PageSection } from "~/components/layout/page-section";
import { CardList } from "./card-list";

const steps = [
  {
    title: "Choose a plan",
    text: `Pick Basic or Pro and start your ${site.trialDays}-day free trial. Nothing is charged today; you get your login by e-mail within about five minutes.`,
  },
  {
    title: "AI phone host launch",
    text: "On a setup call within 24 hours we load your services, prices, hours and transfer rules, forward your number, and your host goes live.",
  },
  {
    title: "Ongoing optimization",
    text: "Read the transcripts and analytics in your dashboard, change anything in minutes, and we tune the host as your business changes.",
  },
] as const;

/** SPEC 2.5 §10: three steps from sign-up to a host that keeps getting better. */
export function HowItWorks() {
  return (
    <PageSection headingId="how-heading" title="How it works">
      <CardList items={steps} columns="md:grid-cols-3" steps />
    </PageSection>
  );
}
