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
      // One transaction keeps one connection: the same statement three times, with different values
      // (after a first statement, which goes with the begin).
      await sql`select 1`.execute(trx);
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

    it('sends its begin with its first statement, with parameters or without: one round trip less', async () => {
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
      // The begin with the insert, then the commit, where a separate begin made three.
      expect(valueFirst).toBe(2);
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
      // The begin with the first insert, then the held insert with the commit: two, where it was four.
      expect(trips).toBe(2);
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

    it('holds statements with parameters too, several at once, and sends them all with the commit: one round trip', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      let first: Promise<{ note: string }[]> | undefined;
      let second: Promise<{ note: string }[]> | undefined;
      const trips = await tripsOf(() =>
        counted.db.transaction().execute(async (trx) => {
          first = (await holdForNext(trx, sql<{ note: string }>`insert into client_notes values (${'held with a value'}) returning note`)).rows;
          second = (await holdForNext(trx, sql<{ note: string }>`insert into client_notes values (${'and another'} || ${'!'}) returning note`)).rows;
        }),
      );
      // The begin, both inserts (each prepared, then executed) and the commit.
      expect(trips).toBe(1);
      expect(await first).toEqual([{ note: 'held with a value' }]);
      expect(await second).toEqual([{ note: 'and another!' }]);
      expect(await notes()).toEqual(['and another!', 'held with a value']);
    });

    it('sends a statement with parameters together with the held ones before it, and answers what it read', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      let trips = 0;
      const seen = await counted.db.transaction().execute(async (trx) => {
        const before = counter.trips();
        await holdForNext(trx, sql`insert into client_notes values (${'read back'})`);
        const { rows } = await sql<{ note: string }>`select note from client_notes where note like ${'read%'}`.execute(trx);
        trips = counter.trips() - before;
        return rows;
      });
      expect(trips).toBe(1);
      expect(seen).toEqual([{ note: 'read back' }]);
    });

    it('keeps every value as it was sent: quotes, backslashes, Hebrew with its points, JSON, null, a date', async () => {
      const at = new Date('2026-11-24T10:15:30.123Z');
      const text = `it's a "quote" \\ and \\' too, בְּרֵאשִׁית בָּרָא`;
      const [row] = await counted.db.transaction().execute(async (trx) => {
        const held = await holdForNext(
          trx,
          sql<{ text: string; data: { a: number[]; b: string }; nothing: string | null; at: Date; n: number; yes: boolean }>`
            select ${text}::text as text, ${JSON.stringify({ a: [1, 2], b: "o'k" })}::jsonb as data, ${null}::text as nothing,
              ${at}::timestamptz as at, ${41}::int + 1 as n, ${true}::boolean as yes`,
        );
        return held.sent();
      });
      expect(row).toEqual({ text, data: { a: [1, 2], b: "o'k" }, nothing: null, at, n: 42, yes: true });
    });

    it('prepares a held statement again when the transaction it was first held in rolled back before sending it', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      const statement = (note: string) => sql`insert into client_notes select ${note}::text where ${note}::text like ${'%'}`;
      await expect(
        counted.db.transaction().execute(async (trx) => {
          await holdForNext(trx, statement('never sent'));
          throw new Error('changed its mind');
        }),
      ).rejects.toThrow('changed its mind');
      await counted.db.transaction().execute(async (trx) => {
        await holdForNext(trx, statement('sent this time'));
      });
      expect(await notes()).toEqual(['sent this time']);
    });

    it('prepares a statement it carries once per connection, and again after a query that failed before its prepare ran', async () => {
      await sql`delete from client_notes`.execute(handle.db);
      const keep = (note: string) =>
        counted.db.transaction().execute(async (trx) => {
          await holdForNext(trx, sql`insert into client_notes select ${note}::text where ${note}::text <> ${'fails'}`);
        });
      for (const note of ['one', 'two', 'three']) await keep(note);
      const carried = async () =>
        (await sql<{ name: string; calls: string }>`select name, (generic_plans + custom_plans)::text as calls from pg_prepared_statements where statement like ${'%where % <> %'} order by name`.execute(counted.db)).rows;
      expect(await carried()).toEqual([{ name: expect.stringMatching(/^morah_carried_\d+$/), calls: '3' }]);
      // A query that failed before a statement's prepare ran: that statement is prepared again when next carried.
      await sql`delete from client_notes`.execute(handle.db);
      const other = (note: string) => sql`insert into client_notes select ${note}::text where length(${note}::text) > ${0}`;
      await expect(
        counted.db.transaction().execute(async (trx) => {
          await holdForNext(trx, sql`insert into client_notes (no_such_column) values (${'never'})`);
          await holdForNext(trx, other('never either'));
        }),
      ).rejects.toThrow(/no_such_column/);
      await counted.db.transaction().execute(async (trx) => {
        await holdForNext(trx, other('prepared again'));
      });
      await keep('four');
      expect(await notes()).toEqual(['four', 'prepared again']);
    });
  });
});

