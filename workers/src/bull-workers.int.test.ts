import type { JobName } from '@morah/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBullWorkers } from './bull-workers';
import type { Processors } from './processor';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
});
afterAll(() => {
  redis?.disconnect();
});

it("holds a queue's jobs past its limit a minute in the queue, while its other jobs ran at once", async () => {
  const prefix = `bull-limit-${process.pid}-${Date.now()}`;
  const finished: string[] = [];
  const processors = {
    'xp.award': async (payload: { sourceId: string }) => {
      finished.push(payload.sourceId);
      return { xpAwarded: 1, xp: 1, level: 1, leveledUp: false, badgesAwarded: 0, challengesCompleted: 0 };
    },
  } as unknown as Processors;
  const xp = new Queue('xp', { connection: redis, prefix: `${prefix}:bull` });
  const ids = ['limit-a', 'limit-b', 'limit-c'];
  for (const sourceId of ids) await xp.add('xp.award' satisfies JobName, { userId: 1, sourceId, amount: 1, reason: 'chat' }, { jobId: sourceId });
  const workers = startBullWorkers({ connection: redis, prefix, concurrency: 5, queues: { xp: { concurrency: 5, perMinute: 2 } }, processors, log: quiet });
  try {
    await expect.poll(async () => (await xp.getJobCounts('completed')).completed, { timeout: 60_000 }).toBe(2);
    // The minute's two starts are spent: the third waits in the queue, though slots are free.
    expect(await xp.getRateLimitTtl()).toBeGreaterThan(0);
    const held = ids.filter((id) => !finished.includes(id));
    expect(held).toHaveLength(1);
    expect(await xp.getJobState(held[0]!)).toMatch(/^(waiting|delayed|prioritized)$/);
  } finally {
    await Promise.all(workers.map((w) => w.close(true)));
    await xp.obliterate({ force: true }).catch(() => undefined);
    await xp.close();
  }
});
