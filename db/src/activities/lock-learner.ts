import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/**
 * Lock the learner's row until the transaction ends: whatever counts against the learner's day (an
 * activity, a saved page, a game) is decided one after the other, so parallel requests cannot all
 * fit under one cap. The one lock every daily cap takes.
 */
export async function lockLearner(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}
