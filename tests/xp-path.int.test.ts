import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningGateway } from '@morah/gateway';
import { createBullJobQueue } from '@morah/gateway/bull';
import { copyMigratedEmbedded, createTestDatabase, timePassesFor, type TestDatabase } from '@morah/db/testing';
import { createProcessors, createRedisRoomEmitter, lazyTutor } from '@morah/workers';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { connectSocket, nextEvent, waitForConnect } from './support/socket-client';
import { newRedisPrefix, startGateway, startWorkers, TEST_REDIS_URL } from './support/morah-under-test';

/** What the student has recorded: a refused request must add nothing here. */
async function recorded(gateway: RunningGateway, userId: number) {
  const activities = await gateway.db.selectFrom('activities').select(gateway.db.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const grants = await gateway.db.selectFrom('xp_events').select(gateway.db.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('source_id', 'like', 'activity-%').executeTakeFirstOrThrow();
  return { activities: Number(activities.n), grants: Number(grants.n) };
}

/** The same assertions, run against each mode. */
function xpPathSuite(setup: () => { gateway: () => RunningGateway }) {
  const env = setup();
  let student: TestClient;
  let teacher: TestClient;
  let userId: number;

  beforeAll(async () => {
    const { teacher: classTeacher, classInfo } = await registerTeacherWithClass(env.gateway().url);
    teacher = classTeacher;
    ({ student, user: { id: userId } } = await registerStudent(env.gateway().url, classInfo.joinCode));
  });

  it("grants the server-decided XP, ignores the client claim, and tells the student's socket and their teacher's roster live", async () => {
    const [socket, teacherSocket] = [connectSocket(env.gateway().url, student.cookie), connectSocket(env.gateway().url, teacher.cookie)];
    await Promise.all([waitForConnect(socket), waitForConnect(teacherSocket)]);
    const gained = nextEvent(socket, 'xp:gained');
    const toTeacher = nextEvent(teacherSocket, 'class:learner-progress');
    const res = await student.post('/api/learning/record-activity', { activityType: 'parsha', duration: 30, xpEarned: 5000 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ xpAwarded: 15, xp: 15, level: 1, dailyCapReached: false, message: null });
    expect(await gained).toEqual({ amount: 15, xp: 15, level: 1 });
    expect(await toTeacher).toEqual({ studentId: userId, xp: 15, level: 1 });
    socket.close();
    teacherSocket.close();
  });

  it('counts study time at 2 XP a minute and raises the level with a level:up event', async () => {
    const socket = connectSocket(env.gateway().url, student.cookie);
    await waitForConnect(socket);
    const levelUp = nextEvent(socket, 'level:up');
    // 15 XP so far; 200 minutes of study = 400 XP -> 415 XP, level 2, after 4 hours here.
    await timePassesFor(env.gateway().db, userId, 4 * 3600);
    const res = await student.post('/api/learning/record-activity', { activityType: 'study_time', duration: 200 * 60 + 59, xpEarned: 1 });
    expect(res.body).toEqual({ xpAwarded: 400, xp: 415, level: 2, dailyCapReached: false, message: null });
    expect(await levelUp).toEqual({ level: 2 });
    // Badges and daily challenges this earns add their own XP in the background.
    const me = (await student.get('/api/auth/me')).body.user;
    expect(me.level).toBe(2);
    expect(me.xp).toBeGreaterThanOrEqual(415);
    socket.close();
  });

  it('refuses bad input with a clear 400 and records nothing', async () => {
    // Badges and challenges earned above may still be paying XP in the background, so "nothing"
    // is judged on what a request would record (an activity and its grant), not on the XP total.
    const before = await recorded(env.gateway(), userId);
    for (const body of [{ activityType: 'sleeping' }, { activityType: 'study_time', duration: -5 }, { activityType: 'study_time', duration: 999_999 }, '{not json']) {
      const res = await student.post('/api/learning/record-activity', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    expect(await recorded(env.gateway(), userId)).toEqual(before);
  });

  it('keeps XP out of reach of anyone signed out', async () => {
    const { teacher } = await registerTeacherWithClass(env.gateway().url);
    expect((await teacher.post('/api/learning/record-activity', { activityType: 'chat' })).status).toBe(403);
  });

  return { studentId: () => userId };
}

describe('XP path, full stack (Postgres, BullMQ workers, Redis adapter)', () => {
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  let workers: Awaited<ReturnType<typeof startWorkers>>;
  const prefix = newRedisPrefix();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    workers = await startWorkers(testDb.url, prefix);
    gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix });
  });
  afterAll(async () => {
    await gateway?.close();
    await workers?.close();
    await testDb?.drop();
  });

  const suite = xpPathSuite(() => ({ gateway: () => gateway }));

  it('grants XP once when the same job is enqueued twice', async () => {
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const producer = createBullJobQueue(redis, prefix);
    const payload = { userId: suite.studentId(), sourceId: 'bonus-duplicate-test', amount: 7, reason: 'chat' };
    // Badges and challenges from the tests above may still be paying XP in the background, so
    // the XP total is not a fixed starting point: judge what each run granted and the ledger.
    const [a, b] = await Promise.all([producer.run('xp.award', payload), producer.run('xp.award', payload)]);
    expect(a.xpAwarded).toBe(7);
    expect(b).toEqual(a);
    // Enqueued again while the job is kept, it is the same job and the same answer.
    await producer.enqueue('xp.award', { ...payload });
    expect(await createBullJobQueue(redis, prefix).run('xp.award', payload)).toEqual(a);
    // A job id freed by removal would run the processor again: the ledger still grants once.
    const processors = createProcessors({ db: testDb.db, emitter: createRedisRoomEmitter(redis, prefix), log: console, tutor: lazyTutor({}) });
    const again = await processors['xp.award'](payload, { jobId: 'xp-award-bonus-duplicate-test', attempt: 1, maxAttempts: 1, log: console });
    expect(again.xpAwarded).toBe(0);
    const ledger = await testDb.db.selectFrom('xp_events').selectAll().where('source_id', '=', 'bonus-duplicate-test').execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.amount).toBe(7);
    // The projection is the ledger's sum (read from one snapshot, so a grant landing in between cannot split them).
    await testDb.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
      const rows = await trx.selectFrom('xp_events').select('amount').where('user_id', '=', payload.userId).execute();
      const user = await trx.selectFrom('users').select('xp').where('id', '=', payload.userId).executeTakeFirstOrThrow();
      expect(user.xp).toBe(rows.reduce((sum, r) => sum + r.amount, 0));
    });
    await producer.close();
    await redis.quit();
  });
});

