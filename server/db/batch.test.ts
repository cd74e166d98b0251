import { describe, expect, it } from "vitest";
import { batched } from "./batch";

/** A promise and the function that settles it: lets a test wait for `run` to start, not for a clock. */
function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

describe("batched", () => {
  it("sends what is asked in one turn together, and what arrives meanwhile in the next call", async () => {
    const calls: number[][] = [];
    const started = signal();
    const double = batched(async (items: number[]) => {
      calls.push(items);
      started.fire();
      await new Promise((resolve) => setTimeout(resolve, 10));
      return items.map((item) => item * 2);
    });
    const first = Promise.all([1, 2].map((item) => double(item)));
    await started.fired;
    const second = Promise.all([3, 4].map((item) => double(item)));
    expect(await first).toEqual([2, 4]);
    expect(await second).toEqual([6, 8]);
    expect(calls).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(await double(5)).toBe(10);
  });

  it("keeps batches to the largest size asked for", async () => {
    const sizes: number[] = [];
    const echo = batched(async (items: number[]) => {
      sizes.push(items.length);
      return items;
    }, 3);
    await Promise.all(Array.from({ length: 8 }, (_, item) => echo(item)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(8);
  });

  it("fails each item of a failed batch, and goes on with the next", async () => {
    let fail = true;
    const started = signal();
    const flaky = batched(async (items: string[]) => {
      started.fire();
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) {
        fail = false;
        throw new Error("database away");
      }
      return items.map((item) => item.toUpperCase());
    });
    const first = flaky("a");
    await started.fired;
    const second = flaky("b");
    await expect(first).rejects.toThrow("database away");
    await expect(second).resolves.toBe("B");
  });
});
