import { type ChatMessage, messagesOf } from '@morah/contracts';
import { appendChatEvents } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import type { RunningGateway } from '@morah/gateway';
import { createRedisRoomEmitter } from '@morah/workers';
import { rooms } from '@morah/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass } from './support/http-client';
import { LiveStudent } from './support/live-student';
import { newRedisPrefix, startGateway } from './support/morah-under-test';
import { type PrivateRedis, startPrivateRedis } from './support/private-services';
import { until } from './support/until';

/** A Redis client whose PUBLISH answers (how many subscribers heard it) are kept. */
function countingPublishes(redis: Redis): { client: Redis; heardBy: number[] } {
  const heardBy: number[] = [];
  const client = new Proxy(redis, {
    get(target, prop) {
      if (prop === 'publish') {
        return (...args: Parameters<Redis['publish']>) => target.publish(...args).then((n) => (heardBy.push(n), n));
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client, heardBy };
}

describe('a gateway whose Redis subscriber was away', () => {
  let redis: PrivateRedis;
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  const prefix = newRedisPrefix();

  beforeAll(async () => {
    [redis, testDb] = await Promise.all([startPrivateRedis({ persistence: false }), createTestDatabase()]);
    gateway = await startGateway({ databaseUrl: testDb.url, env: { REDIS_URL: redis.url, REDIS_PREFIX: prefix } });
  });
  afterAll(async () => {
    await gateway?.close();
    await Promise.all([redis?.destroy(), testDb?.drop()]);
  });

  it('asks its clients to catch up on what was published while it was away', async () => {
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const { student } = await registerStudent(gateway.url, classInfo.joinCode);
    const thread = await student.post('/api/chat/threads', {});
    const threadId: number = thread.body.thread.id;
    const live = new LiveStudent({ cookie: student.cookie!, threadId, gateways: () => [gateway.url] });
    await live.start();

    // Redis restarts. A worker (its own connection, quick to come back) publishes a finished reply
    // before this gateway's subscriber has subscribed again, so Redis hands it to no one. The
    // gateway's subscriber may win the race: then the client heard it, and Redis restarts again.
    let lost: ChatMessage | undefined;
    for (let attempt = 1; !lost && attempt <= 10; attempt++) {
      await redis.stop();
      await redis.start();
      const worker = new Redis(redis.url, { maxRetriesPerRequest: null });
      const { client, heardBy } = countingPublishes(worker);
      try {
        const { events } = await appendChatEvents(testDb.db, threadId, [
          { type: 'MessagePosted', data: { messageId: `published-while-away-${attempt}`, senderType: 'ai', senderId: null, senderName: 'Morah AI', content: 'Shabbat shalom!', replyTo: null } },
        ], { metadata: { actorId: null } });
        const [message] = messagesOf(threadId, events);
        createRedisRoomEmitter(client, prefix).emit(rooms.thread(threadId), 'chat:message', message!);
        await until(() => heardBy.length > 0);
        if (heardBy[0] === 0) lost = message;
      } finally {
        await worker.quit();
      }
    }
    expect(lost, 'Redis never restarted faster than the gateway resubscribed').toBeDefined();

    // The gateway, subscribed again, told its client to catch up; the client read what it had
    // missed, on the connection it had all along.
    await until(() => live.view.has(lost!.id));
    expect(live.catchUpsAsked).toBeGreaterThan(0);
    expect(live.reconnections).toEqual([]);
    expect(live.messages().map((m) => m.id)).toEqual([...new Set(live.messages().map((m) => m.id))]);
    live.close();
  });
});
