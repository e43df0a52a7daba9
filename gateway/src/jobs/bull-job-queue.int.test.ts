import type { JobPayload } from '@morah/contracts';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRedisPrefix, TEST_REDIS_URL } from '../../../tests/support/morah-under-test';
import { until } from '../../../tests/support/until';
import { createBullJobQueue } from './bull-job-queue';

const award = (sourceId: string): JobPayload<'xp.award'> => ({ userId: 7, sourceId, amount: 5, reason: 'chat' });
const idOf = (sourceId: string) => `xp-award-${sourceId}`;

/**
 * The outbox relay's check on a job it handed to BullMQ (`ensure`): a job still waiting or being
 * retried stays as it is, a finished one is reported done, and one that Redis lost or that failed
 * for good is handed over again.
 */
describe('checking on a job handed to BullMQ', () => {
  let redis: Redis;
  let prefix: string;
  let bull: Queue;
  let queue: ReturnType<typeof createBullJobQueue>;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    prefix = newRedisPrefix();
    queue = createBullJobQueue(redis, prefix);
    bull = new Queue('xp', { connection: redis, prefix: `${prefix}:bull` });
  });
  afterAll(async () => {
    await queue.close();
    await bull.obliterate({ force: true }).catch(() => undefined);
    await bull.close();
    await redis.quit();
  });

  it('leaves a job waiting behind a backlog as it is, and hands over again one Redis lost', async () => {
    const first = award('backlog-0');
    await queue.enqueue('xp.award', first);
    for (let i = 1; i <= 200; i++) await queue.enqueue('xp.award', award(`backlog-${i}`));

    expect(await queue.ensure('xp.award', first)).toBe('queued');
    expect(await bull.getWaitingCount()).toBe(201);

    await bull.remove(idOf('backlog-0'));
    expect(await bull.getJobState(idOf('backlog-0'))).toBe('unknown');
    expect(await queue.ensure('xp.award', first)).toBe('re-added');
    expect(await bull.getJobState(idOf('backlog-0'))).toBe('waiting');
    expect(await queue.ensure('xp.award', first)).toBe('queued');
    await bull.drain();
  });

  it('reports a finished job done, leaves one between retries alone, and hands over again one that failed for good', async () => {
    const done = award('finished');
    const retrying = award('retrying');
    const broken = award('failed-for-good');
    let retryFailed = false;
    let brokenFailed = false;
    // The retry is held until the check has been made: between its tries the job is the queue's.
    let releaseRetry!: () => void;
    const retryReleased = new Promise<void>((resolve) => (releaseRetry = resolve));
    const connection = redis.duplicate();
    const worker = new Worker(
      'xp',
      async (job) => {
        if (job.id === idOf('retrying')) {
          if (!retryFailed) {
            retryFailed = true;
            throw new Error('the database was down for a moment');
          }
          await retryReleased;
        }
        if (job.id === idOf('failed-for-good') && !brokenFailed) {
          brokenFailed = true;
          throw new UnrecoverableError('the database was down for every attempt');
        }
        return { xpAwarded: 5 };
      },
      { connection, prefix: `${prefix}:bull` },
    );
    try {
      await queue.enqueue('xp.award', done);
      await queue.enqueue('xp.award', broken);
      await until(async () => (await bull.getJobState(idOf('finished'))) === 'completed');
      expect(await queue.ensure('xp.award', done)).toBe('completed');

      await until(async () => (await bull.getJobState(idOf('failed-for-good'))) === 'failed');
      expect(await queue.ensure('xp.award', broken)).toBe('re-added');
      // Handed over again, it runs again, and this time it finishes.
      await until(async () => (await bull.getJobState(idOf('failed-for-good'))) === 'completed');

      // A failed attempt with tries left waits for its retry: the queue still has it.
      await queue.enqueue('xp.award', retrying);
      await until(() => retryFailed);
      expect(await queue.ensure('xp.award', retrying)).toBe('queued');
      releaseRetry();
      await until(async () => (await bull.getJobState(idOf('retrying'))) === 'completed');
      expect(await queue.ensure('xp.award', retrying)).toBe('completed');
    } finally {
      releaseRetry();
      await worker.close();
      await connection.quit();
    }
  });
});
