import type { LandingContent } from "@core/landing/types";

/** A short sample call for the trade, marked as an illustration; kept for crawlers and no-JS visitors. */
export function SampleCall({ transcript }: { transcript: LandingContent["demo"]["transcript"] }) {
  return (
    <figure id="sample-call" className="mx-auto mt-14 max-w-3xl scroll-mt-24 px-4 sm:px-6">
      <figcaption>
        <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
          Sample call · an illustration
        </p>
        <p className="mt-1 text-xl font-bold">{transcript.title}</p>
        <p className="mt-1 text-slate-300">{transcript.scenario}</p>
      </figcaption>
      <ol className="mt-6 space-y-3">
        {transcript.lines.map((line, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed script; lines never move.
            key={index}
            className={
              line.speaker === "host"
                ? "mr-8 rounded-2xl rounded-tl-sm bg-brand-800 p-4"
                : "ml-8 rounded-2xl rounded-tr-sm bg-white/10 p-4"
            }
          >
            <p className="text-xs font-semibold tracking-wide text-slate-300 uppercase">
              {line.speaker === "host" ? "AI host" : "Caller"}
            </p>
            <p className="mt-1">{line.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 rounded-2xl bg-white/5 p-4 text-slate-200 ring-1 ring-white/10">
        <span className="font-semibold text-white">After the call: </span>
        {transcript.outcome}
      </p>
    </figure>
  );
}