describe('XP path, embedded (PGlite, in-process jobs, in-memory sockets)', () => {
  let dataDir: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-embedded-'));
    await copyMigratedEmbedded(join(dataDir, 'db'));
    gateway = await startGateway({ dataDir });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const suite = xpPathSuite(() => ({ gateway: () => gateway }));

  it('keeps one ledger row per activity and the projection equal to the ledger sum', async () => {
    // Read both from one snapshot, so a grant landing in between cannot split them.
    await gateway.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
      const rows = await trx.selectFrom('xp_events').select(['source_id', 'amount']).where('user_id', '=', suite.studentId()).execute();
      expect(new Set(rows.map((r) => r.source_id)).size).toBe(rows.length);
      const user = await trx.selectFrom('users').select('xp').where('id', '=', suite.studentId()).executeTakeFirstOrThrow();
      expect(user.xp).toBe(rows.reduce((sum, r) => sum + r.amount, 0));
    });
  });

  it('keeps the data when Morah restarts on the same data directory', async () => {
    const ledger = (g: RunningGateway) => g.db.selectFrom('xp_events').select(['source_id', 'amount']).where('user_id', '=', suite.studentId()).orderBy('source_id').execute();
    const before = await ledger(gateway);
    expect(before.length).toBeGreaterThan(0);
    // Closing finishes the jobs still running (a badge may pay its XP then), so the ledger may grow, never shrink.
    await gateway.close();
    gateway = await startGateway({ dataDir });
    const after = await ledger(gateway);
    expect(after).toEqual(expect.arrayContaining(before));
    const user = await gateway.db.selectFrom('users').select(['xp', 'level']).where('id', '=', suite.studentId()).executeTakeFirstOrThrow();
    expect(user.xp).toBe(after.reduce((sum, r) => sum + r.amount, 0));
    expect(user.level).toBeGreaterThanOrEqual(2);
  });
});
