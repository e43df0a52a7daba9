import { checkInAcrossZones, countedFromStreak, decideCheckInZone, type StreakView } from '@morah/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { lockLearner } from '../activities/lock-learner';
import { moveLearnerCounters } from '../learners/learner-counters';
import type { AfterWrite } from '../outbox/after-write';
import { grantXp, type XpGrant } from '../queries/xp.queries';
import type { Database } from '../schema';

export interface CheckIn {
  bonusXP: number;
  currentStreak: number;
  /** The XP grant of a first check-in of the day; null on a second one. */
  grant: XpGrant | null;
  /** The child's time zone after this check-in (a change asked too soon leaves the old one). */
  timeZone: string;
}

/**
 * The daily check-in. Days are counted in the learner's own time zone, kept with the streak: a change
 * is accepted at most once every TIME_ZONE_CHANGE_DAYS days and never gains a day (decideCheckInZone,
 * checkInAcrossZones). A day of rest between two check-ins (the caller's rule: Shabbat and Yom Tov)
 * never breaks the streak. The streak row is locked while deciding, and the bonus's ledger source is
 * the day, so it is paid once a day.
 */
export async function checkIn(
  db: Kysely<Database>,
  input: {
    userId: number;
    /** The zone the client says the child is in; null when it sent none (the stored one is used). */
    timeZone: string | null;
    now: Date;
    isRestDay: (day: string) => boolean;
    /** Runs in the check-in's transaction, e.g. to record the jobs that follow it. */
    afterWrite?: AfterWrite<CheckIn>;
  },
): Promise<CheckIn> {
  const { userId, now } = input;
  return db.transaction().execute(async (trx) => {
    // The learner's row first, as every writer of a learner's day takes it: a longer streak moves the
    // learner's counters, and the bonus's grant takes this row after them otherwise (a deadlock with
    // a badge job, which takes the row and then the counters).
    await lockLearner(trx, userId);
    await trx
      .insertInto('streaks')
      .values({ user_id: userId, streak_type: 'daily_login', current: 0, longest: 0, last_day: null, time_zone: input.timeZone ?? DEFAULT_TIME_ZONE })
      .onConflict((oc) => oc.columns(['user_id', 'streak_type']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('streaks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('streak_type', '=', 'daily_login')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const zone = decideCheckInZone(
      { timeZone: row.time_zone, previousTimeZone: row.previous_time_zone, changedAt: row.time_zone_changed_at ? new Date(row.time_zone_changed_at) : null, hasCheckedIn: row.last_day !== null },
      input.timeZone,
      now,
    );
    const decision = checkInAcrossZones(
      { current: row.current, longest: row.longest, lastDay: row.last_day, lastCheckInAt: row.last_check_in_at ? new Date(row.last_check_in_at) : null },
      now,
      zone.judgeIn,
      input.isRestDay,
    );
    const zoneColumns = { time_zone: zone.timeZone, previous_time_zone: zone.previousTimeZone, time_zone_changed_at: zone.changedAt };
    const update = trx.updateTable('streaks').where('user_id', '=', userId).where('streak_type', '=', 'daily_login');
    if (decision.outcome === 'same-day') {
      if (zone.outcome === 'changed') await update.set(zoneColumns).execute();
      return { bonusXP: 0, currentStreak: row.current, grant: null, timeZone: zone.timeZone };
    }
    await update
      .set({ ...zoneColumns, current: decision.state.current, longest: decision.state.longest, last_day: decision.state.lastDay, last_check_in_at: now, updated_at: now })
      .execute();
    await moveLearnerCounters(trx, userId, countedFromStreak({ longest: decision.state.longest }));
    const grant =
      decision.bonusXP > 0
        ? await grantXp(trx, { userId, sourceId: `streak-${userId}-${decision.state.lastDay}`, amount: decision.bonusXP, reason: 'streak' })
        : null;
    const result = { bonusXP: grant?.granted ? grant.amount : 0, currentStreak: decision.state.current, grant, timeZone: zone.timeZone };
    await input.afterWrite?.(trx, result);
    return result;
  });
}

export async function streakViews(db: Kysely<Database>, userId: number): Promise<StreakView[]> {
  const rows = await db.selectFrom('streaks').selectAll().where('user_id', '=', userId).execute();
  return rows.map((r) => ({ streakType: 'daily_login', currentStreak: r.current, longestStreak: r.longest, lastDay: r.last_day }));
}

/** A learner's time zone before their first check-in. */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The same, as SQL for a statement that reads it itself (the learner's id an SQL expression or a
 * number): a chat message's activity, the judging's read, a thread read for posting.
 */
export const learnerTimeZoneSql = (userId: RawBuilder<unknown> | number) =>
  sql<string>`coalesce((select s.time_zone from streaks s where s.user_id = ${typeof userId === 'number' ? sql`${Math.trunc(userId)}::int` : userId} and s.streak_type = 'daily_login'), ${DEFAULT_TIME_ZONE}::text)`;

/** The learner's own time zone, as kept by their check-ins (UTC before the first). */
export async function learnerTimeZone(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db.selectFrom('streaks').select('time_zone').where('user_id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

