import { lazy, Suspense } from "react";
import { Button } from "~/components/ui/button";
import type { CommunityEvent } from "~/content/community";
import { useLazyDialog } from "~/lib/use-lazy-dialog";

const loadDialog = () => import("./rsvp-dialog");
const RsvpDialog = lazy(loadDialog);

/**
 * An event's RSVP button. The dialog (and Radix's dialog code, about 12 KB compressed) is loaded on
 * first use, never with the page; a hover or focus starts the download early.
 */
export function RsvpButton({ event }: { event: CommunityEvent }) {
  const { open, setOpen, loaded, returnFocusTo, trigger } = useLazyDialog(loadDialog);
  return (
    <>
      <Button className="w-full sm:w-auto" data-rsvp={event.id} {...trigger}>
        RSVP<span className="sr-only"> for {event.title}</span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <RsvpDialog event={event} open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </>
  );
}
