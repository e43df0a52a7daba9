import { type LeaderboardEntry, rankOf } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * The learner's rank among their classmates only (everyone who shares a class with them): children
 * are never ranked against strangers. Weekly XP is the ledger's last 7 days. 999 when unranked
 * (no class, or nothing earned yet).
 */
export async function classmateRanks(db: Kysely<Database>, userId: number, now = new Date()): Promise<{ weeklyXP: number; badgeCount: number; myWeeklyXP: number }> {
  const classmates = db
    .selectFrom('class_members as mine')
    .innerJoin('class_members as other', 'other.class_id', 'mine.class_id')
    .select('other.student_id')
    .where('mine.student_id', '=', userId);
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [weekly, badges, mine] = await Promise.all([
    db
      .selectFrom('xp_events')
      .select(['user_id', sql<string>`sum(amount)`.as('value')])
      .where('user_id', 'in', classmates)
      .where('created_at', '>=', since)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('user_badges')
      .select(['user_id', sql<string>`count(*)`.as('value')])
      .where('user_id', 'in', classmates)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('xp_events')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('value'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  const entries = (rows: { user_id: number; value: string }[]): LeaderboardEntry[] => rows.map((r) => ({ userId: r.user_id, value: Number(r.value) }));
  return { weeklyXP: rankOf(userId, entries(weekly)), badgeCount: rankOf(userId, entries(badges)), myWeeklyXP: Number(mine.value) };
}
