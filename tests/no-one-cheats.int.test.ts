import { dailyActivityXpCap, MAX_PAID_ACTIVITIES_PER_DAY, MAX_PAID_STUDY_SECONDS_PER_DAY } from '@morah/contracts';
import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, signedInAgo, type TestDatabase, timePassesFor } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { until } from './support/until';

/**
 * The XP path attacked as a tester would: hours of study claimed in a minute, the same activity sent
 * in parallel or again, and a time zone hop to gain a streak day. Against real Postgres, over HTTP.
 */
let testDb: TestDatabase;
let gateway: RunningGateway;
let classCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
  classCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

const STUDY_CAP_XP = dailyActivityXpCap('study_time');
const record = (student: TestClient, body: object, headers: Record<string, string> = {}) => student.request('POST', '/api/learning/record-activity', body, headers);

/** What the learner's activities kept and paid, and what the ledger granted for them once every grant is in. */
async function ledgerOf(userId: number) {
  const activities = await testDb.db.selectFrom('activities').select(['id', 'activity_type', 'duration_seconds', 'xp_awarded']).where('user_id', '=', userId).execute();
  const paid = activities.filter((a) => a.xp_awarded > 0);
  const grants = await until(async () => {
    const rows = await testDb.db.selectFrom('xp_events').select(['source_id', 'amount']).where('user_id', '=', userId).where('source_id', 'like', 'activity-%').execute();
    return rows.length === paid.length ? rows : undefined;
  });
  return { activities, paidXp: paid.reduce((sum, a) => sum + a.xp_awarded, 0), grantedXp: grants.reduce((sum, g) => sum + g.amount, 0) };
}

/**
 * A fixed-offset zone where it is now between 18:00 and 19:00, so a test can move a learner's day
 * 12 hours back and still be on the same local day.
 */
