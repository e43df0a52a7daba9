import { withinDailyCap } from '@morah/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, createTestDatabase, type TestDatabase } from '../testing';
import { keepActivityIn, STORED_TIME_ZONE } from './keep-activity';
import { lockLearner } from './lock-learner';
import { recordLearnerActivity } from './record-activity';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

/** A cap that is not a multiple of the pay, so the last paid activity gets only what is left. */
const PAY = { amount: 5, dailyCap: 12 };
const paidOf = async (userId: number) =>
  (await t.db.selectFrom('activities').select('xp_awarded').where('user_id', '=', userId).orderBy('id').execute()).map((a) => a.xp_awarded);

describe("an activity the day's cap alone decides", () => {
  it('pays what is left of the cap, as the cap rule says, each kept after the learner\'s lock', async () => {
    const student = await buildStudent(t.db);
    const paid: number[] = [];
    for (let i = 0; i < 4; i++) {
      await t.db.transaction().execute(async (trx) => {
        await lockLearner(trx, student.id);
        const kept = await keepActivityIn(trx, { userId: student.id, activityType: 'coloring', durationSeconds: 0, timeZone: 'UTC' }, PAY);
        if (!kept.ok) throw new Error('refused');
        paid.push(kept.activity.xp);
      });
    }
    expect(paid).toEqual([5, 5, 2, 0]);
    expect(paid).toEqual([0, 5, 10, 12].map((before) => withinDailyCap(PAY.amount, PAY.dailyCap, before)));
    // Every one is kept, the unpaid one too, with what it paid.
    expect(await paidOf(student.id)).toEqual([5, 5, 2, 0]);
  });

  it.each([3, 9, 12, 30])('pays what the cap rule says after %i XP already paid today, past the cap too', async (before) => {
    const student = await buildStudent(t.db);
    await t.db.insertInto('activities').values({ user_id: student.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: before }).execute();
    const kept = await t.db.transaction().execute(async (trx) => {
      await lockLearner(trx, student.id);
      return keepActivityIn(trx, { userId: student.id, activityType: 'coloring', durationSeconds: 0, timeZone: 'UTC' }, PAY);
    });
    expect(kept).toEqual({ ok: true, activity: { id: expect.any(Number), xp: withinDailyCap(PAY.amount, PAY.dailyCap, before) } });
  });

  // UTC+14: the learner's day starts well before UTC's, so counting UTC's day pays 5 then 5 or 0 then 0.
  const zone = 'Pacific/Kiritimati';
  it.each([
    ['given by the caller', zone],
    ['stored with their streak, read by the statement itself', STORED_TIME_ZONE],
  ] as const)("counts only this kind's pay on the learner's own day, their zone %s", async (_, timeZone) => {
    const student = await buildStudent(t.db);
    await t.db.insertInto('streaks').values({ user_id: student.id, streak_type: 'daily_login', current: 1, longest: 1, last_day: null, time_zone: zone }).execute();
    const dayStart = await sql<{ at: Date }>`select ((now() at time zone ${zone})::date)::timestamp at time zone ${zone} as at`.execute(t.db);
    const startOfDay = new Date(dayStart.rows[0]!.at);
    await t.db
      .insertInto('activities')
      .values([
        // The day before, in the learner's zone (though the same date in UTC, perhaps): not counted.
        { user_id: student.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: 12, created_at: new Date(startOfDay.getTime() - 1000) },
        // Today, another kind: not counted.
        { user_id: student.id, activity_type: 'parsha', duration_seconds: 0, xp_awarded: 12, created_at: new Date(startOfDay.getTime() + 1000) },
        // Today, this kind: counted.
        { user_id: student.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: 4, created_at: new Date(startOfDay.getTime() + 1000) },
      ])
      .execute();
    const kept = await recordLearnerActivity(t.db, { userId: student.id, activityType: 'coloring', durationSeconds: 0, timeZone, decide: PAY });
    expect(kept).toMatchObject({ outcome: 'kept', activity: { xp: 5 } });
    const next = await recordLearnerActivity(t.db, { userId: student.id, activityType: 'coloring', durationSeconds: 0, timeZone, decide: PAY });
    expect(next).toMatchObject({ outcome: 'kept', activity: { xp: 3 } });
  });

  it('counts UTC\'s day for a learner with no stored zone', async () => {
    const student = await buildStudent(t.db);
    const utcDayStart = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    await t.db
      .insertInto('activities')
      .values([
        { user_id: student.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: 12, created_at: new Date(utcDayStart.getTime() - 1000) },
        { user_id: student.id, activity_type: 'coloring', duration_seconds: 0, xp_awarded: 4, created_at: new Date(utcDayStart.getTime() + 1000) },
      ])
      .execute();
    await t.db.transaction().execute(async (trx) => {
      await lockLearner(trx, student.id);
      const kept = await keepActivityIn(trx, { userId: student.id, activityType: 'coloring', durationSeconds: 0, timeZone: STORED_TIME_ZONE }, PAY);
      expect(kept).toMatchObject({ ok: true, activity: { xp: 5 } });
    });
  });

  it('refuses the stored zone for a decision that reads the day\'s facts (it needs the zone first)', async () => {
    const student = await buildStudent(t.db);
    await expect(
      recordLearnerActivity(t.db, { userId: student.id, activityType: 'study_time', durationSeconds: 60, timeZone: STORED_TIME_ZONE, decide: () => ({ ok: true, xp: 1 }) }),
    ).rejects.toThrow(/stored time zone/);
    expect(await paidOf(student.id)).toEqual([]);
  });

  it('pays the cap once, not twice, when many arrive at once', async () => {
    const student = await buildStudent(t.db);
    const kept = await Promise.all(
      Array.from({ length: 12 }, () => recordLearnerActivity(t.db, { userId: student.id, activityType: 'chat', durationSeconds: 0, timeZone: 'UTC', decide: PAY })),
    );
    const paid = kept.map((k) => (k.outcome === 'kept' ? k.activity.xp : -1));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(PAY.dailyCap);
    expect(paid.filter((xp) => xp > 0).sort()).toEqual([2, 5, 5]);
    expect((await paidOf(student.id)).filter((xp) => xp === 0)).toHaveLength(9);
  });
});
