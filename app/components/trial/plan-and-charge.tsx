import { formatUsd, perLocationNote, plans, type TrialPlanKey } from "@core/plans";
import { site } from "@core/site";
import { cn } from "~/lib/cn";

const trialPlans: readonly TrialPlanKey[] = ["basic", "pro"];

/** Step 2's plan choice: Basic or Pro, each with its monthly price, as two radio cards. */
export function TrialPlanChoice({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: TrialPlanKey;
  onChange: (plan: TrialPlanKey) => void;
  disabled: boolean;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">Plan</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {trialPlans.map((key) => (
          <label
            key={key}
            className={cn(
              "relative flex cursor-pointer flex-col rounded-xl border bg-white p-3 transition has-focus-visible:ring-2 has-focus-visible:ring-brand-700 has-focus-visible:ring-offset-2",
              key === value ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={key === value}
              onChange={() => onChange(key)}
              disabled={disabled}
              className="absolute top-3 right-3 size-4 accent-brand-700"
            />
            <span className="pr-6 font-bold text-ink">{plans[key].title}</span>
            <span className="mt-1 text-slate-700">
              <span className="text-lg font-extrabold text-ink">{formatUsd(plans[key].monthlyPrice)}</span>
              /month
            </span>
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-600">{perLocationNote}</p>
    </fieldset>
  );
}

/** What the chosen plan costs and when: nothing today, `amount` from `chargeDate` on (SPEC 5). */
export function ChargeNotice({
  planTitle,
  amount,
  chargeDate,
}: {
  planTitle: string;
  amount: string;
  chargeDate: string;
}) {
  return (
    <div className="rounded-xl bg-canvas p-4 text-sm text-slate-800" aria-live="polite">
      <p className="font-semibold text-ink">Nothing is charged today.</p>
      <p className="mt-1">
        Your {site.trialDays}-day free trial of the {planTitle} plan ends on {chargeDate}. Your card is then
        charged {amount}, and {amount} each month after that. Cancel any time before {chargeDate} and you pay
        nothing.
      </p>
    </div>
  );
}
