import type { IndustryKey } from "@core/industries";
import { trialButtonText, trialTerms } from "@core/plans";
import { Phone } from "lucide-react";
import { SectionLink } from "~/components/layout/section-link";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";

/**
 * SPEC 2.5 §11: Call The Demo (scrolls on landing pages, otherwise goes to the home page's demo
 * block) and a trial button.
 */
export function ClosingCallToAction({ industry, title }: { industry?: IndustryKey; title: string }) {
  const { startTrial } = useTrial();
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-brand-800 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="closing-cta-heading" className="text-3xl font-extrabold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-50">
          Hear it answer a call in the next minute, then try it on your own line.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <SectionLink section="demo-call-section" className={buttonClass("accent", "lg")}>
            <Phone aria-hidden="true" className="size-5" />
            Call The Demo
          </SectionLink>
          <button
            type="button"
            onClick={() => startTrial({ plan: "pro", industry })}
            className={buttonClass("outline-light", "lg")}
          >
            {trialButtonText}
          </button>
        </div>
        <p className="mt-4 text-sm text-brand-100">{trialTerms}</p>
      </div>
    </section>
  );
}
