import type { DemoTrade } from "@core/demo-call/engine";
import { PhoneCall } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "~/components/ui/button";
import { useLazyDialog } from "~/lib/use-lazy-dialog";

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
  const { open, setOpen, loaded, returnFocusTo, trigger } = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant={prominent ? "accent" : "outline-light"} size="lg" className={className} {...trigger}>
        <PhoneCall aria-hidden="true" className="size-5" />
        Try a live call
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <LiveCallDialog
            open={open}
            onOpenChange={setOpen}
            initialTrade={trade}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      )}
    </>
  );
}
