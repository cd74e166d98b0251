import type { OwnerSummary } from "@core/demo-call/summary";
import { CalendarDays, Mail, MessageSquareText } from "lucide-react";
import { TranscriptLine } from "./transcript-line";

/** "What the owner receives": the text, the e-mail and the calendar entry after the call. */
export function OwnerSummaryView({
  summary,
  headingRef,
}: {
  summary: OwnerSummary;
  /** Focus moves here when the call ends. */
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const fields: [string, string][] = [
    ["Caller", summary.callerName],
    ["Number", summary.callerPhone],
    ...(summary.address ? ([["Address", summary.address]] as [string, string][]) : []),
    ["Reason", summary.reason],
    ["Urgency", summary.urgency],
    ["Outcome", summary.outcome],
  ];
  return (
    <section aria-labelledby="owner-summary-heading" data-testid="owner-summary" className="mt-2">
      <h3
        id="owner-summary-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink focus:outline-none"
      >
        What the owner receives
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Sent to {summary.owner} at {summary.business} seconds after the call ends.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words text-ink" data-field={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <figure className="rounded-xl border border-slate-200 p-4" aria-labelledby="owner-sms">
          <figcaption id="owner-sms" className="flex items-center gap-2 font-semibold text-ink">
            <MessageSquareText aria-hidden="true" className="size-5 text-brand-700" />
            Text message
          </figcaption>
          <p
            className="mt-3 rounded-2xl rounded-bl-sm bg-brand-700 p-3 text-sm whitespace-pre-line text-white"
            data-testid="owner-sms"
          >
            {summary.sms}
          </p>
        </figure>
        <figure className="rounded-xl border border-slate-200 p-4" aria-labelledby="owner-email">
          <figcaption id="owner-email" className="flex items-center gap-2 font-semibold text-ink">
            <Mail aria-hidden="true" className="size-5 text-brand-700" />
            E-mail
          </figcaption>
          <p className="mt-3 text-xs text-slate-600">To: {summary.email.to}</p>
          <p className="text-sm font-semibold text-ink" data-testid="owner-email-subject">
            {summary.email.subject}
          </p>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{summary.email.body}</p>
        </figure>
      </div>
      {summary.calendar && (
        <figure
          className="mt-4 rounded-xl border border-slate-200 p-4"
          aria-labelledby="owner-calendar"
          data-testid="owner-calendar"
        >
          <figcaption id="owner-calendar" className="flex items-center gap-2 font-semibold text-ink">
            <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
            Calendar entry
          </figcaption>
          <p className="mt-2 font-semibold text-ink">{summary.calendar.title}</p>
          <p className="text-sm text-slate-700">{summary.calendar.when}</p>
          <p className="text-sm text-slate-700">{summary.calendar.location}</p>
          <p className="text-sm text-slate-600">{summary.calendar.notes}</p>
        </figure>
      )}
      <details className="mt-4 rounded-xl border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold text-ink">Transcript</summary>
        <ol className="mt-3 space-y-2">
          {summary.transcript.map((turn, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a finished call; lines never move.
            <TranscriptLine key={index} turn={turn} />
          ))}
        </ol>
      </details>
    </section>
  );
}
