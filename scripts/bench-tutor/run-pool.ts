/**
 * Runs `work` over every item, each worker taking the next item as soon as it is free (so `workers.length`
 * run at once). Results come back in the items' order, each with how long it took.
 */
export async function runPool<W, T, R>(workers: readonly W[], items: readonly T[], work: (worker: W, item: T) => Promise<R>): Promise<Array<R & { ms: number }>> {
  const results: Array<R & { ms: number }> = new Array(items.length);
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      for (let i = next++; i < items.length; i = next++) {
        const t0 = performance.now();
        const result = await work(worker, items[i]!);
        results[i] = { ...result, ms: performance.now() - t0 };
      }
    }),
  );
  return results;
}
