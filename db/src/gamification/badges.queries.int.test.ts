import { BADGE_CATALOGUE } from '@morah/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, statementCounter, type TestDatabase } from '../testing';
import { listStoredBadges } from './badges.queries';

let t: TestDatabase;
let counted: ReturnType<typeof statementCounter>['db'];
let sent: string[];

beforeAll(async () => {
  t = await createTestDatabase();
  ({ db: counted, sent } = statementCounter(t.url));
});
afterAll(async () => {
  await counted?.destroy();
  await t?.drop();
});

it('reads the badge catalogue once per database handle, not at every judging', async () => {
  const first = await listStoredBadges(counted);
  expect(first.map((b) => b.badge.key)).toEqual(BADGE_CATALOGUE.map((b) => b.key));
  expect(sent).toHaveLength(1);
  const again = await Promise.all([listStoredBadges(counted), listStoredBadges(counted)]);
  expect(again).toEqual([first, first]);
  expect(sent).toHaveLength(1);
  // Another handle (another database) reads its own.
  expect((await listStoredBadges(t.db)).length).toBe(first.length);
  expect(sent).toHaveLength(1);
});
