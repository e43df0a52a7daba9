import { levelForXp } from '@morah/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

export interface XpGrant {
  /** False when this source was already in the ledger: nothing was granted again. */
  granted: boolean;
  amount: number;
  xp: number;
  level: number;
  previousLevel: number;
}

/**
 * Write one entry to the XP ledger and update the user's XP and level projection, in one
 * transaction. The ledger's unique source id makes this idempotent: a second call with the same
 * source grants nothing and reports the user's current standing.
 */
export async function grantXp(
  db: Kysely<Database>,
  grant: { userId: number; sourceId: string; amount: number; reason: string },
): Promise<XpGrant> {
  return db.transaction().execute((trx) => grantXpIn(trx, grant));
}

/** The same grant inside a transaction the caller holds (with the badge or streak it pays for). */
export async function grantXpIn(
  trx: Transaction<Database>,
  grant: { userId: number; sourceId: string; amount: number; reason: string },
): Promise<XpGrant> {
  // The learner's row first, as every writer of a learner's day takes it (lockLearner): a ledger
  // insert waiting on another's uncommitted one while holding the row would be a deadlock.
  const before = await trx
    .selectFrom('users')
    .select(['xp', 'level'])
    .where('id', '=', grant.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // The ledger entry and the new standing in one statement: the standing moves only if the entry
  // was new (a source already in the ledger inserts nothing, and the update finds no row to change).
  const xp = before.xp + grant.amount;
  const level = levelForXp(xp);
  const updated = await trx
    .with('entry', (db) =>
      db
        .insertInto('xp_events')
        .values({ user_id: grant.userId, source_id: grant.sourceId, amount: grant.amount, reason: grant.reason })
        .onConflict((oc) => oc.column('source_id').doNothing())
        .returning('id'),
    )
    .updateTable('users')
    .set({ xp, level })
    .where('id', '=', grant.userId)
    .where((eb) => eb.exists(eb.selectFrom('entry').select('entry.id')))
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return { granted: false, amount: 0, xp: before.xp, level: before.level, previousLevel: before.level };
  return { granted: true, amount: grant.amount, xp, level, previousLevel: before.level };
}
