import { buildIcs, icsFileName } from "@core/ics";
import { absoluteUrl, site } from "@core/site";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import type { UpcomingWebinar } from "~/content/webinars";
import { cn } from "~/lib/cn";

/** The .ics text for a session; the time stamp is the moment of the click. */
export function sessionIcs(session: UpcomingWebinar, now: Date): string {
  const lines = [
    session.description,
    "",
    `Presenter: ${session.presenter.name}, ${session.presenter.role}`,
    "",
    "Agenda:",
    ...session.agenda.map((item) => `- ${item}`),
    "",
    `Online session: register at ${absoluteUrl(`/webinars#${session.id}`)} and we e-mail you the join link.`,
    `Questions: ${site.emails.hello}`,
  ];
  return buildIcs({
    uid: `${session.id}-${session.start.slice(0, 10)}@${new URL(site.url).host}`,
    stamp: now,
    start: new Date(session.start),
    end: new Date(session.end),
    summary: session.title,
    description: lines.join("\n"),
    location: "Online (join link e-mailed when you register)",
    url: absoluteUrl(`/webinars#${session.id}`),
    organizer: { name: site.company, email: site.emails.hello },
    reminderMinutes: 15,
  });
}

/** Downloads the session as an .ics file that any calendar app can import. */
export function AddToCalendarButton({
  session,
  className,
  ...props
}: Omit<React.ComponentProps<"button">, "onClick" | "children"> & { session: UpcomingWebinar }) {
  const [saved, setSaved] = useState(false);

  function download() {
    const blob = new Blob([sessionIcs(session, new Date())], { type: "text/calendar;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = icsFileName(session.title);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setSaved(true);
  }

  return (
    <>
      <button type="button" onClick={download} className={cn(buttonClass("outline"), className)} {...props}>
        <CalendarPlus aria-hidden="true" className="size-5" />
        Add to Calendar<span className="sr-only">: {session.title}</span>
      </button>
      <span role="status" className="sr-only">
        {saved
          ? `Calendar file for ${session.title} downloaded. Open it to add the session to your calendar.`
          : ""}
      </span>
    </>
  );
}
