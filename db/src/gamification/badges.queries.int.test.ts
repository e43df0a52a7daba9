import { BADGE_CATALOGUE } from '@morah/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { listStoredBadges } from './badges.queries';

let t: TestDatabase;
/** The same database through a handle of its own, with Kysely's log of the statements it sends. */
let counted: Kysely<Database>;
const sent: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  counted = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.url, max: 1 }) }),
    log: (event) => void (event.level === 'query' && sent.push(event.query.sql)),
  });
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
