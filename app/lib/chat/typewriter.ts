import { type Clock, systemClock } from "./clock";

export interface TypewriterOptions {
  /** How many characters to reveal. */
  length: number;
  /** The pause before character `index` appears, in ms. */
  delayAt: (index: number) => number;
  /** Called with the number of characters now visible, each time it grows. */
  onProgress: (count: number) => void;
  onDone: () => void;
  clock?: Clock;
}

/**
 * Reveals `length` characters on a schedule. Each character is due at the sum of the pauses
 * before it, counted from the start, so a late timer (browsers clamp short timeouts) reveals
 * every character already due at once instead of slowing the whole reply down.
 * Returns a function that stops the reveal.
 */
export function startTypewriter({
  length,
  delayAt,
  onProgress,
  onDone,
  clock = systemClock,
}: TypewriterOptions): () => void {
  const due: number[] = [];
  let total = 0;
  for (let index = 0; index < length; index++) {
    total += Math.max(0, delayAt(index));
    due.push(total);
  }
  const start = clock.now();
  let shown = 0;
  let handle: unknown;
  let stopped = false;

  function tick() {
    if (stopped) return;
    const elapsed = clock.now() - start;
    let count = shown;
    while (count < length && (due[count] ?? 0) <= elapsed) count++;
    if (count !== shown) {
      shown = count;
      onProgress(shown);
    }
    if (shown >= length) {
      stopped = true;
      onDone();
      return;
    }
    handle = clock.setTimeout(tick, (due[shown] ?? 0) - elapsed);
  }

  if (length === 0) {
    stopped = true;
    onDone();
  } else {
    handle = clock.setTimeout(tick, due[0] ?? 0);
  }
  return () => {
    stopped = true;
    clock.clearTimeout(handle);
  };
}
