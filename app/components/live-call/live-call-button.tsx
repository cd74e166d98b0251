import type { DemoTrade } from "@core/demo-call/engine";
import { PhoneCall } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

const loadDialog = () => import("./live-call-dialog");
const LiveCallDialog = lazy(loadDialog);

/**
 * "Try a live call" (issue 16): opens the live demo call for a trade's sample business, or with no
 * trade (the home page) lets the visitor pick one first. The dialog and the conversation engine are
 * loaded on first use, never with the page; a hover or focus starts the download early.
 */
export function LiveCallButton({
  trade,
  prominent = false,
  className,
}: {
  trade?: DemoTrade;
  /** The main call to action (where no demo line can be called). */
  prominent?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={prominent ? "accent" : "outline-light"}
        size="lg"
        className={className}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <PhoneCall aria-hidden="true" className="size-5" />
        Try a live call
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <LiveCallDialog
            open={open}
            onOpenChange={setOpen}
            initialTrade={trade}
            returnFocusTo={() => button.current}
          />
        </Suspense>
      )}
    </>
  );
}
