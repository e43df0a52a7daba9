import { findTutorReply } from '@morah/db';
import { sql } from '@morah/db/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { type ChaosStack, startChaosStack } from './support/chaos/stack';
import type { LiveStudent, SendOutcome } from './support/live-student';
import { until } from './support/until';

// The short form of `pnpm test:chaos` (scripts/chaos.ts): the gateway and the workers run as
// processes of their own (compiled, as deployed; compiled first when a source changed, as `pnpm start`
// does) on a Postgres and a Redis of this file's own, and are killed and cut off for real. Every wait
// is for a state; the long form measures the times.

const acknowledged = (outcome: SendOutcome) => {
  if (outcome.kind !== 'acknowledged') throw new Error(`the send was not acknowledged: ${JSON.stringify(outcome)}`);
  return outcome.message;
};

describe('chaos, short form: the full stack as processes on services of its own', () => {
  let stack: ChaosStack;
  let student: LiveStudent;

  beforeAll(async () => {
    // Compiled, each start of a process loads one file instead of the sources through a TypeScript
    // loader: about half the file's CPU time.
    await ensureServerBuild();
    stack = await startChaosStack({ gateways: 1, redisPersistence: false });
    [student] = await stack.classroom(1) as [LiveStudent];
  });
  afterAll(async () => {
    student?.close();
    await stack?.close();
  });

  const repliesStored = async (messageId: string) =>
    (await stack.db.selectFrom('chat_messages').select('id').where('reply_to', '=', messageId).where('sender_type', '=', 'ai').execute()).length;

  // Hang guards of minutes, not speed checks: a busy machine may take that long to restart a process.
  it('a worker killed with SIGKILL mid-reply: the restarted worker answers, once', async () => {
    stack.model.script.pace({ pieces: 12, pieceDelayMs: 150 });
    const question = acknowledged(await student.send('Why do we light two candles on Friday?'));
    await student.firstDelta(question.id);
    await stack.workers[0]!.kill9();
    // It was mid-reply: nothing was stored yet.
    expect(await findTutorReply(stack.db, question.id)).toBeUndefined();

    await stack.startWorker();
    const reply = await student.reply(question.id);
    expect(await repliesStored(question.id)).toBe(1);
    expect(student.heard.get(reply.id)).toBe(1);
  }, 400_000);

  it('Redis restarted without its data: the job it lost is handed over again, and a message sent while it was down is answered', async () => {
    stack.model.script.pace({});
    // No worker: the job waits in Redis, and then Redis loses it.
    await stack.workers[0]!.kill9();
    const waiting = acknowledged(await student.send('What is challah?'));
    const queueConnection = new Redis(stack.redis.url, { maxRetriesPerRequest: null, lazyConnect: true });
    const queue = new Queue('tutor', { connection: queueConnection, prefix: 'morah:bull' });
    try {
      const { job_id: jobId } = await stack.db
        .selectFrom('job_outbox')
        .select('job_id')
        .where('name', '=', 'tutor.reply')
        .where(sql<string>`payload->>'messageId'`, '=', waiting.id)
        .executeTakeFirstOrThrow();
      await until(async () => (await queue.getJobState(jobId)) === 'waiting');
    } finally {
      await queue.close();
      queueConnection.disconnect();
    }

    await stack.redis.stop();
    const sentMeanwhile = student.send('What do we say at havdalah?');
    await stack.redis.start();
    await stack.startWorker();

    const later = acknowledged(await sentMeanwhile);
    for (const question of [waiting, later]) {
      const reply = await student.reply(question.id);
      expect(await repliesStored(question.id)).toBe(1);
      expect(student.heard.get(reply.id)).toBe(1);
    }
    expect(student.openFailure(waiting.id)).toBeUndefined();
  }, 400_000);
});
