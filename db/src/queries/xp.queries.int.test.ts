import { levelForXp, levelThreshold } from '@morah/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockLearner } from '../activities/lock-learner';
import { buildStudent, createTestDatabase, type TestDatabase } from '../testing';
import { grantXp } from './xp.queries';

describe('granting XP', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  const standing = (userId: number) => t.db.selectFrom('users').select(['xp', 'level']).where('id', '=', userId).executeTakeFirstOrThrow();
  const entries = (userId: number) => t.db.selectFrom('xp_events').select(['source_id', 'amount']).where('user_id', '=', userId).execute();

  it('writes the entry and the new standing once per source', async () => {
    const student = await buildStudent(t.db);
    const first = await grantXp(t.db, { userId: student.id, sourceId: `test-${student.id}-a`, amount: 450, reason: 'test' });
    expect(first).toEqual({ granted: true, amount: 450, xp: 450, level: 2, previousLevel: 1 });

    const again = await grantXp(t.db, { userId: student.id, sourceId: `test-${student.id}-a`, amount: 450, reason: 'test' });
    expect(again).toEqual({ granted: false, amount: 0, xp: 450, level: 2, previousLevel: 2 });
    expect(await standing(student.id)).toEqual({ xp: 450, level: 2 });
    expect(await entries(student.id)).toEqual([{ source_id: `test-${student.id}-a`, amount: 450 }]);
  });

  it('adds to the XP a grant committed while it waited for the learner, not to what it saw before', async () => {
    const student = await buildStudent(t.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // Another writer of the learner's day holds their row and grants 350 (a badge, say).
    const other = t.db.transaction().execute(async (trx) => {
      await lockLearner(trx, student.id);
      await grantXp(trx, { userId: student.id, sourceId: `test-${student.id}-badge`, amount: 350, reason: 'badge' });
      locked();
      await held;
    });
    await lockTaken;
    const waiting = grantXp(t.db, { userId: student.id, sourceId: `test-${student.id}-chat`, amount: 60, reason: 'activity' });
    // The grant waits for the row: it shows up in Postgres as waiting on a lock.
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
        return rows[0]!.n;
      })
      .toBe(1);
    release();
    await other;
    expect(await waiting).toEqual({ granted: true, amount: 60, xp: 410, level: 2, previousLevel: 1 });
    expect(await standing(student.id)).toEqual({ xp: 410, level: 2 });
  });

  it('stores and tells the level the rule gives, on either side of a level, each new level once', async () => {
    const student = await buildStudent(t.db);
    // Grants landing one short of level 2, on it, past it, one short of level 3 and far past level 5.
    const steps = [levelThreshold(2) - 1, 1, 1, levelThreshold(3) - levelThreshold(2) - 2, levelThreshold(6) - levelThreshold(3) + 7];
    const told: number[] = [];
    let xp = 0;
    for (const [i, amount] of steps.entries()) {
      const grant = await grantXp(t.db, { userId: student.id, sourceId: `test-${student.id}-step-${i}`, amount, reason: 'test' });
      xp += amount;
      expect(grant).toEqual({ granted: true, amount, xp, level: levelForXp(xp), previousLevel: levelForXp(xp - amount) });
      expect(await standing(student.id)).toEqual({ xp, level: levelForXp(xp) });
      if (grant.level > grant.previousLevel) told.push(grant.level);
    }
    expect(told).toEqual([2, 6]);
  });

  it('tells a level once when two grants race across it, and stores the higher level', async () => {
    const student = await buildStudent(t.db);
    await grantXp(t.db, { userId: student.id, sourceId: `test-${student.id}-start`, amount: levelThreshold(2) - 5, reason: 'test' });
    const grants = await Promise.all([10, 20].map((amount) => grantXp(t.db, { userId: student.id, sourceId: `test-${student.id}-race-${amount}`, amount, reason: 'test' })));
    expect(grants.filter((g) => g.level > g.previousLevel).map((g) => g.level)).toEqual([2]);
    expect(await standing(student.id)).toEqual({ xp: levelThreshold(2) + 25, level: 2 });
  });
});
