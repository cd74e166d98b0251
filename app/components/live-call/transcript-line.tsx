import type { Turn } from "@core/demo-call/engine";
import { cn } from "~/lib/cn";

const speakerLabel = { host: "Hostline host", caller: "You", event: "Call" } as const;

/** One line of the call: the host's, the caller's, or what happened (a transfer, a hang-up). */
export function TranscriptLine({ turn }: { turn: Turn }) {
  if (turn.speaker === "event") {
    return (
      <li
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        data-speaker="event"
      >
        <span data-line>{turn.text}</span>
      </li>
    );
  }
  return (
    <li
      data-speaker={turn.speaker}
      className={cn(
        "max-w-[85%] rounded-2xl p-3 text-sm",
        turn.speaker === "host"
          ? "mr-auto rounded-tl-sm bg-slate-100 text-ink"
          : "ml-auto rounded-tr-sm bg-brand-700 text-white",
      )}
    >
      <span
        className={cn(
          "block text-xs font-semibold",
          turn.speaker === "host" ? "text-slate-600" : "text-brand-100",
        )}
      >
        {speakerLabel[turn.speaker]}
      </span>
      <span data-line>{turn.text}</span>
    </li>
  );
}
