import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AfterWrite } from '../outbox/after-write';
import type { AccountDeletionsTable, Database } from '../schema';

export type AccountDeletionRow = Selectable<AccountDeletionsTable>;

/** A password hash nothing verifies against: the account cannot be signed into while it is deleted. */
export const CLOSED_PASSWORD_HASH = '!closed';

/**
 * Record a parent's request to delete a child and, in the same transaction, close the account at
 * once (every session of the child ends, the password no longer works) and record the job that
 * removes everything. A second request for a child already being deleted answers the first.
 */
export async function requestAccountDeletion(db: Kysely<Database>, input: { childId: number; requestedBy: number }, afterWrite: AfterWrite<AccountDeletionRow>): Promise<AccountDeletionRow> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', input.childId).forUpdate().execute();
    const pending = await trx.selectFrom('account_deletions').selectAll().where('child_id', '=', input.childId).where('status', '=', 'pending').executeTakeFirst();
    if (pending) return pending;
    const row = await trx
      .insertInto('account_deletions')
      .values({ id: randomUUID(), child_id: input.childId, requested_by: input.requestedBy })
      .returningAll()
      .executeTakeFirstOrThrow();
    await closeAccount(trx, input.childId);
    await afterWrite(trx, row);
    return row;
  });
}

/** Sign a user out of every session and make their password useless. */
export async function closeAccount(trx: Transaction<Database> | Kysely<Database>, userId: number): Promise<void> {
  await trx.updateTable('users').set({ password_hash: CLOSED_PASSWORD_HASH, link_code: null }).where('id', '=', userId).execute();
  await deleteSessionsOf(trx, userId);
}

/** Every server-side session of a user (the session's data names the user id). */
export async function deleteSessionsOf(db: Transaction<Database> | Kysely<Database>, userId: number): Promise<number> {
  const rows = await db.deleteFrom('sessions').where(sql<boolean>`(data::jsonb ->> 'userId') = ${String(userId)}`).returning('sid').execute();
  return rows.length;
}

export function findAccountDeletion(db: Kysely<Database>, id: string): Promise<AccountDeletionRow | undefined> {
  return db.selectFrom('account_deletions').selectAll().where('id', '=', id).executeTakeFirst();
}
