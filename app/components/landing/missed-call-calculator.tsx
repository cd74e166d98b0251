import { missedCallCalculator } from "@core/calculator";
import type { LandingContent } from "@core/landing/types";
import { formatUsd, plans, type TrialPlanKey } from "@core/plans";
import { useId, useState } from "react";
import { PageSection } from "~/components/layout/page-section";
import { cn } from "~/lib/cn";
import {
  calculatorLimits,
  estimateMissedCalls,
  fieldProblem,
  formatCount,
  formatDollars,
  formatMultiple,
  type MissedCallInputs,
} from "~/lib/missed-calls";

export type CalculatorDefaults = LandingContent["calculator"];

/** A trade the pricing page's calculator can start from. */
export interface CalculatorPreset {
  key: string;
  label: string;
  defaults: CalculatorDefaults;
}

type Field = keyof MissedCallInputs;
type Texts = Record<Field, string>;

function textsFrom(defaults: CalculatorDefaults): Texts {
  return {
    callsPerWeek: String(defaults.callsPerWeek),
    missedPercent: String(Math.round(defaults.missedShare * 100)),
    jobValue: String(defaults.jobValue),
    bookingPercent: String(Math.round(defaults.bookingShare * 100)),
  };
}

/**
 * How much revenue missed calls cost a month, against the plan price. Runs entirely in the
 * browser; the prerendered page already shows the result for the trade's defaults.
 */
