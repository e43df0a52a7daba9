import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildStudent, createTestDatabase, type TestDatabase, timePassesWithinTheDayFor } from '.';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

/** An activity kept `secondsIntoDay` after the start of today (UTC, the learner's zone before a check-in), or of a day before. */
async function keptAt(userId: number, secondsIntoDay: number, daysBefore = 0): Promise<void> {
  await sql`insert into activities (user_id, activity_type, duration_seconds, xp_awarded, created_at)
    values (${userId}, 'chat', 0, 1, (date_trunc('day', now() at time zone 'UTC') - make_interval(days => ${daysBefore}) + make_interval(secs => ${secondsIntoDay})) at time zone 'UTC')`.execute(t.db);
}

const keptSecondsIntoTheirDay = async (userId: number) =>
  (await sql<{ s: number }>`select extract(epoch from (created_at at time zone 'UTC') - date_trunc('day', created_at at time zone 'UTC'))::int as s
    from activities where user_id = ${userId} order by created_at`.execute(t.db)).rows.map((r) => r.s);

it('moves a learner\'s past back as far as asked when their day has room for it', async () => {
  const student = await buildStudent(t.db);
  await keptAt(student.id, 5 * 3600);
  expect(await timePassesWithinTheDayFor(t.db, student.id, 3600)).toBe(3600);
  expect(await keptSecondsIntoTheirDay(student.id)).toEqual([4 * 3600]);
});

it('never moves an activity into the day before: only to a minute after its day began', async () => {
  const student = await buildStudent(t.db);
  await keptAt(student.id, 2 * 3600);
  expect(await timePassesWithinTheDayFor(t.db, student.id, 4 * 3600)).toBe(2 * 3600 - 60);
  expect(await keptSecondsIntoTheirDay(student.id)).toEqual([60]);
});

it('moves nothing when the learner\'s day has just begun, as when a session runs past midnight', async () => {
  const student = await buildStudent(t.db);
  await keptAt(student.id, 86_400 - 30, 1);
  await keptAt(student.id, 30);
  expect(await timePassesWithinTheDayFor(t.db, student.id, 4 * 3600)).toBe(0);
  expect(await keptSecondsIntoTheirDay(student.id)).toEqual([86_400 - 30, 30]);
});
