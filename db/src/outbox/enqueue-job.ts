import { type JobName, type JobPayload, jobs } from '@morah/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { currentRequestId } from './request-context';

/**
 * Record a job in the transaction of the write it follows. It runs only if that transaction
 * commits, and then surely: the outbox relay hands it to the queue and checks on it until it has
 * run. The job id comes from what caused it, so recording the same job twice records it once.
 */
export async function enqueueJob<N extends JobName>(trx: Transaction<Database>, name: N, payload: JobPayload<N>): Promise<{ jobId: string }> {
  const row = outboxRow(name, payload);
  await insertOutboxRows(trx, [row]);
  return { jobId: row.job_id };
}

/**
 * Jobs recorded as a transaction goes and written together before it ends, in one insert: `enqueue`
 * checks and names the job at once (so its id is known), `flush` writes every job so far. Jobs
 * not flushed are not recorded.
 */
export function jobBatch(): {
  enqueue<N extends JobName>(trx: Transaction<Database>, name: N, payload: JobPayload<N>): Promise<{ jobId: string }>;
  flush(trx: Transaction<Database>): Promise<void>;
} {
  let rows: OutboxRow[] = [];
  return {
    async enqueue(_trx, name, payload) {
      const row = outboxRow(name, payload);
      rows.push(row);
      return { jobId: row.job_id };
    },
    async flush(trx) {
      const written = rows;
      rows = [];
      await insertOutboxRows(trx, written);
    },
  };
}

type OutboxRow = { job_id: string; name: JobName; payload: string; request_id: string | null };

function outboxRow<N extends JobName>(name: N, payload: JobPayload<N>): OutboxRow {
  const def = jobs[name];
  const data = def.payload.parse(payload);
  return { job_id: def.id(data as never), name, payload: JSON.stringify(data), request_id: currentRequestId() ?? null };
}

async function insertOutboxRows(trx: Transaction<Database>, rows: OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  // The same job twice (in this insert or an earlier one) is recorded once: the first.
  await trx
    .insertInto('job_outbox')
    .values(rows)
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
}
