import { createServer, connect as connectTcp, type Server } from 'node:net';
import { sql } from 'kysely';
import { connect, type DbHandle } from '../client';

/**
 * A proxy in front of Postgres that counts the client's round trips: each simple query ('Q') and
 * each Sync ('S', the end of an extended query) is one request the client then waits on.
 */
export async function roundTripCounter(databaseUrl: string): Promise<{ url: string; trips(): number; close(): Promise<void> }> {
  const target = new URL(databaseUrl);
  let trips = 0;
  const server: Server = createServer((client) => {
    const upstream = connectTcp(Number(target.port || 5432), target.hostname);
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        // The startup message has no type byte; every later message is a type, then its length.
        const header = started ? 5 : 4;
        if (pending.length < header) break;
        const size = started ? 1 + pending.readInt32BE(1) : pending.readInt32BE(0);
        if (pending.length < size) break;
        if (started && (pending[0] === 0x51 || pending[0] === 0x53)) trips++;
        pending = pending.subarray(size);
        started = true;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return { url: url.toString(), trips: () => trips, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Morah's own connection to a test database through the counting proxy, already open (its first
 * connection is made before anything is counted): `db` to run what is measured, `trips()` to count.
 */
export async function countedConnection(databaseUrl: string, poolMax = 1): Promise<{ db: DbHandle['db']; trips(): number; close(): Promise<void> }> {
  const counter = await roundTripCounter(databaseUrl);
  const handle = await connect({ databaseUrl: counter.url, poolMax });
  await sql`select 1`.execute(handle.db);
  return {
    db: handle.db,
    trips: counter.trips,
    close: async () => {
      await handle.close();
      await counter.close();
    },
  };
}
