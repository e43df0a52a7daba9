import { mkdirSync } from 'node:fs';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DbKind = 'postgres' | 'embedded';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /**
   * Hear NOTIFY on a channel (sent at the commit of the transaction that notified), on a connection
   * of its own with Postgres. Resolves with the way to stop listening; rejects when the connection
   * cannot be opened. `onLost` is called once if that connection is lost later: listening has stopped
   * then, and the caller decides when to listen again (notices sent meanwhile were missed).
   */
  listen(channel: string, onNotify: () => void, onLost?: () => void): Promise<() => Promise<void>>;
  /** Statements waiting now for a free connection of the pool (node-postgres's `waitingCount`; 0 for the embedded database). */
  waiting(): number;
  /**
   * Run a read asked on nearly every request (the sign-in check) as a prepared statement: Postgres
   * parses and plans it once per connection, under `name` (node-postgres's named statements), and
   * then only binds the parameters. Each name stands for one statement. The embedded database keeps
   * it so in its one session. Select named columns, not `*`: a prepared statement's columns are fixed
   * when it is prepared, and a column added later by a migration must not change them.
   */
  prepared<Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** A read kept prepared on each Postgres connection (see `DbHandle.prepared`). */
export type Prepared = DbHandle['prepared'];

export interface ConnectOptions {
  /** A Postgres URL; without it Morah opens the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files (created if missing). */
  dataDir?: string;
  /** The most connections this process opens to Postgres (`DATABASE_POOL_SIZE`). */
  poolMax?: number;
}

/**
 * Open the database: real Postgres when a URL is given, otherwise embedded Postgres (PGlite). The
 * embedded database is one process's: a program that opens it takes its data directory first
 * (`openDatabase` in `commands/`).
 */
export async function connect(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // Connections once opened stay open (`min`): a class's first burst of messages after a quiet
    // spell does not wait for Postgres to start new backends.
    const size = options.poolMax ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: size, min: size });
    // An idle connection the server closed (a restart, a failover) is dropped from the pool; without
    // this listener the error would end the process. The next query opens a fresh connection.
    pool.on('error', (error) => console.warn(`Postgres closed an idle connection: ${error.message}`));
    // The pool listens only while a connection is idle. One in use (a transaction between two
    // queries) that the server closes emits its error on the client; unheard, that too would end the
    // process (a worker died so when Postgres stopped). Its query fails and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      listen: (channel, onNotify, onLost) => listenOnPostgres(url, channel, onNotify, onLost),
      waiting: () => pool.waitingCount,
      prepared: <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) =>
        pool.query({ name, text: query.sql, values: [...parameters] }).then((result) => result.rows as Row[]),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? '.morah-data/db';
  mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { createPgConfig }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/node-postgres')]);
  const pglite = await PGlite.create(dataDir);
  // The embedded database speaks to Kysely through node-postgres, as Postgres does: PGlite's own
  // node-postgres connection (one session, so a pool of one). Named statements then stay parsed and
  // planned in PGlite's one session, so the sign-in check is not re-planned at every request.
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'embedded',
    listen: async (channel, onNotify) => {
      const unlisten = await pglite.listen(channel, () => onNotify());
      return () => unlisten();
    },
    // One session serves every statement in turn: a queue there is how the embedded database works,
    // not a sign that more connections are needed.
    waiting: () => 0,
    prepared: <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) =>
      pool.query({ name, text: query.sql, values: [...parameters] }).then((result) => result.rows as Row[]),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** LISTEN on a client of its own; `onLost` once when that client errs or ends after it listens, before it is stopped. */
async function listenOnPostgres(connectionString: string, channel: string, onNotify: () => void, onLost?: () => void): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString });
  let listening = false;
  const lost = () => {
    if (!listening) return;
    listening = false;
    client.end().catch(() => undefined);
    onLost?.();
  };
  // Heard always: an error unheard would end the process. Before it listens, the failure is thrown instead.
  client.on('error', lost);
  client.on('end', lost);
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  listening = true;
  client.on('notification', () => onNotify());
  return async () => {
    listening = false;
    await client.end().catch(() => undefined);
  };
}
