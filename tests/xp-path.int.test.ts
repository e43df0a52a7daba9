import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningGateway } from '@morah/gateway';
import { createBullJobProducer } from '@morah/gateway/bull';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { connectSocket, nextEvent, waitForConnect } from './support/socket-client';
import { newRedisPrefix, startGateway, startWorkers, TEST_REDIS_URL } from './support/morah-under-test';

/** The student's XP once background grants (badges, challenges) have stopped changing it. */
async function settledXp(client: TestClient): Promise<number> {
  let last = -1;
  for (let i = 0; i < 100; i++) {
    const xp = (await client.get('/api/auth/me')).body.user.xp as number;
    if (xp === last) return xp;
    last = xp;
    await new Promise((r) => setTimeout(r, 300));
  }
  return last;
}

/** The same assertions, run against each mode. */
function xpPathSuite(setup: () => { gateway: () => RunningGateway }) {
  const env = setup();
  let student: TestClient;
  let userId: number;

  beforeAll(async () => {
    const { classInfo } = await registerTeacherWithClass(env.gateway().url);
    ({ student, user: { id: userId } } = await registerStudent(env.gateway().url, classInfo.joinCode));
  });

  it('grants the server-decided XP, ignores the client claim, and tells the student socket live', async () => {
    const socket = connectSocket(env.gateway().url, student.cookie);
    await waitForConnect(socket);
    const gained = nextEvent(socket, 'xp:gained');
    const res = await student.post('/api/learning/record-activity', { activityType: 'parsha', duration: 30, xpEarned: 5000 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ xpAwarded: 15, xp: 15, level: 1 });
    expect(await gained).toEqual({ amount: 15, xp: 15, level: 1 });
    socket.close();
  });

  it('counts study time at 2 XP a minute and raises the level with a level:up event', async () => {
    const socket = connectSocket(env.gateway().url, student.cookie);
    await waitForConnect(socket);
    const levelUp = nextEvent(socket, 'level:up');
    // 15 XP so far; 200 minutes of study = 400 XP -> 415 XP, level 2.
    const res = await student.post('/api/learning/record-activity', { activityType: 'study_time', duration: 200 * 60 + 59, xpEarned: 1 });
    expect(res.body).toEqual({ xpAwarded: 400, xp: 415, level: 2 });
    expect(await levelUp).toEqual({ level: 2 });
    // Badges and daily challenges this earns add their own XP in the background.
    const me = (await student.get('/api/auth/me')).body.user;
    expect(me.level).toBe(2);
    expect(me.xp).toBeGreaterThanOrEqual(415);
    socket.close();
  });

  it('refuses bad input with a clear 400 and records nothing', async () => {
    const before = await settledXp(student);
    for (const body of [{ activityType: 'sleeping' }, { activityType: 'study_time', duration: -5 }, { activityType: 'study_time', duration: 999_999 }, '{not json']) {
      const res = await student.post('/api/learning/record-activity', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    expect((await student.get('/api/auth/me')).body.user.xp).toBe(before);
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
    const producer = createBullJobProducer(redis, prefix);
    const payload = { userId: suite.studentId(), sourceId: 'bonus-duplicate-test', amount: 7, reason: 'chat' };
    const before = (await testDb.db.selectFrom('users').select('xp').where('id', '=', payload.userId).executeTakeFirstOrThrow()).xp;
    const [a, b] = await Promise.all([producer.run('xp.award', payload), producer.run('xp.award', payload)]);
    expect(a.xp).toBe(before + 7);
    expect(b.xp).toBe(before + 7);
    // A job id freed by removal would run again: the ledger still grants once.
    await producer.enqueue('xp.award', { ...payload });
    const again = await createBullJobProducer(redis, prefix).run('xp.award', payload);
    expect(again.xp).toBe(before + 7);
    const ledger = await testDb.db.selectFrom('xp_events').selectAll().where('source_id', '=', 'bonus-duplicate-test').execute();
    expect(ledger).toHaveLength(1);
    expect((await testDb.db.selectFrom('users').select('xp').where('id', '=', payload.userId).executeTakeFirstOrThrow()).xp).toBe(before + 7);
    await producer.close();
    await redis.quit();
  });
});

describe('XP path, embedded (PGlite, in-process jobs, in-memory sockets)', () => {
  let dataDir: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-embedded-'));
    gateway = await startGateway({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const suite = xpPathSuite(() => ({ gateway: () => gateway }));

  it('keeps one ledger row per activity and the projection equal to the ledger sum', async () => {
    // Read both in one transaction, so a grant landing in between cannot split them.
    await gateway.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('xp_events').select(['source_id', 'amount']).where('user_id', '=', suite.studentId()).execute();
      expect(new Set(rows.map((r) => r.source_id)).size).toBe(rows.length);
      const user = await trx.selectFrom('users').select('xp').where('id', '=', suite.studentId()).executeTakeFirstOrThrow();
      expect(user.xp).toBe(rows.reduce((sum, r) => sum + r.amount, 0));
    });
  });

  it('keeps the data when Morah restarts on the same data directory', async () => {
    const before = await gateway.db.selectFrom('users').select(['xp', 'level']).where('id', '=', suite.studentId()).executeTakeFirstOrThrow();
    expect(before.level).toBe(2);
    await gateway.close();
    gateway = await startGateway({ dataDir });
    const user = await gateway.db.selectFrom('users').select(['xp', 'level']).where('id', '=', suite.studentId()).executeTakeFirstOrThrow();
    expect(user).toEqual(before);
  }, 60_000);
});