export function MissedCallCalculator({
  defaults,
  presets,
}: {
  defaults: CalculatorDefaults;
  /** On /pricing: the trades a visitor can pick to reset the defaults. */
  presets?: readonly CalculatorPreset[];
}) {
  const id = useId();
  const [preset, setPreset] = useState(presets?.[0]?.key ?? "");
  const [texts, setTexts] = useState<Texts>(() => textsFrom(defaults));
  const [plan, setPlan] = useState<TrialPlanKey>("pro");

  const problems = {
    callsPerWeek: fieldProblem("callsPerWeek", texts.callsPerWeek),
    missedPercent: fieldProblem("missedPercent", texts.missedPercent),
    jobValue: fieldProblem("jobValue", texts.jobValue),
    bookingPercent: fieldProblem("bookingPercent", texts.bookingPercent),
  } satisfies Record<Field, string | null>;
  const valid = Object.values(problems).every((problem) => problem === null);
  const estimate = valid
    ? estimateMissedCalls({
        callsPerWeek: Number(texts.callsPerWeek),
        missedPercent: Number(texts.missedPercent),
        jobValue: Number(texts.jobValue),
        bookingPercent: Number(texts.bookingPercent),
      })
    : null;
  const price = plans[plan].monthlyPrice;
  const unit = presets?.find((candidate) => candidate.key === preset)?.defaults.unit ?? defaults.unit;

  function choosePreset(key: string) {
    const chosen = presets?.find((candidate) => candidate.key === key);
    if (!chosen) return;
    setPreset(key);
    setTexts(textsFrom(chosen.defaults));
  }

  const fields: { field: Field; label: string; prefix?: string; suffix?: string; hint: string }[] = [
    { field: "callsPerWeek", label: "Calls per week", hint: "All inbound calls, answered or not." },
    {
      field: "missedPercent",
      label: "Calls you miss today",
      suffix: "%",
      hint: "After hours, on a job, or while the line is busy.",
    },
    { field: "jobValue", label: `Value of one ${unit}`, prefix: "$", hint: "Your average ticket." },
    {
      field: "bookingPercent",
      label: "Callers who would book",
      suffix: "%",
      hint: "Of the callers who reach someone.",
    },
  ];

  return (
    <PageSection
      id="missed-call-calculator"
      headingId={`${id}-heading`}
      eyebrow={missedCallCalculator.eyebrow}
      title={missedCallCalculator.title}
      lead={missedCallCalculator.lead}
    >
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <form className="grid gap-5 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
          {presets && (
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-preset`} className="block font-semibold text-ink">
                Start from a typical business
              </label>
              <select
                id={`${id}-preset`}
                value={preset}
                onChange={(event) => choosePreset(event.target.value)}
                className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
              >
                {presets.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fields.map(({ field, label, prefix, suffix, hint }) => {
            const problem = problems[field];
            const limits = calculatorLimits[field];
            return (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="block font-semibold text-ink">
                  {label}
                </label>
                <div
                  className={cn(
                    "mt-2 flex items-center rounded-lg border bg-white px-3 focus-within:ring-2 focus-within:ring-brand-600",
                    problem ? "border-red-700" : "border-slate-300",
                  )}
                >
                  {prefix && (
                    <span aria-hidden="true" className="text-slate-600">
                      {prefix}
                    </span>
                  )}
                  <input
                    id={`${id}-${field}`}
                    name={field}
                    type="number"
                    inputMode="numeric"
                    min={limits.min}
                    max={limits.max}
                    step={limits.step}
                    value={texts[field]}
                    onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={`${id}-${field}-hint`}
                    className="w-full min-w-0 bg-transparent px-1 py-2.5 text-base outline-none"
                  />
                  {suffix && (
                    <span aria-hidden="true" className="text-slate-600">
                      {suffix}
                    </span>
                  )}
                </div>
                <p
                  id={`${id}-${field}-hint`}
                  className={cn("mt-1 text-sm", problem ? "font-medium text-red-700" : "text-slate-600")}
                >
                  {problem ?? hint}
                </p>
              </div>
            );
          })}
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold text-ink">Compare with</legend>
            <div className="mt-2 inline-flex rounded-lg bg-slate-100 p-1">
              {(["basic", "pro"] as const).map((key) => (
                <label
                  key={key}
                  className={cn(
                    "cursor-pointer rounded-md px-4 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
                    plan === key ? "bg-white text-ink shadow-sm" : "text-slate-700",
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-plan`}
                    value={key}
                    checked={plan === key}
                    onChange={() => setPlan(key)}
                    className="sr-only"
                  />
                  {plans[key].title} · {formatUsd(plans[key].monthlyPrice)}/mo
                </label>
              ))}
            </div>
          </fieldset>
        </form>

        <div className="rounded-3xl bg-ink p-6 text-white sm:p-8" data-testid="calculator-result">
          <output
            htmlFor={fields.map(({ field }) => `${id}-${field}`).join(" ")}
            aria-live="polite"
            className="block"
          >
            {estimate ? (
              <>
                <span className="block text-sm font-semibold tracking-wide text-brand-100 uppercase">
                  Revenue you could recover
                </span>
                <span className="mt-2 block text-5xl font-extrabold" data-result="revenue">
                  {formatDollars(estimate.revenuePerMonth)}
                </span>
                <span className="block text-brand-100">per month, per location</span>
                <dl className="mt-6 space-y-3 border-t border-white/20 pt-6 text-sm">
                  <div className="flex justify-between gap-4">
                    <dt>Missed calls a month</dt>
                    <dd className="font-semibold" data-result="missed">
                      {formatCount(estimate.missedCallsPerMonth)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt>Of those, callers who would book</dt>
                    <dd className="font-semibold" data-result="bookings">
                      {formatCount(estimate.bookingsPerMonth)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt>{plans[plan].title} plan</dt>
                    <dd className="font-semibold">{formatUsd(price)}/month</dd>
                  </div>
                </dl>
                <span className="mt-6 block rounded-xl bg-white/10 p-4 text-sm" data-result="verdict">
                  {estimate.revenuePerMonth >= price ? (
                    <>
                      That is <strong>{formatMultiple(estimate.revenuePerMonth, price)}</strong> the{" "}
                      {plans[plan].title} plan's price.
                    </>
                  ) : (
                    <>
                      Less than the {plans[plan].title} plan's price: it pays for itself at{" "}
                      <strong>{formatCount(Math.ceil(price / Number(texts.jobValue)))}</strong> extra {unit}s
                      a month.
                    </>
                  )}
                </span>
              </>
            ) : (
              <span className="block text-brand-50">Fix the highlighted field to see your estimate.</span>
            )}
          </output>
          <p className="mt-6 text-xs text-brand-100">
            {missedCallCalculator.caveat.estimate} {missedCallCalculator.caveat.billing}
          </p>
        </div>
      </div>
    </PageSection>
  );
}
