import { plans, type TrialPlanKey } from "@core/plans";
import { site } from "@core/site";
import { ArrowRight, PartyPopper } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogTitle } from "~/components/ui/dialog";

/** SPEC 4 and 9: seconds from success to the welcome page. */
export const redirectSeconds = 5;

/** Three bursts: from the left, from the right, then from the middle. */
const confettiBursts = [
  { delay: 0, options: { particleCount: 80, angle: 60, spread: 60, origin: { x: 0, y: 0.7 } } },
  { delay: 250, options: { particleCount: 80, angle: 120, spread: 60, origin: { x: 1, y: 0.7 } } },
  { delay: 500, options: { particleCount: 120, spread: 100, startVelocity: 40, origin: { x: 0.5, y: 0.6 } } },
] as const;

/**
 * Confetti in three bursts, loaded only now and never under prefers-reduced-motion. Answers
 * "off" when motion is reduced, otherwise how many bursts have gone off.
 */
function useConfetti(): "off" | number {
  const [bursts, setBursts] = useState<"off" | number>(0);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setBursts("off");
      return;
    }
    let cancelled = false;
    const timers: number[] = [];
    const running: Promise<unknown>[] = [];
    // Our own canvas, hidden from assistive technology: pure decoration over the whole window.
    const canvas = document.createElement("canvas");
    canvas.setAttribute("aria-hidden", "true");
    Object.assign(canvas.style, {
      position: "fixed",
      inset: "0",
      width: "100%",
      height: "100%",
      pointerEvents: "none",
      zIndex: "100",
    });
    document.body.append(canvas);
    // The bursts are timed from the success itself; each goes off once the library has loaded.
    const firing = import("canvas-confetti").then(({ default: confetti }) =>
      confetti.create(canvas, { resize: true, disableForReducedMotion: true }),
    );
    // Decoration only: if the library fails to load, the trial has still started.
    firing.catch(() => undefined);
    for (const burst of confettiBursts) {
      timers.push(
        window.setTimeout(() => {
          firing
            .then((fire) => {
              if (cancelled) return;
              running.push(fire(burst.options) ?? Promise.resolve());
              setBursts((count) => (count === "off" ? count : count + 1));
            })
            .catch(() => undefined);
        }, burst.delay),
      );
    }
    return () => {
      cancelled = true;
      for (const timer of timers) window.clearTimeout(timer);
      // Bursts in the air finish falling (over the welcome page, too), then the canvas goes.
      Promise.allSettled(running).then(() => canvas.remove());
    };
  }, []);
  return bursts;
}

/**
 * The trial has started: celebrate, count down five seconds where it can be seen, then go to
 * the welcome page (or go now).
 */
export function SuccessView({
  planTier,
  industryDisplayName,
  firstName,
  email,
  onContinue,
}: {
  planTier: TrialPlanKey;
  industryDisplayName: string;
  firstName: string;
  email: string;
  onContinue: () => void;
}) {
  const [seconds, setSeconds] = useState(redirectSeconds);
  const heading = useRef<HTMLHeadingElement>(null);
  const continued = useRef(false);
  const confetti = useConfetti();

  useEffect(() => {
    heading.current?.focus();
    const timer = window.setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const go = useCallback(() => {
    if (continued.current) return;
    continued.current = true;
    onContinue();
  }, [onContinue]);

  useEffect(() => {
    if (seconds === 0) go();
  }, [seconds, go]);

  return (
    <div className="text-center" data-confetti={confetti}>
      <PartyPopper aria-hidden="true" className="mx-auto size-14 text-brand-700" />
      <DialogTitle ref={heading} tabIndex={-1} className="mt-4 pr-0 focus:outline-none">
        Your free trial has started!
      </DialogTitle>
      <DialogDescription className="mt-3">
        Welcome to {site.product}, {firstName}. Your {site.trialDays}-day trial of the {plans[planTier].title}{" "}
        plan for {industryDisplayName} is active, and nothing is charged today. Your login details are on
        their way to {email}.
      </DialogDescription>
      <p className="mt-6 text-slate-700">
        Taking you to your welcome page in{" "}
        <span className="font-bold text-ink tabular-nums" data-testid="redirect-countdown">
          {seconds}
        </span>{" "}
        {seconds === 1 ? "second" : "seconds"}...
      </p>
      <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={go}>
        Continue now
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
