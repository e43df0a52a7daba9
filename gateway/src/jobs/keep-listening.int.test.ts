import { connect, type DbHandle } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepListening } from './keep-listening';

describe('listening to the database for as long as asked', () => {
  let t: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    t = await createTestDatabase();
    handle = await connect({ databaseUrl: t.url, poolMax: 2 });
  });
  afterAll(async () => {
    await handle?.close();
    await t?.drop();
  });

  const listeners = async () =>
    (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(handle.db)).rows.map((r) => r.pid);
  /** Resolves at the next notice heard. */
  const until = (heard: { next?: () => void }) => new Promise<void>((resolve) => (heard.next = resolve));

  it('hears a notice sent after the connection it listened on was cut, and hears once at each start for what it missed', async () => {
    const heard: { next?: () => void } = {};
    let count = 0;
    const first = until(heard);
    const stop = await keepListening(handle.listen, 'morah_test_channel', () => (count++, heard.next?.()), 50);
    try {
      await first;
      expect(count).toBe(1);
      const sent = until(heard);
      await sql`select pg_notify('morah_test_channel', '')`.execute(handle.db);
      await sent;
      expect(count).toBe(2);

      const [pid] = await listeners();
      const relistened = until(heard);
      await sql`select pg_terminate_backend(${pid!})`.execute(handle.db);
      await relistened;
      expect(await listeners()).not.toContain(pid);
      const after = until(heard);
      await sql`select pg_notify('morah_test_channel', '')`.execute(handle.db);
      await after;
      expect(count).toBe(4);
    } finally {
      await stop();
    }
    for (let i = 0; i < 100 && (await listeners()).length > 0; i++) await new Promise((r) => setImmediate(r));
    expect(await listeners()).toEqual([]);
  });
});
