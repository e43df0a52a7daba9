import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from './client';
import { copyMigratedEmbedded, createTestDatabase, type TestDatabase } from './testing';

const at = new Date('2026-11-24T10:15:30.123Z');
const text = `it's a "quote" \\ and \\' too, בְּרֵאשִׁית בָּרָא`;

/** Every kind of value Morah sends, read back: each must come back as it went. */
const roundTrip = (db: DbHandle['db']) =>
  sql<{ text: string; data: { a: number[]; b: string }; nothing: string | null; at: Date; n: number; yes: boolean }>`
    select ${text}::text as text, ${JSON.stringify({ a: [1, 2], b: "o'k" })}::jsonb as data, ${null}::text as nothing,
      ${at}::timestamptz as at, ${41}::int + 1 as n, ${true}::boolean as yes`.execute(db);
const expected = { text, data: { a: [1, 2], b: "o'k" }, nothing: null, at, n: 42, yes: true };

describe('the Postgres connection', () => {
  let t: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    t = await createTestDatabase();
    handle = await connect({ databaseUrl: t.url, poolMax: 1 });
    await sql`create table if not exists client_notes (note text not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await t?.drop();
  });
  const notes = async () => (await sql<{ note: string }>`select note from client_notes order by note`.execute(handle.db)).rows.map((r) => r.note);

  it('keeps every value as it was sent: quotes, backslashes, Hebrew with its points, JSON, null, a date', async () => {
    expect((await roundTrip(handle.db)).rows).toEqual([expected]);
  });

  it('undoes a failed transaction whole, and the connection is clean after', async () => {
    for (const first of [sql`insert into client_notes values ('undone')`, sql`insert into client_notes values (${'undone too'})`]) {
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await first.execute(trx);
          await sql`select 1 / 0`.execute(trx);
        }),
      ).rejects.toThrow(/division by zero/);
    }
    await sql`insert into client_notes values (${'kept'})`.execute(handle.db);
    expect(await notes()).toEqual(['kept']);
  });
});

describe('the embedded database', () => {
  let dataDir: string;
  let embedded: DbHandle;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-embedded-'));
    embedded = await connect({ dataDir: await copyMigratedEmbedded(dataDir) });
  });
  afterAll(async () => {
    await embedded?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every value as it was sent, as Postgres does', async () => {
    expect((await roundTrip(embedded.db)).rows).toEqual([expected]);
  });

  it('answers a broken rule with the same error as Postgres, and the transaction is undone', async () => {
    await sql`create table entries (id int primary key, note text)`.execute(embedded.db);
    await sql`insert into entries values (${1}, ${'first'})`.execute(embedded.db);
    await expect(
      embedded.db.transaction().execute(async (trx) => {
        await sql`insert into entries values (${2}, ${'undone'})`.execute(trx);
        await sql`insert into entries values (${1}, ${'again'})`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await sql<{ id: number }>`select id from entries`.execute(embedded.db)).rows).toEqual([{ id: 1 }]);
  });
});
