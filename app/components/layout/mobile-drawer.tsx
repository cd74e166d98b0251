import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";

const MobileDrawerPanel = lazy(() => import("./mobile-drawer-panel"));

/**
 * The small-screen menu button and side drawer (SPEC 2.3, 4). The drawer's code loads on the
 * first tap, so it costs the page nothing until it is used. It closes on every route change.
 */
export function MobileDrawer({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={cn("rounded-md p-2 text-ink hover:bg-slate-100", className)}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileDrawerPanel open={open} onOpenChange={setOpen} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
