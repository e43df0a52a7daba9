import { connect, type DbHandle } from '@morah/db';
import { sql } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-services';

describe('a connection in use when Postgres stops', () => {
  let pg: PrivatePostgres;
  let handle: DbHandle;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    handle = await connect({ databaseUrl: pg.url });
  });
  afterAll(async () => {
    await handle?.close();
    await pg?.destroy();
  });

  it('fails its transaction without ending the process, and the next query works once Postgres is back', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction between two queries (as a job waits on the model): its connection is checked out of the pool.
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      entered();
      await held;
      await sql`select 2`.execute(trx);
    });
    await inside;
    // Postgres closes every connection; the one in use used to raise an error nobody heard, which ended the process.
    await pg.stop();
    release();
    await expect(transaction).rejects.toThrow();

    await pg.start();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
