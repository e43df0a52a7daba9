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
  const def = jobs[name];
  const data = def.payload.parse(payload);
  const jobId = def.id(data as never);
  await trx
    .insertInto('job_outbox')
    .values({ job_id: jobId, name, payload: JSON.stringify(data), request_id: currentRequestId() ?? null })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
  return { jobId };
}
