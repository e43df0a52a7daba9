import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';

/**
 * A handle on a test database, through one connection that notes every statement it sends: for
 * tests that a path runs as few statements as it says (`sent` since the last `forget()`).
 */
export function statementCounter(url: string): { db: Kysely<Database>; sent: string[]; forget(): void } {
  const sent: string[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    log: (event) => void (event.level === 'query' && sent.push(event.query.sql)),
  });
  return { db, sent, forget: () => void (sent.length = 0) };
}
