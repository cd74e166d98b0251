import { describe, expect, it } from "vitest";
import type { Clock } from "./clock";
import { startTypewriter } from "./typewriter";
import { baseDelay, charDelay, supportDelays, supportPace } from "./typing-pace";

const middle = () => 0.5; // no jitter
const lowest = () => 0; // jitter -3 ms
const highest = () => 0.999_999; // jitter almost +3 ms

describe("support typing pace (SPEC 9)", () => {
  it.each([
    [".", 80],
    [",", 120],
    [";", 120],
    [":", 120],
    ["\n", 60],
    [" ", 15],
    ["H", 12],
    ["7", 15],
    ["a", 3],
    ["$", 3],
  ])("pauses %j for %i ms before jitter", (char, ms) => {
    expect(baseDelay(char)).toBe(ms);
    expect(charDelay(char, middle)).toBe(ms);
  });

  it("moves each pause by up to 3 ms either way (a jitter of 6)", () => {
    expect(charDelay(".", lowest)).toBe(77);
    expect(charDelay(".", highest)).toBe(83);
    expect(charDelay(" ", lowest)).toBe(12);
    expect(charDelay(" ", highest)).toBe(18);
  });

  it("never goes below the 3 ms minimum", () => {
    expect(charDelay("a", lowest)).toBe(supportPace.min);
    expect(charDelay("a", () => 0.2)).toBe(3);
    expect(charDelay("a", highest)).toBe(6);
  });

  it("gives every character of a text its own pause", () => {
    expect(supportDelays("Hi, 2.", middle)).toEqual([12, 3, 120, 15, 15, 80]);
  });
});

/** A clock that only moves when the test says so. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  /** Moves time forward, firing due timers in order; `lateBy` simulates a clamped timer. */
  function advance(ms: number, lateBy = 0) {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at + lateBy > end) break;
      timers.shift();
      now = Math.max(now, next.at + lateBy);
      next.callback();
    }
    now = end;
  }
  return { clock, advance, pending: () => timers.length };
}

describe("typewriter", () => {
  it("reveals each character when its cumulative pause has passed", () => {
    const { clock, advance } = fakeClock();
    const progress: number[] = [];
    let done = false;
    startTypewriter({
      length: 3,
      delayAt: (index) => [10, 20, 30][index] ?? 0,
      onProgress: (count) => progress.push(count),
      onDone: () => {
        done = true;
      },
      clock,
    });
    advance(9);
    expect(progress).toEqual([]);
    advance(1);
    expect(progress).toEqual([1]);
    advance(19);
    expect(progress).toEqual([1]);
    advance(1);
    expect(progress).toEqual([1, 2]);
    expect(done).toBe(false);
    advance(29);
    expect(done).toBe(false);
    advance(1);
    expect(progress).toEqual([1, 2, 3]);
    expect(done).toBe(true);
  });

  it("catches up in one step when a timer fires late, without slowing the reply", () => {
    const { clock, advance } = fakeClock();
    const progress: number[] = [];
    startTypewriter({
      length: 10,
      delayAt: () => 3,
      onProgress: (count) => progress.push(count),
      onDone() {},
      clock,
    });
    advance(30, 12);
    expect(progress.at(-1)).toBe(10);
    expect(progress.length).toBeLessThan(10);
  });

  it("stops when cancelled", () => {
    const { clock, advance, pending } = fakeClock();
    const progress: number[] = [];
    const stop = startTypewriter({
      length: 5,
      delayAt: () => 10,
      onProgress: (count) => progress.push(count),
      onDone() {},
      clock,
    });
    advance(20);
    stop();
    expect(pending()).toBe(0);
    advance(100);
    expect(progress).toEqual([1, 2]);
  });

  it("finishes at once for an empty text", () => {
    const { clock } = fakeClock();
    let done = false;
    startTypewriter({ length: 0, delayAt: () => 10, onProgress() {}, onDone: () => (done = true), clock });
    expect(done).toBe(true);
  });
});
