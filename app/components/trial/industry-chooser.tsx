import { type Industry, industries } from "@core/industries";
import type { TrialPlanKey } from "@core/plans";
import { industryPricingHref } from "@core/trial";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { focusOnClose } from "~/lib/focus-on-close";

/** SPEC 2.4: "Select Your Industry", six tiles, a "Redirecting..." overlay, then the pricing. */
export default function IndustryChooser({
  open,
  onOpenChange,
  plan,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: TrialPlanKey | null;
  /** The element to focus when the dialog closes (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [redirecting, setRedirecting] = useState(false);

  // The navigation has landed: close the dialog and hide the overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location only.
  useEffect(() => {
    if (!redirecting) return;
    setRedirecting(false);
    onOpenChange(false);
  }, [location.key]);

  function choose(industry: Industry) {
    if (!plan || redirecting) return;
    setRedirecting(true);
    navigate(industryPricingHref(industry, plan));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        aria-busy={redirecting}
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
      >
        <DialogTitle>Select Your Industry</DialogTitle>
        <DialogDescription>
          To get you started with the right plan, please choose your industry.
        </DialogDescription>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {industries.map((industry) => (
            <li key={industry.key}>
              <button
                type="button"
                onClick={() => choose(industry)}
                className="flex h-full w-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-canvas p-4 text-center font-semibold text-ink transition hover:border-brand-700 hover:bg-brand-50"
              >
                <img src={industry.image} alt="" width={80} height={80} className="size-16 sm:size-20" />
                <span>{industry.name}</span>
              </button>
            </li>
          ))}
        </ul>
        {redirecting && (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center rounded-2xl bg-white/90 text-lg font-semibold text-brand-800"
          >
            Redirecting...
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
