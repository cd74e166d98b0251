import { useRef, useState } from "react";

/**
 * A button that opens a dialog whose code loads on first use (the live call, an RSVP): a hover or
 * focus starts the download, the click opens it. Spread `trigger` on the button, render the dialog
 * (in Suspense) once `loaded`, and give it `open`, `setOpen` and `returnFocusTo`.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void load().catch(() => {});
  return {
    open,
    setOpen,
    loaded,
    returnFocusTo: () => button.current,
    trigger: {
      ref: button,
      "aria-haspopup": "dialog" as const,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setLoaded(true);
        setOpen(true);
      },
    },
  };
}
