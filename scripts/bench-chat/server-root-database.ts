// The database for the programs of another checkout (SERVER_ROOT): a new, empty database migrated by
// that checkout's own `migrate` program, since its migrations may differ from this one's.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from '@morah/db';
import { TEST_POSTGRES_URL, type TestDatabase } from '@morah/db/testing';
import { sql } from 'kysely';

async function onServer(statement: string): Promise<void> {
  const server = await connect({ databaseUrl: TEST_POSTGRES_URL, poolMax: 1 });
  try {
    await sql.raw(statement).execute(server.db);
  } finally {
    await server.close();
  }
}

export async function createServerRootDatabase(serverRoot: string): Promise<TestDatabase> {
  const name = `morah_bench_${randomBytes(5).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const migrated = spawnSync(process.execPath, ['dist/server/migrate.mjs'], { cwd: serverRoot, env: { ...process.env, DATABASE_URL: url.toString() }, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`${serverRoot}'s migrate program failed: ${migrated.stderr || migrated.stdout}`);
  const handle = await connect({ databaseUrl: url.toString(), poolMax: 5 });
  return {
    url: url.toString(),
    name,
    db: handle.db,
    async drop() {
      await handle.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
