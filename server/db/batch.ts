/**
 * Group commit for a busy server: `batched(run)` gives a function of one item that sends the items
 * asked for in the same turn of the event loop, and those arriving while the previous `run` is on
 * its way, together in one `run`. An idle server sends an item on the next turn (`setImmediate`,
 * no timer); under load, many requests share one statement and one commit instead of making one
 * round trip each. That matters most with the embedded PGlite, which runs each statement on this
 * same thread: without the wait for the turn's other requests, every lead went alone. Each caller
 * gets its own result (`run` answers one per item, in order) and waits for its batch's statement
 * to finish, so nothing is answered before it is stored. A failed `run` fails every item of its
 * batch.
 */
export function batched<T, R>(run: (items: T[]) => Promise<R[]>, maxItems = 100): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let inFlight = false;

  const flush = async () => {
    if (inFlight || queue.length === 0) return;
    inFlight = true;
    const batch = queue.slice(0, maxItems);
    queue = queue.slice(batch.length);
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length)
        throw new Error(`a batch of ${batch.length} got ${results.length} results`);
      for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as R);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      inFlight = false;
      void flush();
    }
  };

  let scheduled = false;
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void flush();
      });
    });
}
