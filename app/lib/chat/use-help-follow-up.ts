import { useCallback, useEffect, useRef } from "react";
import type { Clock } from "./clock";
import { helpCenterTimings } from "./help-center-timings";

/**
 * SPEC 4: after a local answer, sometimes (30%) a follow-up question 2 s later, typed after a 1-2 s
 * pause. `schedule` after an answer (with the help engine's question list and pause), `cancel` when the visitor asks something first; pending timers
 * stop when the page goes away.
 */
export function useHelpFollowUp({
  clock,
  random,
  addPending,
  reveal,
  remove,
}: {
  clock: Clock;
  random: React.RefObject<() => number>;
  addPending: () => number;
  reveal: (id: number, text: string) => Promise<void>;
  remove: (id: number) => void;
}) {
  const pending = useRef<{ timers: unknown[]; pendingId?: number }>({ timers: [] });

  useEffect(() => {
    const current = pending.current;
    return () => {
      for (const timer of current.timers) clock.clearTimeout(timer);
    };
  }, [clock]);

  const cancel = useCallback(() => {
    const current = pending.current;
    for (const timer of current.timers) clock.clearTimeout(timer);
    current.timers = [];
    if (current.pendingId !== undefined) remove(current.pendingId);
    current.pendingId = undefined;
  }, [clock, remove]);

  const schedule = useCallback(
    ({
      pickFollowUp,
      followUpTypingDelay,
    }: {
      pickFollowUp: (random: () => number) => string;
      followUpTypingDelay: (random: () => number) => number;
    }) => {
      const { chance, afterMs } = helpCenterTimings.followUp;
      if (random.current() >= chance) return;
      const current = pending.current;
      current.timers.push(
        clock.setTimeout(() => {
          const followUpId = addPending();
          current.pendingId = followUpId;
          current.timers.push(
            clock.setTimeout(() => {
              current.pendingId = undefined;
              current.timers = [];
              reveal(followUpId, pickFollowUp(random.current));
            }, followUpTypingDelay(random.current)),
          );
        }, afterMs),
      );
    },
    [clock, random, addPending, reveal],
  );

  return { schedule, cancel };
}
