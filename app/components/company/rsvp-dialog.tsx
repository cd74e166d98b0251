import { site } from "@core/site";
import { CalendarClock, Mail } from "lucide-react";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { type CommunityEvent, rsvpMailto } from "~/content/community";
import { focusOnClose } from "~/lib/focus-on-close";

/**
 * An event's RSVP dialog (opened by RsvpButton, which loads it on first use). RSVPs are handled by
 * e-mail, so it says exactly that and opens a pre-addressed e-mail with the event's name in the
 * subject: nothing is claimed as booked.
 */
export default function RsvpDialog({
  event,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  event: CommunityEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const mailto = rsvpMailto(event);
  const online = event.format === "Online";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(returnFocusTo)}>
        <DialogTitle>RSVP for {event.title}</DialogTitle>
        <DialogDescription>
          We take RSVPs by e-mail. Send us a short note and we'll reply within one business day with{" "}
          {online ? "the calendar invite and the join link" : "the next date and a calendar invite"}.
        </DialogDescription>
        <p className="mt-5 flex items-start gap-3 rounded-xl bg-canvas p-4 text-slate-700">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <span className="font-semibold text-ink">{event.schedule}</span>
            <br />
            {event.format} · {event.duration}
          </span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a href={mailto} className={buttonClass("primary")}>
            <Mail aria-hidden="true" className="size-5" />
            Write the RSVP e-mail
          </a>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
        <p className="mt-5 text-sm text-slate-600">
          No e-mail app on this device? Write to{" "}
          <a href={`mailto:${site.emails.hello}`} className="font-medium break-all text-brand-800 underline">
            {site.emails.hello}
          </a>{" "}
          with the subject “RSVP: {event.title}”.
        </p>
      </DialogContent>
    </Dialog>
  );
}
