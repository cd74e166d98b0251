import { lazy, Suspense, useEffect, useState } from "react";

type Sonner = typeof import("sonner");

// Sonner loads with the first toast, so pages that never show one never download it.
const SonnerToaster = lazy(async () => {
  const { Toaster } = await import("sonner");
  function MountedToaster() {
    useEffect(() => {
      for (const resolve of waiting.splice(0)) resolve();
      mounted = true;
    }, []);
    // Sonner's defaults are SPEC 9's: 4000 ms, 3 visible, 14 px gap, 356 px wide, alt+T.
    return <Toaster position="bottom-right" closeButton />;
  }
  return { default: MountedToaster };
});

let requestMount: (() => void) | null = null;
let mounted = false;
const waiting: (() => void)[] = [];

/** The toast region: mounted on the first `showToast`. */
export function Toaster() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    requestMount = () => setOn(true);
    return () => {
      requestMount = null;
      mounted = false;
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

/** Shows a toast: `showToast((toast) => toast.success("Saved"))`. Loads Sonner the first time. */
export async function showToast(show: (toast: Sonner["toast"]) => void): Promise<void> {
  const sonner = import("sonner");
  if (!mounted) {
    const ready = new Promise<void>((resolve) => waiting.push(resolve));
    requestMount?.();
    await ready;
  }
  show((await sonner).toast);
}
