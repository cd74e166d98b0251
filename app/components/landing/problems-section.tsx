import type { LandingContent } from "@core/landing/types";
import { CheckCircle2, XCircle } from "lucide-react";
import { PageSection } from "~/components/layout/page-section";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** SPEC 2.5 §4: what goes wrong on the phone today, and what the host does instead. */
export function ProblemsSection({ problems }: { problems: LandingContent["problems"] }) {
  return (
    <PageSection
      headingId="problems-heading"
      title={problems.title}
      lead={problems.intro}
      background="canvas"
    >
      <ul className="mt-12 space-y-4">
        {problems.pairs.map((pair) => (
          <li key={pair.problem} className={cn(cardVariants({ tone: "panel" }), "grid gap-4 md:grid-cols-2")}>
            <p className="flex gap-3 text-slate-800">
              <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              <span>
                <span className="sr-only">Today: </span>
                {pair.problem}
              </span>
            </p>
            <p className="flex gap-3 text-slate-800">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">With your AI host: </span>
                {pair.solution}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
