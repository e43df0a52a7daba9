import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DbKind = 'postgres' | 'embedded';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A Postgres URL; without it Morah opens the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files (created if missing). */
  dataDir?: string;
  poolMax?: number;
}

/** Open the database: real Postgres when a URL is given, otherwise embedded Postgres (PGlite). */
export async function connect(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection the server closed (a restart, a failover) is dropped from the pool; without
    // this listener the error would end the process. The next query opens a fresh connection.
    pool.on('error', (error) => console.warn(`Postgres closed an idle connection: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? '.morah-data/db';
  mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
  const pglite = await PGlite.create(dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'embedded', close: () => db.destroy() };
}
