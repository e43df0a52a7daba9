import { rooms } from '@morah/contracts';
import { createBullJobQueue } from '@morah/gateway/bull';
import { createRedisRoomEmitter } from '@morah/workers';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRedisPrefix, TEST_REDIS_URL } from './support/morah-under-test';
import { until } from './support/until';

/** How many times a client's socket handed bytes to the system from now on (one write or writev each). */
function writesOf(redis: Redis): () => number {
  let count = 0;
  const stream = redis.stream as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
  for (const method of ['_write', '_writev'] as const) {
    const original = stream[method].bind(redis.stream);
    stream[method] = (...args: unknown[]) => {
      count++;
      original(...args);
    };
  }
  return () => count;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('what goes to Redis together leaves in one write', () => {
  const prefix = newRedisPrefix();
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    await redis.ping();
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('hands a message’s tutor reply and XP jobs to BullMQ in one write, and both are queued', async () => {
    const queue = createBullJobQueue(redis, prefix);
    const tutor = new Queue('tutor', { connection: redis, prefix: `${prefix}:bull` });
    const xp = new Queue('xp', { connection: redis, prefix: `${prefix}:bull` });
    try {
      // A first hand-over to each queue loads BullMQ's scripts into Redis.
      await Promise.all([
        queue.enqueue('tutor.reply', { threadId: 1, messageId: 'first', requestPosition: 1 }),
        queue.enqueue('xp.award', { userId: 1, sourceId: 'activity-1', amount: 5, reason: 'chat' }),
      ]);

      const writes = writesOf(redis);
      const [reply, award] = await Promise.all([
        queue.enqueue('tutor.reply', { threadId: 1, messageId: 'second', requestPosition: 2 }),
        queue.enqueue('xp.award', { userId: 1, sourceId: 'activity-2', amount: 5, reason: 'chat' }),
      ]);
      expect(writes()).toBe(1);
      expect(await tutor.getJobState(reply.jobId)).toBe('waiting');
      expect(await xp.getJobState(award.jobId)).toBe('waiting');
    } finally {
      await Promise.all([tutor.obliterate({ force: true }), xp.obliterate({ force: true })]).catch(() => undefined);
      await Promise.all([tutor.close(), xp.close(), queue.close()]);
    }
  });

  it('publishes a reply and its thread’s new summary in one write, and every gateway hears both', async () => {
    const listener = new Redis(TEST_REDIS_URL);
    const heard: string[] = [];
    try {
      await listener.psubscribe(`${prefix}:socket.io#*`);
      listener.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer) => heard.push(channel.toString()));
      const emitter = createRedisRoomEmitter(redis, prefix);

      const writes = writesOf(redis);
      emitter.emit(rooms.thread(7), 'chat:message', { id: 'm1' } as never);
      emitter.emit(rooms.user(3), 'chat:thread-updated', { id: 7 } as never);
      await nextTurn();
      expect(writes()).toBe(1);
      await until(() => heard.length === 2);
      expect(heard).toEqual([expect.stringContaining(rooms.thread(7)), expect.stringContaining(rooms.user(3))]);

      // A later emit is not held back for company.
      emitter.emit(rooms.thread(7), 'chat:tutor-typing', { threadId: 7, replyTo: 'm1' });
      await nextTurn();
      expect(writes()).toBe(2);
      await until(() => heard.length === 3);
    } finally {
      await listener.quit();
    }
  });
});
