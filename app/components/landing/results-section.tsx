import { claimsFootnote, sharedClaims } from "@core/claims";
import type { LandingContent } from "@core/landing/types";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** SPEC 2.5 §3: measurable results: the three shared claims and the trade's own. */
export function ResultsSection({ industryResult }: { industryResult?: LandingContent["industryResult"] }) {
  const cards = [
    ...sharedClaims.map((claim) => ({ ...claim, detail: undefined as string | undefined })),
    ...(industryResult ? [industryResult] : []),
  ];
  return (
    <section aria-labelledby="results-heading" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="results-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          Measurable results
        </h2>
        <ul
          className={`mt-10 grid gap-4 sm:grid-cols-2 ${cards.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        >
          {cards.map((card) => (
            <li key={card.label} className={cn(cardVariants({ tone: "tinted" }), "text-center")}>
              <p className="text-4xl font-extrabold text-brand-800">{card.value}</p>
              <p className="mt-2 font-semibold text-ink">{card.label}</p>
              {card.detail && <p className="mt-2 text-sm text-slate-700">{card.detail}</p>}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-600">{claimsFootnote}</p>
      </div>
    </section>
  );
}
