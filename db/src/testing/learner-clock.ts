import { type Kysely, sql } from 'kysely';
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
  await sql`
    update sessions
    set data = jsonb_set(data, '{signedInAt}', to_jsonb((data->>'signedInAt')::bigint - ${seconds * 1000}::bigint))
    where (data->>'userId')::int = ${userId} and data ? 'signedInAt'`.execute(db);
}
