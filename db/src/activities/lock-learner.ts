import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';

/**
 * Lock the learner's row until the transaction ends: whatever counts against the learner's day (an
 * activity, a saved page, a game) is decided one after the other, so parallel requests cannot all
 * fit under one cap. The one lock every daily cap takes. It is `for no key update`, the lock an
 * update of the row's other columns takes: lockers still go one at a time, but a row that refers to
 * the learner (an activity, a badge, a day's challenge) is written meanwhile without waiting.
 */
export async function lockLearner(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
}

/**
 * An event stream's advisory lock, then the learner's chat lock, in one statement: what a chat
 * append takes (as the database function `append_chat_events` does). A message's activity lasts no
 * time and is capped by what chat alone paid that day, so only the learner's other messages go one
 * at a time with it; the learner's row is read `for key share` (they exist and stay), which waits
 * for no one paying them XP, a badge or a challenge.
 */
export async function lockStreamThenLearnerChat(trx: Transaction<Database>, stream: string, userId: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    with stream_lock as materialized (select pg_advisory_xact_lock(hashtext(${stream}::text))),
    chat_lock as materialized (select pg_advisory_xact_lock(hashtext('learner-chat-' || ${Math.trunc(userId)}::int)) from stream_lock)
    select u.id from chat_lock cross join users u where u.id = ${Math.trunc(userId)}::int for key share of u`.execute(trx);
  if (rows.length === 0) throw new Error(`no learner ${userId} to lock`);
}

/** An event stream's advisory lock, until the transaction ends. */
export async function lockStream(trx: Transaction<Database>, stream: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${stream}::text))`.execute(trx);
}
