import { afterAll, beforeAll, expect, it } from 'vitest';
import { awardBadge } from '../gamification/award-badges';
import { listStoredBadges } from '../gamification/badges.queries';
import { buildStudent, createTestDatabase, type TestDatabase } from '../testing';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

it("pays a badge's XP with the badge, under the learner's lock, and only once", async () => {
  const student = await buildStudent(t.db);
  const [first] = (await listStoredBadges(t.db)).filter((b) => b.badge.xpReward > 0);
  const award = await awardBadge(t.db, student.id, first!);
  expect(award?.xpGained).toBe(first!.badge.xpReward);
  expect(await t.db.selectFrom('users').select('xp').where('id', '=', student.id).executeTakeFirstOrThrow()).toEqual({ xp: first!.badge.xpReward });
  // A second time the badge is held already: nothing more is paid.
  expect(await awardBadge(t.db, student.id, first!)).toBeNull();
});
