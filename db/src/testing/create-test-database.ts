import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, migrationsFingerprint } from '../migrate-to-latest';
import type { Database } from '../schema';
import { testDatabaseConfig } from './config';

/** The server the integration tests use: the local Postgres on its default port unless TEST_DATABASE_URL says otherwise. */
export const TEST_POSTGRES_URL = testDatabaseConfig.TEST_DATABASE_URL;

function urlFor(database: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrate once into a template database named after the migration set (parallel files wait on a lock). */
async function ensureTemplate(): Promise<string> {
  const template = `morah_tpl_${migrationsFingerprint()}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(872211)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount) return;
      await admin.query(`create database ${template}`);
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: urlFor(template), max: 1 }) }) });
      try {
        await migrateToLatest(db);
      } catch (error) {
        await db.destroy();
        await admin.query(`drop database if exists ${template}`);
        throw error;
      }
      await db.destroy();
    } finally {
      await admin.query('select pg_advisory_unlock(872211)');
    }
  });
  return template;
}

export interface TestDatabase {
  url: string;
  name: string;
  db: Kysely<Database>;
  drop(): Promise<void>;
}

/** A fresh, migrated database of this test file's own, copied from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await ensureTemplate();
  const name = `morah_test_${randomBytes(5).toString('hex')}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(872211)');
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(872211)');
    }
  });
  const url = urlFor(name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // Dropping the database ends idle connections of any pool still open on it; that is expected.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    url,
    name,
    db,
    async drop() {
      await db.destroy();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export { sql };
