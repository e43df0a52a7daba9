import { levelForXp } from '@morah/contracts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { learnerAudienceColumns, type LearnerAudienceRow } from './access.queries';

export interface XpGrant {
  /** False when this source was already in the ledger: nothing was granted again. */
  granted: boolean;
  amount: number;
  xp: number;
  level: number;
  previousLevel: number;
}

export interface XpGrantInput {
  userId: number;
  sourceId: string;
  amount: number;
  reason: string;
}

/**
 * Write one entry to the XP ledger and update the user's XP and level projection, in one statement:
 * atomic on its own, so no transaction is opened for it, and it runs as well inside a transaction
 * the caller holds (with the badge, challenge or streak it pays for). The ledger's unique source id
 * makes this idempotent: a second call with the same source grants nothing and reports the user's
 * current standing. The learner's row is locked first, as every writer of a learner's day takes it
 * (lockLearner): a ledger insert waiting on another's uncommitted one while holding the row would be
 * a deadlock. On its own, the grant holds the row only while Postgres runs the statement, never
 * across round trips to a busy worker, so a child's next message does not wait on it. The new XP
 * is written only if the entry was new (a source already in the ledger inserts nothing, and the
 * update finds no row to change). The level is the rule's (`levelForXp`, contracts), judged here
 * from the XP the statement answers; the stored level is written after it only when it rises
 * (`keepLevel`), which is rare.
 */
export async function grantXp(db: Kysely<Database> | Transaction<Database>, grant: XpGrantInput): Promise<XpGrant> {
  const rows = (await grantXpStatement(grant).execute(db)).rows;
  const granted = toXpGrant(grant, rows);
  await keepLevel(db, grant.userId, rows[0]!.level, granted);
  return granted;
}

type XpGrantRow = { xp: number; level: number; new_xp: number | null };

/**
 * `grantXp`'s statement, not run (the XP job sends it with the judging's read: see
 * `grantXpThenJudgingStanding`). With `audience`, it also answers who hears of the grant (see
 * `learnerAudienceColumns`), read with the grant rather than after it.
 */
export function grantXpStatement(grant: XpGrantInput): RawBuilder<XpGrantRow>;
export function grantXpStatement(grant: XpGrantInput, options: { audience: true }): RawBuilder<XpGrantRow & LearnerAudienceRow>;
export function grantXpStatement(grant: XpGrantInput, options?: { audience: true }): RawBuilder<XpGrantRow> {
  const { userId, sourceId, amount, reason } = grant;
  return sql<XpGrantRow>`
    with learner as materialized (select id, xp, level, first_name, last_name from users where id = ${userId} for no key update),
    entry as (
      insert into xp_events (user_id, source_id, amount, reason)
      select id, ${sourceId}::text, ${amount}::int, ${reason}::text from learner
      on conflict (source_id) do nothing
      returning id
    ),
    updated as (
      update users u set xp = l.xp + ${amount}::int
      from learner l
      where u.id = l.id and exists (select 1 from entry)
      returning u.xp
    )
    select l.xp, l.level, updated.xp as new_xp${options?.audience ? sql`, ${learnerAudienceColumns('l')}` : sql``}
    from learner l left join updated on true`;
}

/**
 * What the grant's statement answered, as a grant (it answers no row for no such learner). Both
 * levels are the rule's, from the XP before and after: a grant racing another's level write still
 * tells each new level once, by the grant that crossed it.
 */
export function toXpGrant(grant: XpGrantInput, rows: readonly XpGrantRow[]): XpGrant {
  const row = rows[0];
  if (!row) throw new Error(`no learner ${grant.userId} to grant XP to`);
  if (row.new_xp === null) {
    const level = levelForXp(row.xp);
    return { granted: false, amount: 0, xp: row.xp, level, previousLevel: level };
  }
  return { granted: true, amount: grant.amount, xp: row.new_xp, level: levelForXp(row.new_xp), previousLevel: levelForXp(row.new_xp - grant.amount) };
}

/**
 * Bring the learner's stored level up to the grant's when the new XP passed it (one more statement,
 * only then). XP only grows, so the level only rises: `greatest` keeps the higher of two racing
 * writes, and a level a stopped process left behind is brought up by the learner's next grant.
 */
export async function keepLevel(db: Kysely<Database> | Transaction<Database>, userId: number, storedLevel: number, grant: XpGrant): Promise<void> {
  if (grant.level <= storedLevel) return;
  await db.updateTable('users').set({ level: sql<number>`greatest(level, ${grant.level}::int)` }).where('id', '=', userId).execute();
}
