import { useEffect } from "react";
import { Toaster } from "sonner";

/** Sonner's toaster (loaded lazily by toaster.tsx); tells it when it is mounted. */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  // Sonner's defaults are SPEC 9's: 4000 ms, 3 visible, 14 px gap, 356 px wide, alt+T.
  return <Toaster position="bottom-right" closeButton />;
}
