import type { TestDatabase } from '@morah/db/testing';
import { sql } from 'kysely';
import { until } from './until';

/**
 * As a badge or challenge job does: take the learner's row, start `act` (a request for the same
 * learner), wait until a backend of this database waits on a lock, then move the learner's counters
 * and commit; answers what `act` answered. A request that moved the counters before taking the row
 * deadlocks here (Postgres then stops one of the two); one that takes the row first waits and goes on.
 * The learner's counters row must exist already. Every recorded job is let finish first, so the only
 * one left to wait on a lock is `act`.
 */
export async function holdLearnerThenMoveCounters<T>(db: TestDatabase['db'], userId: number, act: () => Promise<T>): Promise<T> {
  const someoneWaitsOnALock = async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    return rows[0]!.n > 0;
  };
  await until(async () => (await db.selectFrom('job_outbox').select('id').where('done_at', 'is', null).execute()).length === 0);
  let acting: Promise<T> | undefined;
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    acting = act();
    await until(someoneWaitsOnALock);
    await trx.updateTable('learner_counters').set((eb) => ({ challenges_completed: eb('challenges_completed', '+', 1) })).where('user_id', '=', userId).execute();
  });
  return acting!;
}
