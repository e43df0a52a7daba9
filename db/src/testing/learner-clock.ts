import { type Kysely, sql } from 'kysely';
import { lockLearner } from '../activities/lock-learner';
import { learnerTimeZoneSql } from '../gamification/streaks';
import type { Database } from '../schema';

/**
 * The server measures an activity's duration against the time since the learner's last activity or
 * sign-in, on the real clock. Tests cannot wait hours, so they move the learner's past instead.
 */

/** As if every session of the learner had signed in `seconds` ago. */
export async function signedInAgo(db: Kysely<Database>, userId: number, seconds: number): Promise<void> {
  await sql`
    update sessions
    set data = jsonb_set(data, '{signedInAt}', to_jsonb(floor(extract(epoch from clock_timestamp()) * 1000 - ${seconds * 1000}::bigint)::bigint))
    where (data->>'userId')::int = ${userId}`.execute(db);
}

/** As if `seconds` more had passed for the learner: their activities and sign-ins move that far back. */
export async function timePassesFor(db: Kysely<Database>, userId: number, seconds: number): Promise<void> {
  await sql`update activities set created_at = created_at - make_interval(secs => ${seconds}) where user_id = ${userId}`.execute(db);
  await movedSignIns(db, userId, seconds);
}

async function movedSignIns(db: Kysely<Database>, userId: number, seconds: number): Promise<void> {
  await sql`
    update sessions
    set data = jsonb_set(data, '{signedInAt}', to_jsonb((data->>'signedInAt')::bigint - ${seconds * 1000}::bigint))
    where (data->>'userId')::int = ${userId} and data ? 'signedInAt'`.execute(db);
}

/**
 * As if up to `seconds` more had passed for the learner, but never past the start of a learner's day
 * (in their stored time zone): each activity stays on the day it was kept and paid on, a minute clear
 * of its start, as in real time, whatever the hour and however close to midnight. The bound is read
 * and the past moved in one statement under the learner's lock, so a concurrent move or activity
 * cannot push one over. Resolves with the seconds moved (0 when an activity is already at its day's start).
 */
export async function timePassesWithinTheDayFor(db: Kysely<Database>, userId: number, seconds: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockLearner(trx, userId);
    const { rows } = await sql<{ moved: number }>`
      with learner as (select ${learnerTimeZoneSql(userId)} as zone),
      bound as (
        select greatest(0, least(${Math.trunc(seconds)}::int, floor(coalesce(min(extract(epoch from
          (a.created_at at time zone learner.zone) - date_trunc('day', a.created_at at time zone learner.zone))), ${Math.trunc(seconds) + 60}::int) - 60)::int)) as moved
        from learner left join activities a on a.user_id = ${userId}::int
        group by learner.zone
      ),
      moved as (
        update activities set created_at = created_at - make_interval(secs => bound.moved)
        from bound where user_id = ${userId}::int and bound.moved > 0
      )
      select moved from bound`.execute(trx);
    const moved = Number(rows[0]!.moved);
    if (moved > 0) await movedSignIns(trx, userId, moved);
    return moved;
  });
}
