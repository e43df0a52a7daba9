import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from './client';
import { holdForNext } from './transaction-trips';
import { createTestDatabase, roundTripCounter, type TestDatabase } from './testing';

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

  describe('a transaction', () => {
    let counter: Awaited<ReturnType<typeof roundTripCounter>>;
    let counted: DbHandle;
    beforeAll(async () => {
      counter = await roundTripCounter(t.url);
      counted = await connect({ databaseUrl: counter.url, poolMax: 1 });
      await sql`create table if not exists client_notes (note text not null)`.execute(handle.db);
      await sql`select 1`.execute(counted.db); // the connection is open before anything is counted
    });
    afterAll(async () => {
      await counted?.close();
      await counter?.close();
    });
    const notes = async () => (await sql<{ note: string }>`select note from client_notes order by note`.execute(handle.db)).rows.map((r) => r.note);
    const tripsOf = async (work: () => Promise<unknown>) => {
      const before = counter.trips();
      await work();
      return counter.trips() - before;
    };

    it('sends its begin with a first statement that has no parameters: one round trip less', async () => {
      const literalFirst = await tripsOf(() =>
        counted.db.transaction().execute(async (trx) => {
          await sql`insert into client_notes values ('literal first')`.execute(trx);
          await sql`insert into client_notes values (${'then one with a value'})`.execute(trx);
        }),
      );
      // The statement, the next one, the commit: three, where a separate begin made four.
      expect(literalFirst).toBe(3);
      const valueFirst = await tripsOf(() =>
        counted.db.transaction().execute(async (trx) => {
          await sql`insert into client_notes values (${'value first'})`.execute(trx);
        }),
      );
      expect(valueFirst).toBe(3);
      expect(await tripsOf(() => counted.db.transaction().execute(async () => undefined))).toBe(0);
      expect(await notes()).toEqual(['literal first', 'then one with a value', 'value first']);
    });

    it('is still one transaction: a failure undoes its first statement too, and the connection is clean after', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      for (const first of [sql`insert into client_notes values ('undone')`, sql`insert into client_notes values (${'undone too'})`]) {
        await expect(
          counted.db.transaction().execute(async (trx) => {
            await first.execute(trx);
            await sql`select 1 / 0`.execute(trx);
          }),
        ).rejects.toThrow(/division by zero/);
      }
      // An empty transaction leaves nothing open: the next statement on the connection commits by itself.
      await counted.db.transaction().execute(async () => undefined);
      await sql`insert into client_notes values ('kept')`.execute(counted.db);
      expect(await notes()).toEqual(['kept']);
      // A failing first statement that went with the begin is rolled back like any other.
      await expect(counted.db.transaction().execute((trx) => sql`select 1 / 0`.execute(trx))).rejects.toThrow(/division by zero/);
      await sql`insert into client_notes values ('kept too')`.execute(counted.db);
      expect(await notes()).toEqual(['kept', 'kept too']);
    });

    it('sends a statement held for the commit with the commit, and answers its rows once committed', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      let held: Promise<{ note: string }[]> | undefined;
      const trips = await tripsOf(() =>
        counted.db.transaction().execute(async (trx) => {
          await sql`insert into client_notes values (${'first'})`.execute(trx);
          const afterFirst = counter.trips();
          held = (await holdForNext(trx, sql<{ note: string }>`insert into client_notes values (${sql.lit("it's held")}) returning note`)).rows;
          // Not written yet: nothing has gone to the database since the first insert.
          expect(counter.trips()).toBe(afterFirst);
        }),
      );
      // The begin, the first insert, then the held insert with the commit: three, where it was four.
      expect(trips).toBe(3);
      expect(await held).toEqual([{ note: "it's held" }]);
      expect(await notes()).toEqual(['first', "it's held"]);
    });

    it('sends a held statement with the next one that has its values written in: one round trip, each its own rows', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      let trips = 0;
      const [held, next] = await counted.db.transaction().execute(async (trx) => {
        const before = counter.trips();
        const first = await holdForNext(trx, sql<{ note: string }>`insert into client_notes values ('held') returning note`);
        const { rows } = await sql<{ notes: string }>`select count(*)::text as notes from client_notes`.execute(trx);
        trips = counter.trips() - before;
        return [await first.sent(), rows];
      });
      // The begin, the held insert and the count went as one; the count saw the insert.
      expect(trips).toBe(1);
      expect(held).toEqual([{ note: 'held' }]);
      expect(next).toEqual([{ notes: '1' }]);
      // Nothing took it along: it is sent alone when its rows are asked for.
      const alone = await counted.db.transaction().execute(async (trx) => (await holdForNext(trx, sql<{ note: string }>`insert into client_notes values ('alone') returning note`)).sent());
      expect(alone).toEqual([{ note: 'alone' }]);
      expect(await notes()).toEqual(['alone', 'held']);
    });

    it('runs a held statement before any statement that follows it in the transaction', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      const seen = await counted.db.transaction().execute(async (trx) => {
        await holdForNext(trx, sql`insert into client_notes values ('held, then read')`);
        return (await sql<{ note: string }>`select note from client_notes where note like ${'held%'}`.execute(trx)).rows;
      });
      expect(seen).toEqual([{ note: 'held, then read' }]);
      expect(await notes()).toEqual(['held, then read']);
    });

    it('keeps nothing of a transaction whose held statement fails at the commit, nor of one that rolls back', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      let held: Promise<unknown[]> | undefined;
      await expect(
        counted.db.transaction().execute(async (trx) => {
          await sql`insert into client_notes values (${'undone with the held one'})`.execute(trx);
          held = (await holdForNext(trx, sql`insert into client_notes values (null)`)).rows;
        }),
      ).rejects.toThrow(/null value/);
      await expect(held).rejects.toThrow(/null value/);
      await expect(
        counted.db.transaction().execute(async (trx) => {
          held = (await holdForNext(trx, sql`insert into client_notes values ('never written')`)).rows;
          throw new Error('changed its mind');
        }),
      ).rejects.toThrow('changed its mind');
      await expect(held).rejects.toThrow(/rolled back/);
      // The connection is clean: the next statement commits by itself.
      await sql`insert into client_notes values ('kept')`.execute(counted.db);
      expect(await notes()).toEqual(['kept']);
    });

    it('refuses to hold a statement with parameters (it could not go as a simple query)', async () => {
      await expect(counted.db.transaction().execute((trx) => holdForNext(trx, sql`insert into client_notes values (${'a value'})`))).rejects.toThrow(/values written in/);
    });
  });
});

describe('the embedded database', () => {
  it('runs a statement held for the commit at once (it holds nothing), and answers its rows', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'morah-held-'));
    const embedded = await connect({ dataDir });
    try {
      await sql`create table notes (note text not null)`.execute(embedded.db);
      const held = await embedded.db.transaction().execute(async (trx) => (await holdForNext(trx, sql<{ note: string }>`insert into notes values ('at once') returning note`)).rows);
      expect(await held).toEqual([{ note: 'at once' }]);
      expect((await sql<{ note: string }>`select note from notes`.execute(embedded.db)).rows).toEqual([{ note: 'at once' }]);
    } finally {
      await embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
