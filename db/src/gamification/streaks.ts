import { type StreakView, updateStreak } from '@morah/contracts';
import type { Kysely } from 'kysely';
import { grantXpIn, type XpGrant } from '../queries/xp.queries';
import type { Database } from '../schema';

export interface CheckIn {
  bonusXP: number;
  currentStreak: number;
  /** The XP grant of a first check-in of the day; null on a second one. */
  grant: XpGrant | null;
}

/**
 * The daily check-in. Days are counted in the learner's own time zone; a day of rest between two
 * check-ins (the caller's rule: Shabbat and Yom Tov) never breaks the streak. The streak row is
 * locked while deciding, and the bonus's ledger source is the day, so it is paid once a day.
 */
export async function checkIn(
  db: Kysely<Database>,
  input: { userId: number; timeZone: string; now: Date; isRestDay: (day: string) => boolean },
): Promise<CheckIn> {
  const { userId, timeZone, now } = input;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('streaks')
      .values({ user_id: userId, streak_type: 'daily_login', current: 0, longest: 0, last_day: null, time_zone: timeZone })
      .onConflict((oc) => oc.columns(['user_id', 'streak_type']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('streaks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('streak_type', '=', 'daily_login')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const decision = updateStreak({ current: row.current, longest: row.longest, lastDay: row.last_day }, now, timeZone, input.isRestDay);
    if (decision.outcome === 'same-day') return { bonusXP: 0, currentStreak: row.current, grant: null };
    await trx
      .updateTable('streaks')
      .set({ current: decision.state.current, longest: decision.state.longest, last_day: decision.state.lastDay, time_zone: timeZone, updated_at: now })
      .where('user_id', '=', userId)
      .where('streak_type', '=', 'daily_login')
      .execute();
    const grant =
      decision.bonusXP > 0
        ? await grantXpIn(trx, { userId, sourceId: `streak-${userId}-${decision.state.lastDay}`, amount: decision.bonusXP, reason: 'streak' })
        : null;
    return { bonusXP: grant?.granted ? grant.amount : 0, currentStreak: decision.state.current, grant };
  });
}

export async function streakViews(db: Kysely<Database>, userId: number): Promise<StreakView[]> {
  const rows = await db.selectFrom('streaks').selectAll().where('user_id', '=', userId).execute();
  return rows.map((r) => ({ streakType: 'daily_login', currentStreak: r.current, longestStreak: r.longest, lastDay: r.last_day }));
}

/** The learner's own time zone, as their last check-in told it (UTC before the first). */
export async function learnerTimeZone(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db.selectFrom('streaks').select('time_zone').where('user_id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}
