import type { JobPayload } from '@morah/contracts';
import { appendChatEvents, connect, createJobProducer, type DbHandle, enqueueJob, startChatThread, unfinishedJobs } from '@morah/db';
import { startOutboxRelay } from '@morah/gateway';
import { sql } from 'kysely';
import { buildStudent, createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { createBullJobQueue } from '@morah/gateway/bull';
import { createInProcessRunner, createProcessors, doneMarks, createRedisRoomEmitter, lazyTutor, startBullWorkers, type Processors } from '@morah/workers';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from './support/until';
import { newRedisPrefix, TEST_REDIS_URL } from './support/morah-under-test';

const quiet = { info() {}, warn() {}, error() {} };
const noEmitter = { emit() {}, disconnect() {} };
const offlineTutor = lazyTutor({ TUTOR_PIECE_DELAY_MS: '0' });

/** Wait (with the shared `until`) for what `read` gives to satisfy `ok`. */
const untilValue = <T,>(read: () => Promise<T>, ok: (value: T) => boolean) => until(async () => { const value = await read(); return ok(value) ? { value } : undefined; });

/** The names of the Redis clients reading a queue's events (BullMQ's QueueEvents) under `prefix`. */
const eventReaders = async (redis: Redis, prefix: string) =>
  String(await redis.client('LIST'))
    .split('\n')
    .map((line) => /(?:^| )name=(\S*)/.exec(line)?.[1] ?? '')
    .filter((name) => name.startsWith(`${prefix}:`) && name.endsWith(':qe'));

const ledger = (db: TestDatabase['db'], sourceId: string) => db.selectFrom('xp_events').select(['amount']).where('source_id', '=', sourceId).execute();

describe('the job outbox', () => {
  let testDb: TestDatabase;
  let handle: DbHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = await connect({ databaseUrl: testDb.url });
  });
  afterAll(async () => {
    await handle.close();
    await testDb.drop();
  });

  /**
   * The time of a handed-over job's next check comes (as the database's clock would bring it, some
   * seconds on): its row was waiting for that check, and the relay is told to look now.
   */
  const checkFallsDue = async (jobId: string, relay: { kick(): void }) => {
    const moved = await sql`update job_outbox set due_at = now() where job_id = ${jobId} and done_at is null and deliveries = 1 and due_at > now()`.execute(handle.db);
    expect(moved.numAffectedRows).toBe(1n);
    relay.kick();
  };

  /** The real processors in the in-process runner, fed by a relay on this file's database. */
  const realJobsInProcess = async () => {
    const runner = createInProcessRunner({ log: quiet });
    runner.register(createProcessors({ db: handle.db, emitter: noEmitter, log: quiet, tutor: offlineTutor }));
    const relay = await startOutboxRelay({ db: handle.db, queue: runner, log: quiet, listen: handle.listen });
    return { runner, relay };
  };

  it("marks a tutor reply's job done with the reply's own commit, and a job that wrote nothing with a mark of its own", async () => {
    const student = await buildStudent(testDb.db);
    const { threadId } = await startChatThread(handle.db, { studentId: student.id, title: 'New chat with Morah', metadata: { actorId: student.id } });
    const messageId = crypto.randomUUID();
    const payload = await handle.db.transaction().execute(async (trx) => {
      const asked = await appendChatEvents(handle.db, threadId, [
        { type: 'MessagePosted', data: { messageId, senderType: 'student', senderId: student.id, senderName: 'Tamar', content: 'Who was Moshe?', replyTo: null } },
        { type: 'TutorReplyRequested', data: { messageId } },
      ], { metadata: { actorId: student.id } });
      const job = { threadId, messageId, requestPosition: asked.events[1]!.position };
      await enqueueJob(trx, 'tutor.reply', job);
      return job;
    });
    // Every update of the outbox the jobs send on their own, apart from the writes they mark done with.
    const ownMarks: string[] = [];
    const watched = handle.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'UpdateQueryNode' && JSON.stringify(node.table).includes('job_outbox')) ownMarks.push('mark');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const processors = createProcessors({ db: watched, emitter: noEmitter, log: quiet, tutor: offlineTutor });
    const jobId = `tutor-reply-${payload.requestPosition}`;
    const done = () => testDb.db.selectFrom('job_outbox').select(sql<boolean>`done_at is not null`.as('done')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(await done()).toEqual({ done: false });
    const answered = await processors['tutor.reply'](payload, { jobId, attempt: 1, maxAttempts: 3, log: quiet });
    expect(answered.outcome).toBe('answered');
    expect(ownMarks).toEqual([]);
    expect(await done()).toEqual({ done: true });
    // The same job again finds the reply and writes nothing: it is marked on its own.
    const again = await processors['tutor.reply'](payload, { jobId, attempt: 1, maxAttempts: 3, log: quiet });
    expect(again.outcome).toBe('already-answered');
    expect(ownMarks).toEqual(['mark']);
  });

  it('runs a job only if its write commits, and once even when recorded twice', async () => {
    const student = await buildStudent(testDb.db);
    const { runner, relay } = await realJobsInProcess();
    try {
      const payload: JobPayload<'xp.award'> = { userId: student.id, sourceId: `outbox-commit-${student.id}`, amount: 7, reason: 'chat' };
      await handle.db
        .transaction()
        .execute(async (trx) => {
          await enqueueJob(trx, 'xp.award', { ...payload, sourceId: `outbox-rollback-${student.id}` });
          throw new Error('the write failed');
        })
        .catch(() => undefined);
      await handle.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, 'xp.award', payload);
        await enqueueJob(trx, 'xp.award', payload);
      });
      // The commit's notice wakes the relay: no polling interval to wait for.
      await untilValue(() => ledger(testDb.db, payload.sourceId), (rows) => rows.length === 1);
      await untilValue(() => unfinishedJobs(handle.db), (rows) => rows.length === 0);
      expect(await ledger(testDb.db, `outbox-rollback-${student.id}`)).toEqual([]);
    } finally {
      await relay.close();
      await runner.close();
    }
  });

  it('judges badges in the XP job itself, after the grant: one job for an activity that pays, not two', async () => {
    const student = await buildStudent(testDb.db);
    const { runner, relay } = await realJobsInProcess();
    try {
      // 100 XP earns High Five Hamsa (a badge for 100 XP), which only a judging after the grant can see.
      const payload: JobPayload<'xp.award'> = { userId: student.id, sourceId: `outbox-judged-${student.id}`, amount: 100, reason: 'study_time' };
      const { jobId } = await handle.db.transaction().execute((trx) => enqueueJob(trx, 'xp.award', payload));
      const result = await createJobProducer(handle.db, runner).result('xp.award', jobId);
      expect(result).toMatchObject({ xpAwarded: 100, badgesAwarded: 1 });
      const held = await testDb.db.selectFrom('user_badges').innerJoin('badges', 'badges.id', 'user_badges.badge_id').select('badges.name').where('user_badges.user_id', '=', student.id).execute();
      expect(held.map((b) => b.name)).toEqual(['High Five Hamsa']);
      await untilValue(() => unfinishedJobs(handle.db), (rows) => rows.length === 0);
      const jobIds = (await testDb.db.selectFrom('job_outbox').select('job_id').where('job_id', 'like', `%-outbox-judged-${student.id}`).execute()).map((r) => r.job_id);
      // No judging job beside the XP job (the only job named for this grant).
      expect(jobIds).toEqual([jobId]);
    } finally {
      await relay.close();
      await runner.close();
    }
  });

  it('a writer hands its batch to the queue itself after the commit: it runs with no relay, and the row waits only for a check', async () => {
    const student = await buildStudent(testDb.db);
    const runner = createInProcessRunner({ log: quiet });
    runner.register(createProcessors({ db: handle.db, emitter: noEmitter, log: quiet, tutor: offlineTutor }));
    try {
      const batch = createJobProducer(handle.db, runner).batch();
      const award = (name: string): JobPayload<'xp.award'> => ({ userId: student.id, sourceId: `hand-over-${name}-${student.id}`, amount: 4, reason: 'chat' });
      // The write is tried twice (a conflict on the first try): only the second try's job is handed over.
      await handle.db
        .transaction()
        .execute(async (trx) => {
          await batch.enqueue(trx, 'xp.award', award('first-try'));
          await batch.flush(trx);
          throw new Error('a conflict: the write is tried again');
        })
        .catch(() => undefined);
      await handle.db.transaction().execute(async (trx) => {
        await batch.enqueue(trx, 'xp.award', award('second-try'));
        await batch.flush(trx);
      });
      batch.handOver();
      // It runs with no relay at all, and every job handed to the runner has finished.
      await untilValue(() => ledger(testDb.db, award('second-try').sourceId), (rows) => rows.length === 1);
      await untilValue(() => runner.counts(), (counts) => counts.every((c) => c.waiting + c.active + c.delayed === 0));
      expect(await ledger(testDb.db, award('first-try').sourceId)).toEqual([]);
      const row = await testDb.db.selectFrom('job_outbox').select(['deliveries', sql<boolean>`due_at > now()`.as('later')]).where('job_id', '=', `xp-award-${award('second-try').sourceId}`).executeTakeFirstOrThrow();
      expect(row).toEqual({ deliveries: 1, later: true });
    } finally {
      await runner.close();
    }
  });

  it('a writer that stopped before handing its batch over: the next relay to start hands the jobs over', async () => {
    const student = await buildStudent(testDb.db);
    const sourceId = `never-handed-${student.id}`;
    const batch = createJobProducer(handle.db, createInProcessRunner({ log: quiet })).batch();
    await handle.db.transaction().execute(async (trx) => {
      await batch.enqueue(trx, 'xp.award', { userId: student.id, sourceId, amount: 6, reason: 'chat' });
      await batch.flush(trx);
    });
    // (no handOver: the writer died here)
    const { runner, relay } = await realJobsInProcess();
    try {
      await untilValue(() => ledger(testDb.db, sourceId), (rows) => rows.length === 1);
      await untilValue(() => unfinishedJobs(handle.db), (rows) => rows.length === 0);
    } finally {
      await relay.close();
      await runner.close();
    }
  });

  it('hands over a job its writer recorded as handed over but stopped before handing over, and new jobs run beside it', async () => {
    const student = await buildStudent(testDb.db);
    const award = (name: string): JobPayload<'xp.award'> => ({ userId: student.id, sourceId: `checked-${name}-${student.id}`, amount: 3, reason: 'chat' });
    // A writer recorded its job as handed over and stopped before handing it over: only a check finds it.
    const batch = createJobProducer(handle.db, createInProcessRunner({ log: quiet })).batch();
    await handle.db.transaction().execute(async (trx) => {
      await batch.enqueue(trx, 'xp.award', award('checked'));
      await batch.flush(trx);
    });
    const runner = createInProcessRunner({ log: quiet });
    runner.register(createProcessors({ db: handle.db, emitter: noEmitter, log: quiet, tutor: offlineTutor }));
    const relay = await startOutboxRelay({ db: handle.db, queue: runner, log: quiet, listen: handle.listen });
    try {
      await handle.db.transaction().execute((trx) => enqueueJob(trx, 'xp.award', award('new')));
      await untilValue(() => ledger(testDb.db, award('new').sourceId), (rows) => rows.length === 1);
      // The relay, starting, finds the job due for a check: the queue never had it, so it is handed over.
      await untilValue(() => ledger(testDb.db, award('checked').sourceId), (rows) => rows.length === 1);
      await untilValue(() => unfinishedJobs(handle.db), (rows) => rows.length === 0);
    } finally {
      await relay.close();
      await runner.close();
    }
  });

  it('hands a job over again after it failed for good (the database was down for every attempt)', async () => {
    const student = await buildStudent(testDb.db);
    const runner = createInProcessRunner({ log: quiet, backoffMs: 1 });
    const real = createProcessors({ db: handle.db, emitter: noEmitter, log: quiet, tutor: offlineTutor });
    let failuresLeft = 5;
    const attempts: number[] = [];
    runner.register({
      ...real,
      'xp.award': async (p, ctx) => {
        attempts.push(ctx.attempt);
        if (failuresLeft-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return real['xp.award'](p, ctx);
      },
    } satisfies Processors);
    const relay = await startOutboxRelay({ db: handle.db, queue: runner, log: quiet, listen: handle.listen });
    try {
      const sourceId = `outbox-failed-${student.id}`;
      const jobId = `xp-award-${sourceId}`;
      await handle.db.transaction().execute((trx) => enqueueJob(trx, 'xp.award', { userId: student.id, sourceId, amount: 9, reason: 'chat' }));
      // Every attempt failed: the job lies failed in the runner, and its row waits for the relay's check.
      await untilValue(() => runner.counts(), (counts) => counts.some((c) => c.failed === 1));
      expect(attempts).toEqual([1, 2, 3, 4, 5]);
      await checkFallsDue(jobId, relay);
      await untilValue(() => ledger(testDb.db, sourceId), (rows) => rows.length === 1);
      await untilValue(() => unfinishedJobs(handle.db), (rows) => !rows.some((r) => r.jobId === jobId));
      // Five attempts failed for good, then the relay's next look handed the job over again.
      expect(attempts).toEqual([1, 2, 3, 4, 5, 1]);
      const row = await testDb.db.selectFrom('job_outbox').select(['deliveries', 'done_at']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
      expect(row.deliveries).toBe(2);
    } finally {
      await relay.close();
      await runner.close();
    }
  });

  it('delivers to BullMQ, and hands over again a job Redis lost (restarted without its data)', async () => {
    const student = await buildStudent(testDb.db);
    const prefix = newRedisPrefix();
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const queue = createBullJobQueue(redis, prefix);
    const relay = await startOutboxRelay({ db: handle.db, queue, log: quiet, listen: handle.listen });
    const bull = new Queue('xp', { connection: redis, prefix: `${prefix}:bull` });
    let workers: ReturnType<typeof startBullWorkers> = [];
    try {
      const sourceId = `outbox-lost-${student.id}`;
      const jobId = `xp-award-${sourceId}`;
      await handle.db.transaction().execute((trx) => enqueueJob(trx, 'xp.award', { userId: student.id, sourceId, amount: 11, reason: 'chat' }));
      // No worker runs yet: the job waits in Redis, and then Redis loses it.
      await untilValue(() => bull.getJobState(jobId), (state) => state === 'waiting');
      // Handing jobs over reads no queue's stream of events (every job writes several there).
      expect(await eventReaders(redis, prefix)).toEqual([]);
      await bull.remove(jobId);
      expect(await bull.getJobState(jobId)).toBe('unknown');
      await checkFallsDue(jobId, relay);

      const processors = createProcessors({ db: handle.db, emitter: createRedisRoomEmitter(redis, prefix), log: quiet, tutor: offlineTutor });
      workers = startBullWorkers({ connection: redis, prefix, concurrency: 2, processors, log: quiet });
      await untilValue(() => ledger(testDb.db, sourceId), (rows) => rows.length === 1);
      const row = await testDb.db.selectFrom('job_outbox').select(['deliveries']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
      expect(row.deliveries).toBe(2);

      // A recorded job's result can be awaited by its id.
      const producer = createJobProducer(handle.db, queue);
      const result = await producer.result('xp.award', jobId, 15_000);
      expect(result).toMatchObject({ xpAwarded: 11 });
      // Awaiting a result opened the xp queue's events, kept a while for the next one; closing ends them.
      expect(await eventReaders(redis, prefix)).toEqual([`${prefix}:bull:${Buffer.from('xp').toString('base64')}:qe`]);
      await queue.close();
      expect(await eventReaders(redis, prefix)).toEqual([]);
    } finally {
      await relay.close();
      await Promise.all(workers.map((w) => w.close()));
      await bull.obliterate({ force: true }).catch(() => undefined);
      await bull.close();
      await queue.close();
      await redis.quit();
    }
  });

  it('marks every job that finishes in the same moment done, and fails each one whose mark could not be written', async () => {
    const student = await buildStudent(testDb.db);
    const sourceIds = Array.from({ length: 30 }, (_, i) => `outbox-marks-${student.id}-${i}`);
    const jobIds = await handle.db.transaction().execute(async (trx) => {
      const ids: string[] = [];
      for (const sourceId of sourceIds) ids.push((await enqueueJob(trx, 'xp.award', { userId: student.id, sourceId, amount: 1, reason: 'chat' })).jobId);
      return ids;
    });
    const marks = doneMarks(handle.db);
    await Promise.all(jobIds.map((id) => marks.mark(id)));
    const rows = await testDb.db.selectFrom('job_outbox').select(['job_id', 'done_at']).where('job_id', 'in', jobIds).execute();
    expect(rows.filter((r) => r.done_at !== null).map((r) => r.job_id).sort()).toEqual([...jobIds].sort());

    // Where the database cannot be reached, every job waiting on the mark fails (its queue runs it again later).
    const url = new URL(testDb.url);
    url.pathname = '/morah_no_such_database';
    const gone = await connect({ databaseUrl: url.toString() });
    try {
      const failing = doneMarks(gone.db);
      const outcomes = await Promise.allSettled(jobIds.slice(0, 3).map((id) => failing.mark(id)));
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    } finally {
      await gone.close();
    }
  });
});
