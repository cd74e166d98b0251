import type { LandingContent } from "~/content/landing/types";

/** SPEC 2.5: the three closing sections of an industry page: integrations, questions, hand-off. */
export function IndustryClosingSections({ closing }: { closing: NonNullable<LandingContent["closing"]> }) {
  const { integrations, faqs, handoff } = closing;
  return (
    <>
      <section aria-labelledby="integrations-heading" className="py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="integrations-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
            {integrations.title}
          </h2>
          <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{integrations.intro}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {integrations.items.map((item) => (
              <li key={item.name} className="rounded-2xl border border-slate-200 p-6">
                <h3 className="text-lg font-bold">{item.name}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="bg-canvas py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="faq-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
            {faqs.title}
          </h2>
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
        </div>
      </section>
      <section aria-labelledby="handoff-heading" className="py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="handoff-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
            {handoff.title}
          </h2>
          <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-700">{handoff.intro}</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {handoff.steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
                <p className="text-sm font-semibold text-brand-800">Step {index + 1}</p>
                <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
