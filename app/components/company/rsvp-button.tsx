import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { CommunityEvent } from "~/content/community";

const loadDialog = () => import("./rsvp-dialog");
const RsvpDialog = lazy(loadDialog);

/**
 * An event's RSVP button. The dialog (and Radix's dialog code, about 12 KB compressed) is loaded on
 * first use, never with the page; a hover or focus starts the download early.
 */
export function RsvpButton({ event }: { event: CommunityEvent }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        className="w-full sm:w-auto"
        data-rsvp={event.id}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        RSVP<span className="sr-only"> for {event.title}</span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <RsvpDialog event={event} open={open} onOpenChange={setOpen} returnFocusTo={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