describe('the embedded database', () => {
  let dataDir: string;
  let embedded: DbHandle;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-embedded-'));
    embedded = await connect({ dataDir });
  });
  afterAll(async () => {
    await embedded?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(embedded.db)).rows;

  it('prepares a repeated statement with values once, and answers as it would unprepared', async () => {
    await sql`create table entries (id int primary key, at timestamptz, data jsonb, done boolean, amount numeric, note text)`.execute(embedded.db);
    const add = (id: number, note: string | null) =>
      sql<{ id: number; at: Date; data: unknown; done: boolean; amount: string; note: string | null }>`insert into entries values (${id}, ${new Date(Date.UTC(2026, 10, 24, 8))}, ${JSON.stringify({ letters: ['א', 'ב'] })}, ${id % 2 === 0}, ${'1.5'}, ${note}) returning *`.execute(embedded.db);
    const first = await add(1, `it's a \\ "note"`);
    // What runs once (start-up, migrations) is not prepared; the second time it is.
    expect((await prepared()).filter((p) => p.statement.includes('insert into entries'))).toHaveLength(0);
    const second = await add(2, null);
    expect([...first.rows, ...second.rows]).toEqual([
      { id: 1, at: new Date('2026-11-24T08:00:00Z'), data: { letters: ['א', 'ב'] }, done: false, amount: '1.5', note: `it's a \\ "note"` },
      { id: 2, at: new Date('2026-11-24T08:00:00Z'), data: { letters: ['א', 'ב'] }, done: true, amount: '1.5', note: null },
    ]);
    expect(second.numAffectedRows).toBe(1n);
    expect((await prepared()).filter((p) => p.statement.includes('insert into entries'))).toHaveLength(1);
    // A broken rule is the same error either way.
    await expect(add(2, 'again')).rejects.toMatchObject({ code: '23505' });
  });

  it('runs a statement that could not be prepared as before, and the transaction goes on', async () => {
    await sql`create table marks (mark text not null)`.execute(embedded.db);
    // Another statement already has the name the next one would get: PREPARE refuses it.
    const taken = `morah_${(await prepared()).filter((p) => p.name.startsWith('morah_')).length}`;
    await sql.raw(`prepare ${taken} as select 1`).execute(embedded.db);
    await embedded.db.transaction().execute(async (trx) => {
      await sql`insert into marks values (${'in the transaction'})`.execute(trx);
      await sql`insert into marks values (${'after it'})`.execute(trx);
    });
    expect((await sql<{ mark: string }>`select mark from marks order by mark`.execute(embedded.db)).rows.map((r) => r.mark)).toEqual(['after it', 'in the transaction']);
    expect((await prepared()).find((p) => p.name === taken)?.statement).toBe(`prepare ${taken} as select 1`);
  });

  it('runs a statement held for the commit at once (it holds nothing), and answers its rows', async () => {
    await sql`create table notes (note text not null)`.execute(embedded.db);
    const keep = (note: string) => embedded.db.transaction().execute(async (trx) => (await holdForNext(trx, sql<{ note: string }>`insert into notes values (${note}) returning note`)).rows);
    const held = await embedded.db.transaction().execute(async (trx) => (await holdForNext(trx, sql<{ note: string }>`insert into notes values ('at once') returning note`)).rows);
    expect(await held).toEqual([{ note: 'at once' }]);
    expect(await keep('with a value')).toEqual([{ note: 'with a value' }]);
    // The second time it is prepared; the mark a held statement carries is not part of it.
    expect(await keep('prepared')).toEqual([{ note: 'prepared' }]);
    expect((await sql<{ note: string }>`select note from notes order by note`.execute(embedded.db)).rows).toEqual([{ note: 'at once' }, { note: 'prepared' }, { note: 'with a value' }]);
    expect((await prepared()).filter((p) => p.statement.includes('insert into notes'))).toEqual([
      expect.objectContaining({ statement: expect.stringMatching(/^prepare morah_\d+ as insert into notes values \(\$1\) returning note$/) }),
    ]);
  });
});
