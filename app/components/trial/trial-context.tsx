import type { TrialPlanKey } from "@core/plans";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { type TrialContextValue, type TrialRequest, trialContextFor } from "./trial-types";

// Both dialogs load when first opened, so they cost a page nothing until a trial button is pressed.
const IndustryChooser = lazy(() => import("./industry-chooser"));
const TrialModal = lazy(() => import("./trial-modal"));

interface TrialActions {
  /** SPEC 2.4: ask which industry, then go to its pricing with `plan` highlighted. */
  openIndustryChooser: (plan: TrialPlanKey) => void;
  /** The one "start trial" entry point every trial button calls: opens the trial modal. */
  startTrial: (request: TrialRequest) => void;
}

const TrialContext = createContext<TrialActions | null>(null);

/** Shown while a dialog's code loads on first use (SPEC 2.1's fallback text). */
function LoadingDialog() {
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white shadow-lg"
    >
      Loading...
    </p>
  );
}

export function TrialProvider({ children }: { children: React.ReactNode }) {
  const [chooserPlan, setChooserPlan] = useState<TrialPlanKey | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [chooserLoaded, setChooserLoaded] = useState(false);
  // Each opening is a new session: the modal remounts, back at step 1 with nothing stored.
  const [trial, setTrial] = useState<{ context: TrialContextValue; session: number } | null>(null);
  const [trialOpen, setTrialOpen] = useState(false);
  // The button that opened a dialog gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const rememberOpener = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  const openIndustryChooser = useCallback(
    (plan: TrialPlanKey) => {
      rememberOpener();
      setChooserPlan(plan);
      setChooserLoaded(true);
      setChooserOpen(true);
    },
    [rememberOpener],
  );

  const startTrial = useCallback(
    (request: TrialRequest) => {
      rememberOpener();
      setTrial((current) => ({ context: trialContextFor(request), session: (current?.session ?? 0) + 1 }));
      setTrialOpen(true);
    },
    [rememberOpener],
  );

  const actions = useMemo<TrialActions>(
    () => ({ openIndustryChooser, startTrial }),
    [openIndustryChooser, startTrial],
  );
  const returnFocusTo = useCallback(() => opener.current, []);

  return (
    <TrialContext.Provider value={actions}>
      {children}
      {chooserLoaded && (
        <Suspense fallback={chooserOpen ? <LoadingDialog /> : null}>
          <IndustryChooser
            open={chooserOpen}
            onOpenChange={setChooserOpen}
            plan={chooserPlan}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      )}
      {trial && (
        <Suspense fallback={trialOpen ? <LoadingDialog /> : null}>
          <TrialModal
            key={trial.session}
            open={trialOpen}
            onOpenChange={setTrialOpen}
            context={trial.context}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      )}
    </TrialContext.Provider>
  );
}

export function useTrial(): TrialActions {
  const actions = useContext(TrialContext);
  if (!actions) throw new Error("useTrial must be used inside <TrialProvider>");
  return actions;
}
