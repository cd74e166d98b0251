import { plans, type TrialPlanKey, trialLabel, trialTerms } from "@core/plans";
import { Check } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { focusOnClose } from "~/lib/focus-on-close";
import { LeadStep } from "./lead-step";
import { PaymentStep } from "./payment-step";
import { SuccessView } from "./success-view";
import { idempotencyKeys } from "./trial-api";
import type { StoredLead, TrialContextValue } from "./trial-types";

/** Where a started trial goes after the countdown (SPEC 2.6). */
export const welcomePath = "/congratulations-welcome-aboard";

type Step = "lead" | "payment" | "success";

const steps = [
  { key: "lead", label: "Your business" },
  { key: "payment", label: "Plan and card" },
] as const;

function StepIndicator({ step }: { step: Exclude<Step, "success"> }) {
  const current = steps.findIndex((item) => item.key === step);
  return (
    <ol aria-label="Trial steps" className="mt-5 flex items-center gap-2 text-sm">
      {steps.map((item, index) => (
        <li
          key={item.key}
          aria-current={index === current ? "step" : undefined}
          className={cn(
            "flex flex-1 items-center gap-2 rounded-full border px-3 py-1.5 font-semibold",
            index === current
              ? "border-brand-700 bg-brand-50 text-brand-900"
              : index < current
                ? "border-brand-200 text-brand-800"
                : "border-slate-200 text-slate-600",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex size-6 shrink-0 items-center justify-center rounded-full text-xs",
              index <= current ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700",
            )}
          >
            {index < current ? <Check className="size-3.5" /> : index + 1}
          </span>
          <span>
            <span className="sr-only">Step {index + 1}: </span>
            {item.label}
            {index < current && <span className="sr-only"> (done)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The trial modal (SPEC 2.6, 4, 5, 8): step 1 stores the lead, step 2 takes the plan, consents and
 * card, then the success view counts down to the welcome page. Each opening mounts a fresh one
 * (see trial-context.tsx): step 1, no stored lead, no error.
 */
export default function TrialModal({
  open,
  onOpenChange,
  context,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  context: TrialContextValue;
  /** The element to focus when the modal closes (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("lead");
  const [planTier, setPlanTier] = useState<TrialPlanKey>(context.planTier);
  const [lead, setLead] = useState<StoredLead | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept for the whole modal session: the same request sent again carries the same key.
  const [idempotencyKeyFor] = useState(idempotencyKeys);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After moving between the steps, start reading (and tabbing) from the new step's heading.
  useEffect(() => {
    if (!moved.current || step === "success") return;
    stepHeading.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const finish = useCallback(() => {
    onOpenChange(false);
    // The welcome page lists what this plan includes and what to set up for it.
    navigate(`${welcomePath}?plan=${planTier}`);
  }, [navigate, onOpenChange, planTier]);

  function handleOpenChange(next: boolean) {
    if (next) return onOpenChange(true);
    // Closing while the card is being checked could leave a trial the visitor never sees start.
    if (busy) return;
    // The trial has started: closing the celebration goes straight on to the welcome page.
    if (step === "success") return finish();
    onOpenChange(false);
  }

  const planName = plans[planTier].title;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="max-w-xl sm:p-8"
        aria-busy={busy}
        // A stray click beside the form must not throw away what was typed: Escape and the close
        // button close it.
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        {step === "success" && lead ? (
          <SuccessView
            planTier={planTier}
            industryDisplayName={context.industryDisplayName}
            firstName={lead.values.fullName.split(" ")[0] ?? lead.values.fullName}
            email={lead.values.email}
            onContinue={finish}
          />
        ) : (
          <>
            <DialogTitle>Start your {trialLabel}</DialogTitle>
            <DialogDescription>
              {planName} plan for {context.industryDisplayName}. {trialTerms}.
            </DialogDescription>
            <StepIndicator step={step === "payment" ? "payment" : "lead"} />
            <h3
              ref={stepHeading}
              tabIndex={-1}
              className="mt-6 mb-4 text-lg font-bold text-ink focus:outline-none"
            >
              {step === "payment"
                ? "Step 2 of 2: Choose your plan and add a card"
                : "Step 1 of 2: Tell us about your business"}
            </h3>
            {step === "payment" && lead ? (
              <PaymentStep
                context={context}
                planTier={planTier}
                onPlanTierChange={setPlanTier}
                lead={lead}
                idempotencyKeyFor={idempotencyKeyFor}
                onBack={() => goTo("lead")}
                onBusyChange={setBusy}
                onStarted={() => goTo("success")}
              />
            ) : (
              <LeadStep
                context={context}
                planTier={planTier}
                defaultValues={lead?.input}
                idempotencyKeyFor={idempotencyKeyFor}
                onStored={(stored) => {
                  setLead(stored);
                  goTo("payment");
                }}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
