import { countedFromActivity, withinDailyCap } from '@morah/contracts';
import { type Transaction, sql } from 'kysely';
import { onLocalDay } from '../queries/local-day';
import type { Database } from '../schema';
import { learnerTimeZoneSql } from '../gamification/streaks';
import { moveLearnerCounters } from '../learners/learner-counters';

/** What a decision on a new activity needs, read under the learner's lock. */
export interface ActivityFacts {
  /** The database's clock as the lock was held. */
  now: Date;
  /** When the learner's latest activity (of any kind) was kept, or null. */
  lastActivityAt: Date | null;
  /** XP this kind of activity has paid on the learner's day (in their time zone). */
  paidToday: number;
}

export type ActivityDecision<R> = { ok: true; xp: number } | { ok: false; refusal: R };

/**
 * A decision that is the day's cap alone (nothing to judge but what the kind already paid today):
 * the activity pays `amount`, at most what is left of `dailyCap`, never less than 0 (the rule of
 * `withinDailyCap` in contracts). The rule judges it, in TypeScript; the statement that keeps the
 * activity only looks its answer up by what the kind has paid today.
 */
export interface PayWithinCap {
  amount: number;
  dailyCap: number;
}

export interface KeptActivity {
  id: number;
  xp: number;
}

/**
 * In place of a time zone: the learner's own, as stored (`streaks.time_zone`, UTC without one), read by
 * the statement that keeps the activity. Only a decision that is the day's cap alone (`PayWithinCap`)
 * takes it, so a writer that has not read the zone needs no read for it (a chat message).
 */
export const STORED_TIME_ZONE = Symbol('the learner\'s stored time zone');

export interface NewActivity {
  userId: number;
  activityType: string;
  durationSeconds: number;
  detail?: object | null;
  /** The zone of the learner's day, or `STORED_TIME_ZONE` with a `PayWithinCap` decision. */
  timeZone: string | typeof STORED_TIME_ZONE;
  idempotencyKey?: string | null;
}

/**
 * Read the facts for a new activity of this kind. The learner must be locked (lockLearner). Reads the
 * latest activity and today's of this kind only (by index), however long the learner's history.
 */
export async function activityFacts(trx: Transaction<Database>, input: Pick<NewActivity, 'userId' | 'activityType'> & { timeZone: string }): Promise<ActivityFacts> {
  const today = sql`(clock_timestamp() at time zone ${input.timeZone})::date`;
  const { rows } = await sql<{ now: Date; last: Date | null; paid: string }>`
    select clock_timestamp() as now,
      (select max(created_at) from activities where user_id = ${input.userId}) as last,
      (select coalesce(sum(xp_awarded), 0) from activities
        where user_id = ${input.userId} and activity_type = ${input.activityType} and ${onLocalDay('created_at', today, input.timeZone)}) as paid`.execute(trx);
  const row = rows[0]!;
  return { now: new Date(row.now), lastActivityAt: row.last ? new Date(row.last) : null, paidToday: Number(row.paid) };
}

/**
 * Decide and keep one activity under the learner's lock (lockLearner first): the decision sees the
 * day's facts and either refuses or names the XP; the activity is kept with that XP (0 past a cap),
 * and the learner's counters move by what it counts for.
 * A decision that is the day's cap alone (`PayWithinCap`) is made in the insert itself: one round
 * trip, where reading the facts first takes two.
 */
export async function keepActivityIn<R>(
  trx: Transaction<Database>,
  input: NewActivity,
  decide: ((facts: ActivityFacts) => ActivityDecision<R>) | PayWithinCap,
): Promise<{ ok: true; activity: KeptActivity } | { ok: false; refusal: R }> {
  if (typeof decide !== 'function') {
    const activity = await keepPaidWithinCap(trx, input, decide);
    await countActivity(trx, input, activity);
    return { ok: true, activity };
  }
  const { timeZone } = input;
  if (timeZone === STORED_TIME_ZONE) throw new Error('Only a decision that is the day\'s cap alone reads the learner\'s stored time zone.');
  const decision = decide(await activityFacts(trx, { ...input, timeZone }));
  if (!decision.ok) return decision;
  const row = await trx
    .insertInto('activities')
    .values({
      user_id: input.userId,
      activity_type: input.activityType,
      duration_seconds: input.durationSeconds,
      xp_awarded: decision.xp,
      detail: input.detail ? JSON.stringify(input.detail) : null,
      idempotency_key: input.idempotencyKey ?? null,
      // The clock the decision was made on, so the next activity measures from the same clock.
      created_at: sql<Date>`clock_timestamp()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const activity = { id: row.id, xp: decision.xp };
  await countActivity(trx, input, activity);
  return { ok: true, activity };
}

/** A kept activity moves the learner's counters by what it counts for (a paid coloring page, study minutes). */
async function countActivity(trx: Transaction<Database>, input: NewActivity, activity: KeptActivity): Promise<void> {
  await moveLearnerCounters(trx, input.userId, countedFromActivity({ activityType: input.activityType, xpAwarded: activity.xp, durationSeconds: Math.trunc(input.durationSeconds) }));
}

/**
 * What the cap rule pays after each total the day can hold, from 0 to the cap (index = the total),
 * and what it pays at or past the cap. The statement only looks the answer up: the rule is not
 * written again in SQL.
 */
export function payScheduleOf(pay: PayWithinCap): { byPaidToday: number[]; pastCap: number } {
  const cap = Math.max(0, Math.trunc(pay.dailyCap));
  return {
    byPaidToday: Array.from({ length: cap + 1 }, (_, paidToday) => withinDailyCap(pay.amount, pay.dailyCap, paidToday)),
    pastCap: withinDailyCap(pay.amount, pay.dailyCap, cap),
  };
}

/**
 * Keep an activity that pays what is left of the day's cap, in one statement. The statement runs after
 * the learner's lock was taken, so (read committed) it sees every activity committed before the lock
 * was granted: two writers of one learner's day never both fit under one cap.
 */
async function keepPaidWithinCap(trx: Transaction<Database>, input: NewActivity, pay: PayWithinCap): Promise<KeptActivity> {
  const schedule = payScheduleOf(pay);
  const userId = sql`${Math.trunc(input.userId)}::int`;
  const kind = sql`${input.activityType}::text`;
  const zone =
    input.timeZone === STORED_TIME_ZONE
      ? learnerTimeZoneSql(userId)
      : sql`${input.timeZone}::text`;
  const today = sql`(clock_timestamp() at time zone learner.zone)::date`;
  const { rows } = await sql<{ id: number; xp: number }>`
    insert into activities (user_id, activity_type, duration_seconds, xp_awarded, detail, idempotency_key, created_at)
    select ${userId}, ${kind}, ${Math.trunc(input.durationSeconds)}::int,
      coalesce((${sql.val(schedule.byPaidToday)}::int[])[paid.total + 1], ${schedule.pastCap}::int),
      ${input.detail ? JSON.stringify(input.detail) : null}::jsonb, ${input.idempotencyKey ?? null}::text, clock_timestamp()
    from (select ${zone} as zone offset 0) as learner
    cross join lateral (select coalesce(sum(xp_awarded), 0)::int as total from activities
      where user_id = ${userId} and activity_type = ${kind} and ${onLocalDay('created_at', today, sql`learner.zone`)}) as paid
    returning id, xp_awarded as xp`.execute(trx);
  const row = rows[0]!;
  return { id: Number(row.id), xp: Number(row.xp) };
}
