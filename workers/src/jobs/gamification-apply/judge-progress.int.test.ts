import { dailyChallengesFor, localDay } from '@morah/contracts';
import { connect, lockLearner } from '@morah/db';
import { buildStudent, createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { createRedisRoomEmitter } from '../../redis-room-emitter';
import { createProcessors } from '../../registry';
import { lazyTutor } from '../../tutor/lazy-tutor';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestDatabase;
let redis: Redis;
let processors: ReturnType<typeof createProcessors>;
const ctx = (jobId: string) => ({ jobId, attempt: 1, maxAttempts: 1, log: console });

beforeAll(async () => {
  t = await createTestDatabase();
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  processors = createProcessors({ db: t.db, emitter: createRedisRoomEmitter(redis, `judge-${process.pid}`), log: console, tutor: lazyTutor({}) });
});
afterAll(async () => {
  redis?.disconnect();
  await t?.drop();
});

it('judges an XP grant that earns nothing: the grant counts, nothing else is awarded', async () => {
  const student = await buildStudent(t.db);
  // The first judging of the day writes the day's challenges; the badge catalogue is then known.
  await processors['xp.award']({ userId: student.id, sourceId: 'judge-first', amount: 5, reason: 'chat' }, ctx('judge-first'));
  const result = await processors['xp.award']({ userId: student.id, sourceId: 'judge-second', amount: 5, reason: 'chat' }, ctx('judge-second'));
  expect(result).toMatchObject({ xpAwarded: 5, xp: 10, badgesAwarded: 0, challengesCompleted: 0 });
  expect(await t.db.selectFrom('users').select('xp').where('id', '=', student.id).executeTakeFirstOrThrow()).toEqual({ xp: 10 });
});

it('reads the badges again when a finished challenge paid XP, so a badge that XP earns comes in the same judging', async () => {
  // 95 XP: the study challenge's reward crosses the 100 XP badge.
  const student = await buildStudent(t.db, { xp: 95 });
  const day = localDay(new Date(), 'UTC');
  const study = dailyChallengesFor(day).find((c) => c.type === 'study_time')!;
  await t.db.insertInto('activities').values({ user_id: student.id, activity_type: 'study_time', duration_seconds: study.targetValue * 60, xp_awarded: 0, created_at: new Date() }).execute();

  const result = await processors['gamification.apply']({ userId: student.id, sourceId: `study-${student.id}` }, ctx(`study-${student.id}`));
  expect(result.challengesCompleted).toBe(1);
  expect(result.badgesAwarded).toBeGreaterThanOrEqual(1);
  const held = await t.db.selectFrom('user_badges').innerJoin('badges', 'badges.id', 'user_badges.badge_id').select('badges.criterion').where('user_id', '=', student.id).execute();
  expect(held.map((b) => b.criterion)).toContainEqual({ kind: 'xp', amount: 100 });
});

it('moves a challenge a step without waiting for the learner, and pays a finished one under their lock', async () => {
  const student = await buildStudent(t.db);
  const day = localDay(new Date(), 'UTC');
  const study = dailyChallengesFor(day).find((c) => c.type === 'study_time')!;
  const studied = (minutes: number) =>
    t.db.insertInto('activities').values({ user_id: student.id, activity_type: 'study_time', duration_seconds: minutes * 60, xp_awarded: 0, created_at: new Date() }).execute();
  const progress = () =>
    t.db.selectFrom('challenge_progress').select(['current_progress', 'completed_at']).where('user_id', '=', student.id).where('challenge_type', '=', 'study_time').executeTakeFirst();
  // Another writer of the learner's day (their next message, say) holds their row until released.
  const holdLearner = async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const writer = t.db.transaction().execute(async (trx) => {
      await lockLearner(trx, student.id);
      holding();
      await released;
    });
    await held;
    // A failed expectation must not leave the row held past the test.
    onTestFinished(() => release());
    return () => {
      release();
      return writer;
    };
  };

  await studied(study.targetValue - 1);
  let release = await holdLearner();
  const step = await processors['gamification.apply']({ userId: student.id, sourceId: `step-${student.id}` }, ctx(`step-${student.id}`));
  // Judged while the row is still held: a step of progress waits for nobody.
  expect(step.challengesCompleted).toBe(0);
  expect(await progress()).toEqual({ current_progress: study.targetValue - 1, completed_at: null });
  await release();

  await studied(1);
  release = await holdLearner();
  const finishing = processors['gamification.apply']({ userId: student.id, sourceId: `done-${student.id}` }, ctx(`done-${student.id}`));
  // The payment waits its turn behind the writer that holds the learner's row.
  await expect.poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(t.db)).rows[0]!.n).toBe(1);
  expect((await progress())?.completed_at).toBeNull();
  await release();
  expect((await finishing).challengesCompleted).toBe(1);
  expect((await progress())?.completed_at).not.toBeNull();
});

