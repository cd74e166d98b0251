import { CalendarDays, Clock, MapPin, Video } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { CommunityEvent } from "~/content/community";
import { cn } from "~/lib/cn";
import { RsvpButton } from "./rsvp-button";

/** A community event: format, title (h3), schedule, duration, description and RSVP. Render inside a <ul>. */
export function EventCard({
  event,
  className,
  ...props
}: React.ComponentProps<"li"> & { event: CommunityEvent }) {
  const FormatIcon = event.format === "Online" ? Video : MapPin;
  return (
    <Card as="li" className={cn("flex flex-col", className)} {...props}>
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-sand px-3 py-1 text-sm font-semibold text-amber-900">
        <FormatIcon aria-hidden="true" className="size-4" />
        {event.format}
      </p>
      <h3 className="mt-4 text-xl font-bold text-ink">{event.title}</h3>
      <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">When</span>
          </dt>
          <dd className="font-medium">{event.schedule}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Clock aria-hidden="true" className="size-4 text-brand-700" />
            <span className="sr-only">Length</span>
          </dt>
          <dd>{event.duration}</dd>
        </div>
      </dl>
      <p className="mt-4 flex-1 text-slate-700">{event.description}</p>
      <div className="mt-6">
        <RsvpButton event={event} />
      </div>
    </Card>
  );
}
