/**
 * Group the calls that come while a round trip is on its way: the first call goes at once; the calls
 * made while it runs wait and go together in the next one, and so on. Alone, nothing waits; under
 * load, one statement answers many callers instead of one each. Each caller gets its own answer, or
 * the batch's error.
 */
export function batchWhileBusy<K, V>(run: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let waiting: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  let busy = false;

  async function drain(): Promise<void> {
    busy = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const values = await run(batch.map((w) => w.key));
        batch.forEach((w, i) => w.resolve(values[i]!));
      } catch (error) {
        batch.forEach((w) => w.reject(error));
      }
    }
    busy = false;
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!busy) void drain();
    });
}
