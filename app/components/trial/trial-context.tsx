import type { IndustryKey } from "@core/industries";
import type { TrialPlanKey } from "@core/plans";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";

// Loaded when first opened, so the dialog costs a page nothing until a trial button is pressed.
const IndustryChooser = lazy(() => import("./industry-chooser"));

export interface TrialRequest {
  plan: TrialPlanKey;
  /** The industry page the visitor is on, if any. */
  industry?: IndustryKey;
}

interface TrialActions {
  /** SPEC 2.4: ask which industry, then go to its pricing with `plan` highlighted. */
  openIndustryChooser: (plan: TrialPlanKey) => void;
  /**
   * The one "start trial" entry point every trial button calls. Until the trial modal lands it
   * sends the visitor through the industry chooser, which leads to the pricing section.
   */
  startTrial: (request: TrialRequest) => void;
}

const TrialContext = createContext<TrialActions | null>(null);

export function TrialProvider({ children }: { children: React.ReactNode }) {
  const [chooserPlan, setChooserPlan] = useState<TrialPlanKey | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [chooserLoaded, setChooserLoaded] = useState(false);
  // The button that opened the chooser gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const openIndustryChooser = useCallback((plan: TrialPlanKey) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChooserPlan(plan);
    setChooserLoaded(true);
    setChooserOpen(true);
  }, []);

  const actions = useMemo<TrialActions>(
    () => ({
      openIndustryChooser,
      startTrial: ({ plan }) => openIndustryChooser(plan),
    }),
    [openIndustryChooser],
  );

  return (
    <TrialContext.Provider value={actions}>
      {children}
      {chooserLoaded && (
        <Suspense fallback={null}>
          <IndustryChooser
            open={chooserOpen}
            onOpenChange={setChooserOpen}
            plan={chooserPlan}
            returnFocusTo={() => opener.current}
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