function zoneAtSixInTheEvening(): string {
  let offset = 18 - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  // Etc/GMT-5 is five hours ahead of UTC (the sign is the other way round).
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe('no one cheats on XP', () => {
  it('pays at most 8 hours of study when 100 claims of 4 hours arrive within a minute', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Gadi');
    // The child has been here 10 hours: one 4-hour claim is believable, the next ones are not.
    await signedInAgo(testDb.db, user.id, 10 * 3600);
    const answers = await Promise.all(Array.from({ length: 100 }, () => record(student, { activityType: 'study_time', duration: 14_400, xpEarned: 480 })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const paid = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + a.body.xpAwarded, 0);
    expect(paid).toBeLessThanOrEqual(STUDY_CAP_XP);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/^Not so fast! You last saved your learning .+ ago(, so you can save up to \d+ minutes? now\.|\. Keep learning, and save your time a little later\.)$/);
    }
    const ledger = await ledgerOf(user.id);
    expect(ledger.grantedXp).toBe(ledger.paidXp);
    expect(ledger.grantedXp).toBeLessThanOrEqual(STUDY_CAP_XP);
    const me = (await student.get('/api/auth/me')).body.user;
    expect(me.level).toBeLessThan(22);
  });

  it('keeps study past 8 hours a day but pays it nothing, and says so in words a child reads', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Hila');
    // The child's day is the day in their own zone: one where the day is long enough to move 12 hours back in.
    expect((await student.post('/api/gamification/update-streak', { timeZone: zoneAtSixInTheEvening() })).status).toBe(200);
    await signedInAgo(testDb.db, user.id, 3 * 3600 + 60);
    const paid: number[] = [];
    for (const hours of [3, 4, 4, 1]) {
      const res = await record(student, { activityType: 'study_time', duration: hours * 3600 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      paid.push(res.body.xpAwarded);
      if (hours === 4 && paid.length === 3) {
        expect(res.body.dailyCapReached).toBe(true);
        expect(res.body.message).toBe('It is saved. You earned 120 XP for the part before the limit. You studied 8 hours today, the most that earns XP in one day. Study time earns XP again tomorrow.');
      }
      await timePassesFor(testDb.db, user.id, 4 * 3600);
    }
    // 3 h (360) + 4 h (480) + the 1 h left of the 8 (120) + nothing.
    expect(paid).toEqual([360, 480, 120, 0]);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(STUDY_CAP_XP);
    const ledger = await ledgerOf(user.id);
    expect(ledger.activities.map((a) => a.duration_seconds).reduce((a, b) => a + b, 0)).toBe(12 * 3600);
    expect(ledger.grantedXp).toBe(xpForSeconds(MAX_PAID_STUDY_SECONDS_PER_DAY));
  });

  it('pays at most the daily number of coloring pages when 50 arrive at once', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Itai');
    const answers = await Promise.all(Array.from({ length: 50 }, () => record(student, { activityType: 'coloring' })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const paidAnswers = answers.filter((a) => a.body.xpAwarded > 0);
    expect(paidAnswers).toHaveLength(MAX_PAID_ACTIVITIES_PER_DAY.coloring);
    expect(paidAnswers.length).toBeLessThanOrEqual(20);
    for (const a of answers.filter((x) => x.body.xpAwarded === 0)) {
      expect(a.body).toMatchObject({ dailyCapReached: true, message: 'It is saved. You colored so much today! Coloring earns XP again tomorrow.' });
    }
    const ledger = await ledgerOf(user.id);
    // Every page is kept; only the first ones pay.
    expect(ledger.activities).toHaveLength(50);
    expect(ledger.grantedXp).toBe(dailyActivityXpCap('coloring'));
  });

  it('pays parsha reading at most its daily cap when one child steps into every parsha in a day', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Noam');
    const { parshiyot } = (await student.get('/api/parsha')).body as { parshiyot: { name: string }[] };
    expect(parshiyot).toHaveLength(54);
    const answers = [];
    for (const { name } of parshiyot) answers.push(await student.post('/api/parsha/progress', { parshaName: name, verseProgress: 1 }));
    expect(answers.map((a) => a.status)).toEqual(Array(54).fill(200));
    const paid = answers.reduce((sum, a) => sum + a.body.xpAwarded, 0);
    expect(paid).toBe(dailyActivityXpCap('parsha'));
    // Past the cap the step is kept (the child resumes there) and the child reads why nothing was paid.
    const past = answers.at(-1)!.body;
    expect(past).toMatchObject({ xpAwarded: 0, verseProgress: 1, dailyCapReached: true, message: 'It is saved. You read so much Torah today! Reading earns XP again tomorrow.' });
    expect(answers[0]!.body).toMatchObject({ xpAwarded: 15, dailyCapReached: false, message: null });
    const ledger = await until(async () => {
      const rows = await testDb.db.selectFrom('xp_events').select(['amount']).where('user_id', '=', user.id).where('reason', '=', 'parsha').execute();
      return rows.length === MAX_PAID_ACTIVITIES_PER_DAY.parsha ? rows : undefined;
    });
    expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(dailyActivityXpCap('parsha'));
    // Reading through another route the same day finds the cap already used.
    expect((await record(student, { activityType: 'parsha' })).body).toMatchObject({ xpAwarded: 0, dailyCapReached: true });
  });

  it('refuses a duration longer than the time since sign-in or the last activity, and keeps nothing', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Keren');
    const early = await record(student, { activityType: 'study_time', duration: 600 });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'Not so fast! You signed in less than a minute ago. Keep learning, and save your time a little later.',
      details: [{ path: ['duration'], loggableMinutes: 0 }],
    });
    expect(await testDb.db.selectFrom('activities').select('id').where('user_id', '=', user.id).execute()).toEqual([]);

    await signedInAgo(testDb.db, user.id, 15 * 60);
    expect((await record(student, { activityType: 'study_time', duration: 600 })).status).toBe(200);
    const again = await record(student, { activityType: 'study_time', duration: 600 });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toContain('You last saved your learning');
    // Activities without a duration are not held back.
    expect((await record(student, { activityType: 'parsha' })).status).toBe(200);
    expect(await testDb.db.selectFrom('activities').select('activity_type').where('user_id', '=', user.id).orderBy('id').execute()).toEqual([
      { activity_type: 'study_time' },
      { activity_type: 'parsha' },
    ]);
  });

  it('answers a repeated idempotency key with the first activity and pays it once', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Lior');
    await signedInAgo(testDb.db, user.id, 3600);
    const key = 'learning-log-0f3a9c2e7b';
    const body = { activityType: 'study_time', duration: 30 * 60 };
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => record(student, { ...body, idempotencyKey: key })),
      ...Array.from({ length: 4 }, () => record(student, body, { 'idempotency-key': key })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.xpAwarded))).toEqual(new Set([60]));
    const later = await record(student, body, { 'idempotency-key': key });
    expect(later.body).toMatchObject({ xpAwarded: 60, dailyCapReached: false, message: null });
    const ledger = await ledgerOf(user.id);
    expect(ledger.activities).toHaveLength(1);
    expect(ledger.grantedXp).toBe(60);

    // The same key for something else is a mistake, said plainly; so are two different keys, or a bad one.
    const other = await record(student, { activityType: 'study_time', duration: 10 * 60 }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('That activity was already saved with different details. Please try again.');
    expect((await record(student, { ...body, idempotencyKey: 'another-key-123' }, { 'idempotency-key': key })).status).toBe(400);
    const bad = await record(student, body, { 'idempotency-key': 'no spaces please' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('The idempotency key may use only letters, digits and - _ . :');
    expect((await ledgerOf(user.id)).activities).toHaveLength(1);
  });
});

