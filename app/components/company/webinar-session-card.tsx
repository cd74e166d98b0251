import { Check, Mail } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { registrationMailto, sessionTimeLabels, type UpcomingWebinar } from "~/content/webinars";
import { cn } from "~/lib/cn";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { InitialsAvatar } from "./initials-avatar";

const kindTones: Record<UpcomingWebinar["kind"], string> = {
  "Live demo": "bg-brand-100 text-brand-900",
  Training: "bg-sky-100 text-sky-900",
  Workshop: "bg-sand text-amber-900",
};

/** One upcoming live session: when, what, who, and the two actions. */
export function WebinarSessionCard({
  session,
  tone = 0,
  className,
  ...props
}: React.ComponentProps<"article"> & { session: UpcomingWebinar; tone?: number }) {
  const labels = sessionTimeLabels(session);
  const titleId = `${session.id}-title`;
  return (
    <Card
      as="article"
      id={session.id}
      aria-labelledby={titleId}
      padding="none"
      className={cn("flex scroll-mt-20 flex-col overflow-hidden", className)}
      {...props}
    >
      <div className="flex items-center gap-4 border-b border-slate-200 bg-canvas px-5 py-4 sm:px-6">
        <div
          aria-hidden="true"
          className="flex w-14 shrink-0 flex-col items-center overflow-hidden rounded-xl bg-white text-center shadow-sm ring-1 ring-slate-200"
        >
          <span className="w-full bg-brand-700 py-0.5 text-[11px] font-bold tracking-wider text-white">
            {labels.monthShort}
          </span>
          <span className="py-1 text-2xl leading-none font-extrabold text-ink">{labels.day}</span>
        </div>
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink">
            <time dateTime={session.start}>{labels.date}</time>
          </p>
          <p className="mt-0.5 text-slate-700">{labels.time}</p>
          <p className="mt-0.5 text-slate-600">{labels.duration}</p>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p>
          <span
            className={cn(
              "rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase",
              kindTones[session.kind],
            )}
          >
            {session.kind}
          </span>
        </p>
        <h3 id={titleId} className="mt-4 text-xl font-bold text-balance text-ink">
          {session.title}
        </h3>
        <p className="mt-3 text-slate-700">{session.description}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {session.agenda.map((item) => (
            <li key={item} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          <span className="font-semibold text-slate-700">For:</span> {session.audience}
        </p>

        <div className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-5">
          <InitialsAvatar name={session.presenter.name} tone={tone} className="size-11 text-sm ring-2" />
          <p className="text-sm">
            <span className="sr-only">Presenter: </span>
            <span className="block font-semibold text-ink">{session.presenter.name}</span>
            <span className="block text-slate-600">{session.presenter.role}</span>
          </p>
        </div>

        <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row lg:flex-col">
          <a
            href={registrationMailto(session)}
            className={cn(buttonClass("primary"), "sm:flex-1 lg:flex-none")}
          >
            <Mail aria-hidden="true" className="size-5" />
            Register Now<span className="sr-only">: {session.title}</span>
          </a>
          <AddToCalendarButton session={session} className="sm:flex-1 lg:flex-none" />
        </div>
      </div>
    </Card>
  );
}
