import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from './client';
import { createTestDatabase, type TestDatabase } from './testing';

describe('the Postgres connection', () => {
  let t: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    t = await createTestDatabase();
    handle = await connect({ databaseUrl: t.url });
  });
  afterAll(async () => {
    await handle?.close();
    await t?.drop();
  });

  it('prepares a statement with parameters once on a connection and answers every call from it', async () => {
    const prepared = await handle.db.transaction().execute(async (trx) => {
      // One transaction keeps one connection: the same statement three times, with different values.
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await sql<{ twice: number }>`select ${n}::int * 2 as twice`.execute(trx)).rows[0]!.twice);
      const { rows } = await sql<{ statement: string; calls: string }>`
        select statement, generic_plans + custom_plans as calls from pg_prepared_statements where statement like ${'%::int * 2 as twice'}`.execute(trx);
      return { answers, rows };
    });
    expect(prepared.answers).toEqual([2, 4, 6]);
    expect(prepared.rows).toEqual([{ statement: 'select $1::int * 2 as twice', calls: '3' }]);
  });

  it('runs a statement without parameters as it is, unprepared', async () => {
    const rows = await handle.db.transaction().execute(async (trx) => {
      await sql`select 40 + 2 as answer`.execute(trx);
      return (await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement like ${'%40 + 2%'}`.execute(trx)).rows;
    });
    expect(rows).toEqual([{ n: '0' }]);
  });
});
