import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type DbHandle } from '../client';
import { awardBadge } from '../gamification/award-badges';
import { listStoredBadges } from '../gamification/badges.queries';
import { buildStudent, createTestDatabase, roundTripCounter, type TestDatabase } from '../testing';

let t: TestDatabase;
let counter: Awaited<ReturnType<typeof roundTripCounter>>;
let handle: DbHandle;

beforeAll(async () => {
  t = await createTestDatabase();
  counter = await roundTripCounter(t.url);
  handle = await connect({ databaseUrl: counter.url, poolMax: 1 });
  await sql`select 1`.execute(handle.db); // the connection is open before anything is counted
});
afterAll(async () => {
  await handle?.close();
  await counter?.close();
  await t?.drop();
});

it("sends a learner's lock with its transaction's begin: a badge with its XP in four round trips", async () => {
  const student = await buildStudent(t.db);
  const [first] = (await listStoredBadges(handle.db)).filter((b) => b.badge.xpReward > 0);
  const before = counter.trips();
  const award = await awardBadge(handle.db, student.id, first!);
  // begin with the learner's lock, the badge, its XP, commit (five with the begin on its own).
  expect(counter.trips() - before).toBe(4);
  expect(award?.xpGained).toBe(first!.badge.xpReward);
  expect(await t.db.selectFrom('users').select('xp').where('id', '=', student.id).executeTakeFirstOrThrow()).toEqual({ xp: first!.badge.xpReward });
  // A second time the badge is held already: nothing more is paid.
  expect(await awardBadge(handle.db, student.id, first!)).toBeNull();
});