it("judges without a grant on the learner's own day", async () => {
  // Their day starts 14 hours before UTC's: UTC's day would count 0 or 2 of these pages, theirs counts 1.
  const zone = 'Pacific/Kiritimati';
  const student = await buildStudent(t.db);
  await t.db.insertInto('streaks').values({ user_id: student.id, streak_type: 'daily_login', current: 1, longest: 1, last_day: null, time_zone: zone }).execute();
  const { rows } = await sql<{ at: Date }>`select ((now() at time zone ${zone})::date)::timestamp at time zone ${zone} as at`.execute(t.db);
  const dayStart = new Date(rows[0]!.at).getTime();
  await t.db
    .insertInto('activities')
    .values([-1000, 1000].map((offset) => ({ user_id: student.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: 10, created_at: new Date(dayStart + offset) })))
    .execute();
  const result = await processors['gamification.apply']({ userId: student.id, sourceId: `zone-${student.id}` }, ctx(`zone-${student.id}`));
  const day = localDay(new Date(), zone);
  const target = dailyChallengesFor(day).find((c) => c.type === 'coloring_pages')!.targetValue;
  expect(result.challengesCompleted).toBe(target === 1 ? 1 : 0);
  const coloring = await t.db.selectFrom('challenge_progress').select(['day', 'current_progress']).where('user_id', '=', student.id).where('challenge_type', '=', 'coloring_pages').execute();
  expect(coloring).toEqual([{ day, current_progress: 1 }]);
});

it("keeps the grant and the judging's read prepared on the workers' connection, and they answer as unprepared", async () => {
  // Given the workers' connection, which keeps the reads asked after every activity prepared,
  const handle = await connect({ databaseUrl: t.url, poolMax: 1 });
  onTestFinished(() => handle.close());
  const kept = createProcessors({ db: handle.db, prepared: handle.prepared, emitter: createRedisRoomEmitter(redis, `judge-${process.pid}`), log: console, tutor: lazyTutor({}) });
  // when two learners, one of them near the 100 XP badge, are each paid twice and judged, on one
  // connection (one prepared statement each, whoever the learner is), and two more alike unprepared,
  const payAndJudge = async (jobs: typeof processors, name: string) => {
    const [near, fresh] = [await buildStudent(t.db, { xp: 95 }), await buildStudent(t.db)];
    const answers: unknown[] = [];
    for (const [n, student] of [near, fresh, near, fresh].entries()) {
      answers.push(await jobs['xp.award']({ userId: student.id, sourceId: `${name}-${n}-${student.id}`, amount: 5, reason: 'chat' }, ctx(`${name}-${n}`)));
    }
    answers.push(await jobs['gamification.apply']({ userId: fresh.id, sourceId: `${name}-judged-${fresh.id}` }, ctx(`${name}-judged`)));
    return answers;
  };
  const prepared = await payAndJudge(kept, 'kept');
  // then the grants and the judging answer what the unprepared reads answer.
  expect(prepared).toEqual(await payAndJudge(processors, 'unkept'));
  expect(prepared[0]).toMatchObject({ xpAwarded: 5, xp: 100 });
  expect((prepared[0] as { badgesAwarded: number }).badgesAwarded).toBeGreaterThanOrEqual(1);
});
