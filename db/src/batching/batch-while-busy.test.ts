import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch-while-busy';

describe('batchWhileBusy', () => {
  it('sends a lone call at once, and the calls made meanwhile together in the next batch, each with its own answer', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const square = batchWhileBusy(async (keys: number[]) => {
      batches.push(keys);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return keys.map((k) => k * k);
    });
    const first = square(2);
    expect(batches).toEqual([[2]]);
    const later = [square(3), square(4), square(5)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([4, 9, 16, 25]);
    expect(batches).toEqual([[2], [3, 4, 5]]);
  });

  it("fails every call of a batch that failed, and the next batch runs again", async () => {
    let fail = true;
    const run = batchWhileBusy(async (keys: string[]) => {
      if (fail) throw new Error('the database is away');
      return keys.map((k) => k.toUpperCase());
    });
    await expect(Promise.all([run('a'), run('b')])).rejects.toThrow('the database is away');
    fail = false;
    expect(await run('c')).toBe('C');
  });
});
