import { afterAll, beforeAll, expect, it } from 'vitest';
import { awardBadge } from '../gamification/award-badges';
import { listStoredBadges } from '../gamification/badges.queries';
import { buildStudent, createTestDatabase, countedConnection, type TestDatabase } from '../testing';

let t: TestDatabase;
let counted: Awaited<ReturnType<typeof countedConnection>>;

beforeAll(async () => {
  t = await createTestDatabase();
  counted = await countedConnection(t.url, 1);
});
afterAll(async () => {
  await counted?.close();
  await t?.drop();
});

it("sends a learner's lock with its transaction's begin: a badge with its XP in four round trips", async () => {
  const student = await buildStudent(t.db);
  const [first] = (await listStoredBadges(counted.db)).filter((b) => b.badge.xpReward > 0);
  const before = counted.trips();
  const award = await awardBadge(counted.db, student.id, first!);
  // begin with the learner's lock, the badge, its XP, commit (five with the begin on its own).
  expect(counted.trips() - before).toBe(4);
  expect(award?.xpGained).toBe(first!.badge.xpReward);
  expect(await t.db.selectFrom('users').select('xp').where('id', '=', student.id).executeTakeFirstOrThrow()).toEqual({ xp: first!.badge.xpReward });
  // A second time the badge is held already: nothing more is paid.
  expect(await awardBadge(counted.db, student.id, first!)).toBeNull();
});
