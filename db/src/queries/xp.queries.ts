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
 * across round trips to a busy worker, so a child's next message does not wait on it. The new
 * standing is written only if the entry was new (a source already in the ledger inserts nothing,
 * and the update finds no row to change).
 */
export async function grantXp(db: Kysely<Database> | Transaction<Database>, grant: XpGrantInput): Promise<XpGrant> {
  return toXpGrant(grant, (await grantXpStatement(grant).execute(db)).rows);
}

type XpGrantRow = { xp: number; level: number; new_xp: number | null; new_level: number | null };

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
      update users u set xp = l.xp + ${amount}::int, level = ${levelOfXpSql(sql`l.xp + ${amount}::int`)}
      from learner l
      where u.id = l.id and exists (select 1 from entry)
      returning u.xp, u.level
    )
    select l.xp, l.level, updated.xp as new_xp, updated.level as new_level${options?.audience ? sql`, ${learnerAudienceColumns('l')}` : sql``}
    from learner l left join updated on true`;
}

/** What the grant's statement answered, as a grant (it answers no row for no such learner). */
export function toXpGrant(grant: XpGrantInput, rows: readonly XpGrantRow[]): XpGrant {
  const row = rows[0];
  if (!row) throw new Error(`no learner ${grant.userId} to grant XP to`);
  if (row.new_xp === null || row.new_level === null) return { granted: false, amount: 0, xp: row.xp, level: row.level, previousLevel: row.level };
  return { granted: true, amount: grant.amount, xp: row.new_xp, level: row.new_level, previousLevel: row.level };
}

/**
 * `levelForXp` (contracts) as SQL, for a grant that writes the level in the statement that adds the
 * XP. The same arithmetic in IEEE doubles, whose square root is exact to the last bit in both, so
 * both give the same level for every XP (a test compares them across level boundaries).
 */
export function levelOfXpSql(xp: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`greatest(1, floor(sqrt(greatest(0, ${xp})::float8 / 100)))::int`;
}
