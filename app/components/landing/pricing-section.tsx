import type { IndustryKey } from "@core/industries";
import {
  type Plan,
  type PlanKey,
  perLocationNote,
  planList,
  priceLabel,
  trialPlanFromName,
  trialTerms,
} from "@core/plans";
import { type ApiPlan, pricingMessages } from "@core/pricing-api";
import { site } from "@core/site";
import { Check, CircleAlert, Minus } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTrial } from "~/components/trial/trial-context";
import { buttonClass } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

const SalesDialog = lazy(() => import("./sales-dialog"));

type PlansState =
  | { status: "loading" }
  | { status: "loaded"; plans: Record<PlanKey, ApiPlan> }
  | { status: "error"; message: string };

/**
 * SPEC 4 "pricing load": loading, error or loaded. The cards are already in the prerendered HTML
 * from core/plans.ts; the API's answer confirms the prices and an error never blanks them. The
 * request (and the contract code with zod) waits until the section comes near the screen, so a
 * visitor who never scrolls to the prices doesn't download them: on the landing pages they are
 * far below the fold, and the page's JavaScript budget (scripts/check-budgets.mjs) counts them.
 */
function useIndustryPlans(industry: IndustryKey | "general", section: React.RefObject<HTMLElement | null>) {
  const [state, setState] = useState<PlansState>({ status: "loading" });
  const near = useNearScreen(section);
  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    // The contract (and zod with it) loads after the first paint, out of the page's own JavaScript.
    Promise.all([import("~/lib/api-fetch"), import("@core/api/plans")])
      .then(([{ apiFetch }, { industryPlansContract }]) =>
        apiFetch(industryPlansContract, { params: { industry }, signal: controller.signal }),
      )
      .then((result) => {
        if (result.ok) return setState({ status: "loaded", plans: result.data.plans });
        if (result.kind === "unexpected")
          return setState({ status: "error", message: pricingMessages.invalid });
        console.warn(
          "Pricing plans could not be loaded:",
          result.kind === "network" ? result.error : result.status,
        );
        setState({ status: "error", message: pricingMessages.failed });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Pricing plans could not be loaded:", error);
        setState({ status: "error", message: pricingMessages.failed });
      });
    return () => controller.abort();
  }, [industry, near]);
  return state;
}

/** True once the element is within about a screen of the viewport (at once without IntersectionObserver). */
function useNearScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}

/** SPEC 2.7: Basic, Pro (MOST POPULAR) and Enterprise, with prices from core/plans.ts. */
export function PricingSection({ industry }: { industry?: IndustryKey }) {
  const [searchParams] = useSearchParams();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [salesOpen, setSalesOpen] = useState(false);
  const [salesLoaded, setSalesLoaded] = useState(false);
  const salesButton = useRef<HTMLButtonElement>(null);
  const { startTrial } = useTrial();
  const section = useRef<HTMLElement>(null);
  const plansState = useIndustryPlans(industry ?? "general", section);

  // The prerendered page has no query string: read ?plan= after hydration.
  useEffect(() => setHighlighted(searchParams.get("plan")), [searchParams]);

  function choose(plan: Plan) {
    if (plan.hasTrial) startTrial({ plan: trialPlanFromName(plan.name), industry });
    else {
      setSalesLoaded(true);
      setSalesOpen(true);
    }
  }

  return (
    <section ref={section} id="pricing" aria-labelledby="pricing-heading" className="bg-canvas py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="pricing-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          Simple pricing, per location
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">
          Start with a {site.trialDays}-day free trial on Basic or Pro. {perLocationNote}
        </p>
        {/* Reserved height: the message never moves the cards. */}
        <div
          className="mx-auto mt-4 flex min-h-7 max-w-2xl justify-center"
          data-pricing-status={plansState.status}
        >
          {plansState.status === "error" && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-1 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {plansState.message}. The prices below are our standard rates; call sales at{" "}
                <a href={site.phones.sales.href} className="font-semibold underline">
                  {site.phones.sales.display}
                </a>{" "}
                to confirm.
              </span>
            </p>
          )}
        </div>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {planList.map((plan) => {
            const isHighlighted = highlighted === plan.name;
            const apiPlan = plansState.status === "loaded" ? plansState.plans[plan.key] : undefined;
            const shown = apiPlan ? { ...plan, monthlyPrice: apiPlan.price } : plan;
            return (
              <li
                key={plan.key}
                data-plan={plan.key}
                data-highlighted={isHighlighted || undefined}
                className={cn(
                  cardVariants({ tone: "panel" }),
                  "relative flex flex-col rounded-3xl p-8",
                  plan.recommended && "ring-2 ring-brand-700",
                  isHighlighted && "ring-4 ring-accent",
                )}
              >
                {plan.badge && (
                  <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
                    {plan.badge}
                  </p>
                )}
                <h3 className="text-xl font-bold">{plan.title}</h3>
                <p className="mt-2 min-h-12 text-slate-700">{plan.description}</p>
                <p className="mt-6">
                  <span className="text-4xl font-extrabold" data-price>
                    {priceLabel(shown)}
                  </span>
                  <span className="text-slate-600"> /month per location</span>
                </p>
                {plan.note && <p className="mt-2 text-sm text-slate-600">{plan.note}</p>}
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {plan.features.map((feature) => (
                    <li
                      key={feature.text}
                      className={cn("flex gap-2", !feature.included && "text-slate-500")}
                    >
                      {feature.included ? (
                        <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                      ) : (
                        <Minus aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                      )}
                      <span>
                        {feature.text}
                        {!feature.included && <span className="sr-only"> (not included)</span>}
                      </span>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  ref={plan.hasTrial ? undefined : salesButton}
                  onClick={() => choose(plan)}
                  className={cn(
                    buttonClass(plan.buttonVariant === "primary" ? "primary" : "outline"),
                    "mt-8 w-full",
                  )}
                >
                  {plan.buttonText}
                  {plan.hasTrial && <span className="sr-only"> on the {plan.title} plan</span>}
                </button>
                {plan.hasTrial && <p className="mt-3 text-center text-sm text-slate-600">{trialTerms}</p>}
              </li>
            );
          })}
        </ul>
      </div>
      {salesLoaded && (
        <Suspense fallback={null}>
          <SalesDialog
            open={salesOpen}
            onOpenChange={setSalesOpen}
            returnFocusTo={() => salesButton.current}
          />
        </Suspense>
      )}
    </section>
  );
}
