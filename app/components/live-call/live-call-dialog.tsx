import {
  businessFor,
  type CallState,
  type DemoTrade,
  demoTrades,
  endCall,
  startCall,
  suggestions,
  takeTurn,
} from "@core/demo-call/engine";
import { ownerSummary } from "@core/demo-call/summary";
import { maxLineLength } from "@core/demo-call/understand";
import { getIndustry } from "@core/industries";
import { Mic, PhoneOff, Send } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { focusOnClose } from "~/lib/focus-on-close";
import { OwnerSummaryView } from "./owner-summary";
import { TranscriptLine } from "./transcript-line";
import { useSpeechInput, useSpeechOutput } from "./use-speech";

/**
 * The live demo call (issue 16). The visitor plays the caller; the conversation engine in
 * core/demo-call answers for the trade's sample business, in the browser: nothing is sent to a
 * server, stored or logged. Loaded on first use by LiveCallButton.
 */
export default function LiveCallDialog({
  open,
  onOpenChange,
  initialTrade,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trade page's trade; none on the home page, where the visitor picks one. */
  initialTrade?: DemoTrade;
  returnFocusTo: () => HTMLElement | null;
}) {
  const [call, setCall] = useState<CallState | null>(() => (initialTrade ? startCall(initialTrade) : null));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-w-2xl flex-col p-0 sm:p-0"
        onCloseAutoFocus={focusOnClose(returnFocusTo)}
        aria-describedby="live-call-description"
      >
        <div className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6">
          <DialogTitle>Live demo call</DialogTitle>
          <DialogDescription id="live-call-description" className="text-sm">
            {call
              ? `You're calling ${businessFor(call.trade).name}, a sample ${getIndustry(call.trade).shortName.toLowerCase()} business. Play the caller: the Hostline host answers as it would answer their phone.`
              : "Pick a kind of business, then play the caller: the Hostline host answers as it would answer their phone."}{" "}
            This demo call is not recorded.
          </DialogDescription>
        </div>
        {call ? (
          <CallView
            call={call}
            onChange={setCall}
            onRestart={() => setCall(initialTrade ? startCall(initialTrade) : null)}
          />
        ) : (
          <TradePicker onPick={(trade) => setCall(startCall(trade))} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TradePicker({ onPick }: { onPick: (trade: DemoTrade) => void }) {
  return (
    <div className="px-5 py-5 sm:px-6">
      <h3 className="font-semibold text-ink">Which business are you calling?</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {demoTrades.map((trade) => (
          <li key={trade}>
            <button
              type="button"
              onClick={() => onPick(trade)}
              className="w-full rounded-xl border border-slate-300 p-3 text-left hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="block font-semibold text-ink">{getIndustry(trade).name}</span>
              <span className="block text-sm text-slate-600">{businessFor(trade).name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CallView({
  call,
  onChange,
  onRestart,
}: {
  call: CallState;
  onChange: (call: CallState) => void;
  onRestart: () => void;
}) {
  const [line, setLine] = useState("");
  const [hint, setHint] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const hintId = useId();
  const speech = useSpeechOutput();
  const summary = useMemo(() => (call.ended ? ownerSummary(call) : null), [call]);
  const chips = suggestions(call);
  const hostTurns = call.turns.filter((turn) => turn.speaker === "host");
  const lastHost = hostTurns.at(-1)?.text;

  function send(text: string) {
    if (call.ended) return;
    if (!text.trim()) {
      setHint("Type what you'd say as the caller, or pick one of the suggestions.");
      input.current?.focus();
      return;
    }
    setHint(null);
    setLine("");
    onChange(takeTurn(call, text));
    input.current?.focus();
  }

  const mic = useSpeechInput((heard) => send(heard));

  // Keep the newest line in view; speak new host lines when the visitor turned voice on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the transcript grows.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [call.turns.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: speaks each new host line once.
  useEffect(() => {
    if (lastHost) speech.speak(lastHost);
  }, [hostTurns.length]);
  useEffect(() => {
    if (call.ended) summaryHeading.current?.focus();
  }, [call.ended]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-5 py-2 text-sm sm:px-6">
        <span className="inline-flex items-center gap-2 font-medium text-ink">
          <span
            aria-hidden="true"
            className={
              call.ended
                ? "size-2 rounded-full bg-slate-400"
                : "size-2 rounded-full bg-emerald-500 ring-4 ring-emerald-100"
            }
          />
          {call.ended ? "Call ended" : "On the call"}
        </span>
        {speech.supported && (
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={speech.enabled}
              onChange={(event) => speech.setEnabled(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            Speak the host's replies
          </label>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">
        <div role="log" aria-label="Call transcript" aria-live="polite" aria-relevant="additions">
          <ol ref={log} className="flex flex-col gap-2">
            {call.turns.map((turn, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are only ever appended.
              <TranscriptLine key={index} turn={turn} />
            ))}
          </ol>
        </div>
        {summary && (
          <div className="mt-6 border-t border-slate-200 pt-5">
            <OwnerSummaryView summary={summary} headingRef={summaryHeading} />
          </div>
        )}
      </div>
      {call.ended ? (
        <div className="flex flex-wrap gap-3 border-t border-slate-200 px-5 py-4 sm:px-6">
          <Button onClick={onRestart}>Start a new call</Button>
        </div>
      ) : (
        <div className="border-t border-slate-200 px-5 py-3 sm:px-6">
          {chips.length > 0 && (
            <ul className="mb-3 flex flex-wrap gap-2" aria-label="Suggested caller lines">
              {chips.map((chip) => (
                <li key={chip}>
                  <button
                    type="button"
                    onClick={() => send(chip)}
                    className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-ink hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {chip}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              send(line);
            }}
          >
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
                Your message
              </label>
              <input
                ref={input}
                id={inputId}
                value={line}
                maxLength={maxLineLength}
                autoComplete="off"
                onChange={(event) => setLine(event.target.value)}
                aria-describedby={hint ? hintId : undefined}
                className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-ink focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
              />
            </div>
            {mic.supported && (
              <Button
                variant="outline"
                aria-pressed={mic.listening}
                onClick={mic.listening ? mic.stop : mic.start}
                aria-label={mic.listening ? "Stop listening" : "Speak instead of typing"}
              >
                <Mic aria-hidden="true" className="size-5" />
              </Button>
            )}
            <Button type="submit">
              <Send aria-hidden="true" className="size-4" />
              Send
            </Button>
            <Button variant="danger" onClick={() => onChange(endCall(call))}>
              <PhoneOff aria-hidden="true" className="size-4" />
              End call
            </Button>
          </form>
          {hint && (
            <p id={hintId} className="mt-2 text-sm text-slate-700">
              {hint}
            </p>
          )}
          {mic.error && <p className="mt-2 text-sm text-red-800">{mic.error}</p>}
        </div>
      )}
    </div>
  );
}
