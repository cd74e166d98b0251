import { PageSection } from "~/components/layout/page-section";
import type { LandingContent } from "~/content/landing/types";
import { CardList } from "./card-list";

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
        <div className="mt-10 space-y-3">
          {faqs.items.map((item) => (
            <details
              key={item.question}
              className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
                <span className="flex items-start justify-between gap-4">
                  {item.question}
                  <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>
      <PageSection headingId="handoff-heading" title={handoff.title} lead={handoff.intro}>
        <CardList items={handoff.steps} columns="md:grid-cols-2 lg:grid-cols-4" steps />
      </PageSection>
    </>
  );
}