describe('no one cheats on streaks', () => {
  it('does not raise the streak when the zone hops from the last to the first a second later', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Meir');
    const checkIn = (timeZone?: string) => student.post('/api/gamification/update-streak', timeZone ? { streakType: 'daily_login', timeZone } : {});
    expect((await checkIn('Etc/GMT+12')).body).toMatchObject({ currentStreak: 1, timeZone: 'Etc/GMT+12' });
    // Kiritimati is 26 hours ahead: there it is already tomorrow (or the day after).
    expect((await checkIn('Pacific/Kiritimati')).body).toEqual({ bonusXP: 0, currentStreak: 1, timeZone: 'Pacific/Kiritimati' });
    expect((await checkIn('Pacific/Kiritimati')).body).toEqual({ bonusXP: 0, currentStreak: 1, timeZone: 'Pacific/Kiritimati' });
    // A second change within 7 days is not taken: the stored zone counts.
    expect((await checkIn('Etc/GMT+12')).body).toEqual({ bonusXP: 0, currentStreak: 1, timeZone: 'Pacific/Kiritimati' });
    expect((await checkIn()).body).toEqual({ bonusXP: 0, currentStreak: 1, timeZone: 'Pacific/Kiritimati' });

    // Eight days on (only the change is moved back), a change is accepted, and still gains no day.
    await testDb.db.updateTable('streaks').set({ time_zone_changed_at: new Date(Date.now() - 8 * 86_400_000) }).where('user_id', '=', user.id).execute();
    expect((await checkIn('Etc/GMT+12')).body).toEqual({ bonusXP: 0, currentStreak: 1, timeZone: 'Etc/GMT+12' });
    expect((await checkIn('Pacific/Kiritimati')).body).toEqual({ bonusXP: 0, currentStreak: 1, timeZone: 'Etc/GMT+12' });

    const bonuses = await testDb.db.selectFrom('xp_events').select('amount').where('user_id', '=', user.id).where('reason', '=', 'streak').execute();
    expect(bonuses).toEqual([{ amount: 5 }]);
  });
});

function xpForSeconds(seconds: number): number {
  return Math.floor(seconds / 60) * 2;
}
