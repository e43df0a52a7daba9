import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, UsersTable } from '../schema';

export interface XpGrant {
  /** False when this source was already in the ledger: nothing was granted again. */
  granted: boolean;
  amount: number;
  xp: number;
  level: number;
  previousLevel: number;
  /**
   * Who was granted, read in the same statement for the judging that follows a grant: their role,
   * and the time zone their check-ins keep (null before the first; see DEFAULT_TIME_ZONE).
   */
  learner: { role: UsersTable['role']; timeZone: string | null };
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
export async function grantXp(
  db: Kysely<Database> | Transaction<Database>,
  grant: { userId: number; sourceId: string; amount: number; reason: string },
): Promise<XpGrant> {
  const { userId, sourceId, amount, reason } = grant;
  const { rows } = await sql<{ xp: number; level: number; new_xp: number | null; new_level: number | null; role: UsersTable['role']; time_zone: string | null }>`
    with learner as materialized (select id, xp, level, role from users where id = ${userId} for no key update),
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
    select l.xp, l.level, updated.xp as new_xp, updated.level as new_level, l.role,
      (select time_zone from streaks s where s.user_id = l.id and s.streak_type = 'daily_login') as time_zone
    from learner l left join updated on true`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no learner ${userId} to grant XP to`);
  const learner = { role: row.role, timeZone: row.time_zone };
  if (row.new_xp === null || row.new_level === null) return { granted: false, amount: 0, xp: row.xp, level: row.level, previousLevel: row.level, learner };
  return { granted: true, amount, xp: row.new_xp, level: row.new_level, previousLevel: row.level, learner };
}

/**
 * `levelForXp` (contracts) as SQL, for a grant that writes the level in the statement that adds the
 * XP. The same arithmetic in IEEE doubles, whose square root is exact to the last bit in both, so
 * both give the same level for every XP (a test compares them across level boundaries).
 */
export function levelOfXpSql(xp: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`greatest(1, floor(sqrt(greatest(0, ${xp})::float8 / 100)))::int`;
}
