import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { preparingRepeatedStatements } from './embedded-statements';
import { everyoneTakesTurns, peopleFirst, type SpareCpu } from './database-turns';
import type { Database } from './schema';
import { fewerTransactionTrips } from './transaction-trips';

export type DbKind = 'postgres' | 'embedded';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /**
   * Hear NOTIFY on a channel (sent at the commit of the transaction that notified). With Postgres a
   * connection of its own that reconnects by itself; `onNotify` is called after each reconnect too,
   * since notices sent meanwhile were missed. Resolves with the way to stop listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A Postgres URL; without it Morah opens the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files (created if missing). */
  dataDir?: string;
  poolMax?: number;
  /**
   * With Postgres: every connection this process takes waits for a turn of these (a worker process,
   * whose work is all background: see `everyoneTakesTurns`). The embedded database always gives
   * people's requests the first turns (`peopleFirst`).
   */
  turns?: SpareCpu | undefined;
}

/** At most this many different statements are kept prepared (the same names on every connection). */
const MAX_PREPARED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

/**
 * Every parameterised statement a connection runs is prepared once on it, by name, and only bound
 * and executed after: Postgres parses and plans Morah's few hundred statements once per connection
 * instead of once per call (the bulk of its CPU for statements this small). Statements past the cap
 * (texts that vary, e.g. inserts of many rows) run unnamed, as before.
 */
function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0) return query(config, values, callback);
    let name = statementNames.get(config);
    if (!name && statementNames.size < MAX_PREPARED_STATEMENTS) statementNames.set(config, (name = `morah_${statementNames.size}`));
    return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
  };
}

/** Open the database: real Postgres when a URL is given, otherwise embedded Postgres (PGlite). */
export async function connect(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // Connections once opened stay open (`min`, a pool of fixed size once warm): after a quiet spell
    // the pool had closed them, and a class's first burst of messages waited while Postgres started
    // new backends and planned Morah's statements again on each (`pnpm bench:chat`: the first
    // tenths of a second at 500 msg/s took 40 to 90 ms at the median, against 10 to 20 with them open).
    const size = options.poolMax ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: size, min: size });
    // An idle connection the server closed (a restart, a failover) is dropped from the pool; without
    // this listener the error would end the process. The next query opens a fresh connection.
    pool.on('error', (error) => console.warn(`Postgres closed an idle connection: ${error.message}`));
    // The pool listens only while a connection is idle. One in use (a transaction between two
    // queries) that the server closes emits its error on the client; unheard, that too would end the
    // process (a worker died so when Postgres stopped). Its query fails and the pool drops it.
    const trips = new WeakMap<pg.PoolClient, { reset(): void }>();
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      prepareRepeatedStatements(client);
      trips.set(client, fewerTransactionTrips(client));
    });
    pool.on('release', (_error, client) => trips.get(client)?.reset());
    const dialect = new PostgresDialect({ pool });
    const db = new Kysely<Database>({ dialect: options.turns ? everyoneTakesTurns(dialect, options.turns) : dialect });
    const url = options.databaseUrl;
    return { db, kind: 'postgres', listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify), close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? '.morah-data/db';
  mkdirSync(dataDir, { recursive: true });
  // One process per data directory: a second Morah is refused, naming the first (DataDirInUseError).
  const lock = lockDataDir(dataDir);
  try {
    const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
    const pglite = await PGlite.create(dataDir);
    const db = new Kysely<Database>({ dialect: peopleFirst(new PGliteDialect(preparingRepeatedStatements(pglite))) });
    return {
      db,
      kind: 'embedded',
      listen: async (channel, onNotify) => {
        const unlisten = await pglite.listen(channel, () => onNotify());
        return () => unlisten();
      },
      close: () => db.destroy().finally(() => lock.release()),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** LISTEN on a client of its own, reconnecting a second after it is lost, until stopped. */
async function listenOnPostgres(connectionString: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    let lost = false;
    const reconnect = () => {
      if (lost || stopped) return;
      lost = true;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void open(), 1000);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      return reconnect();
    }
    if (stopped) return void next.end().catch(() => undefined);
    client = next;
    next.on('notification', () => onNotify());
    onNotify();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
