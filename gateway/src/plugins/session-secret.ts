import { randomBytes } from 'node:crypto';
import type { Database } from '@morah/db';
import type { Kysely } from 'kysely';

/**
 * The session-signing secret: SESSION_SECRET when set, otherwise one generated once and kept in
 * the database, so restarts and every gateway on the same database share it with no set-up.
 */
export async function resolveSessionSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name: 'session_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'session_secret').executeTakeFirstOrThrow();
  return row.value;
}
