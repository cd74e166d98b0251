import { lazy, Suspense, useEffect, useState } from "react";

type Sonner = typeof import("sonner");

// Sonner loads with the first toast, so pages that never show one never download it.
const SonnerToaster = lazy(() => import("./sonner-toaster"));

let requestMount: (() => void) | null = null;
let mounted = false;
const waiting: (() => void)[] = [];

function markMounted() {
  mounted = true;
  for (const resolve of waiting.splice(0)) resolve();
}

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
      <SonnerToaster onMounted={markMounted} />
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
