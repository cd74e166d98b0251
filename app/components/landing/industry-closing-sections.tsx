import type { LandingContent } from "@core/landing/types";
import { PageSection } from "~/components/layout/page-section";
import { CardList } from "./card-list";
import { QuestionList } from "./question-list";

/** SPEC 2.5: the three closing sections of an industry page: integrations, questions, hand-off. */
export function IndustryClosingSections({ closing }: { closing: NonNullable<LandingContent["closing"]> }) {
  const { integrations, faqs, handoff } = closing;
  return (
    <>
      <PageSection headingId="integrations-heading" title={integrations.title} lead={integrations.intro}>
        <CardList
          items={integrations.items.map((item) => ({ title: item.name, text: item.text }))}
          columns="md:grid-cols-3"
        />
      </PageSection>
      <PageSection headingId="faq-heading" title={faqs.title} background="canvas" width="max-w-3xl">
        <QuestionList items={faqs.items} />
      </PageSection>
      <PageSection headingId="handoff-heading" title={handoff.title} lead={handoff.intro}>
        <CardList items={handoff.steps} columns="md:grid-cols-2 lg:grid-cols-4" steps />
      </PageSection>
    </>
  );
}
