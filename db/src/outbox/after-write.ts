import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/**
 * What a write function of this package runs inside its own transaction after writing, with what it
 * wrote: the place to record the jobs that follow the write (`jobs.enqueue(trx, ...)`), so they
 * exist exactly when the write does.
 */
export type AfterWrite<T> = (trx: Transaction<Database>, written: T) => Promise<void>;
