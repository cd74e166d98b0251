import type { IndustryKey } from "@core/industries";
import { trialButtonText, trialTerms } from "@core/plans";
import { Check, Phone } from "lucide-react";
import { SectionLink } from "~/components/layout/section-link";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";

/**
 * SPEC 2.5 §1. On an industry page the trial button scrolls to that page's pricing; elsewhere it
 * starts a trial on the pro plan.
 */
export function Hero({
  eyebrow,
  title,
  lead,
  highlights,
  industry,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  highlights?: readonly string[];
  industry?: IndustryKey;
}) {
  const { startTrial } = useTrial();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-6xl">
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 sm:text-xl">{lead}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {industry ? (
            <SectionLink section="pricing" className={buttonClass("primary", "lg")}>
              {trialButtonText}
            </SectionLink>
          ) : (
            <button
              type="button"
              onClick={() => startTrial({ plan: "pro" })}
              className={buttonClass("primary", "lg")}
            >
              {trialButtonText}
            </button>
          )}
          <SectionLink section="demo-call-section" className={buttonClass("outline", "lg")}>
            <Phone aria-hidden="true" className="size-5" />
            Call The Demo
          </SectionLink>
        </div>
        <p className="mt-4 text-sm text-slate-600">{trialTerms}</p>
        {highlights && (
          <ul className="mx-auto mt-8 flex max-w-3xl flex-col items-center justify-center gap-2 text-sm font-medium text-brand-900 sm:flex-row sm:gap-6">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2 text-left">
                <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {highlight}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
