import { levelForXp, levelThreshold } from '@morah/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockLearner } from '../activities/lock-learner';
import { buildStudent, createTestDatabase, type TestDatabase } from '../testing';
import { grantXp, levelOfXpSql } from './xp.queries';

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

  it('gives the level the rule gives, on either side of every level up to 100', async () => {
    const xps = [0, 1, 99, ...Array.from({ length: 100 }, (_, i) => levelThreshold(i + 1)).flatMap((x) => [x - 1, x, x + 1])].filter((x) => x >= 0);
    const { rows } = await sql<{ xp: number; level: number }>`select x as xp, ${levelOfXpSql(sql`x`)} as level from unnest(${sql.val(xps)}::int[]) as x`.execute(t.db);
    expect(rows).toHaveLength(xps.length);
    for (const row of rows) expect({ xp: row.xp, level: row.level }).toEqual({ xp: row.xp, level: levelForXp(row.xp) });
  });
});
