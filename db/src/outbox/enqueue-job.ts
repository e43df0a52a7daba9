import { type JobName, type JobPayload, type JobQueue, jobs } from '@morah/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { FIRST_CHECK_SECONDS } from './job-outbox.queries';
import type { OutboxRow } from './follow-up-jobs';
import { currentRequestId } from './request-context';

/**
 * Record a job in the transaction of the write it follows. It runs only if that transaction
 * commits, and then surely: the outbox relay hands it to the queue and checks on it until it has
 * run. The job id comes from what caused it, so recording the same job twice records it once.
 */
export async function enqueueJob<N extends JobName>(trx: Transaction<Database>, name: N, payload: JobPayload<N>): Promise<{ jobId: string }> {
  const { row } = checkedJob(name, payload);
  await insertOutboxRows(trx, [row]);
  return { jobId: row.job_id };
}

/** Jobs recorded as a transaction goes, written together before it ends (see `jobBatch`). */
export interface JobBatch {
  /** Check and name the job at once (so its id is known); it is written at the flush. */
  enqueue<N extends JobName>(trx: Transaction<Database>, name: N, payload: JobPayload<N>): Promise<{ jobId: string }>;
  /** Write every job named so far, in one insert. */
  flush(trx: Transaction<Database>): Promise<void>;
}

/**
 * Jobs recorded as a transaction goes and written together before it ends, in one insert: `enqueue`
 * checks and names the job at once (so its id is known), `flush` writes every job so far. Jobs
 * not flushed are not recorded.
 */
export function jobBatch(): JobBatch {
  return recordingBatch(false).batch;
}

/**
 * A batch whose writer hands the jobs it recorded to the queue itself, at once after the commit
 * (`handOver`), so no relay has to be woken, claim the rows and deliver them. The rows are written
 * as handed over once and due for the relay's first check, as if a relay had claimed them; should
 * the writer stop before handing over, that check (FIRST_CHECK_SECONDS later, or at once when a relay
 * starts) finds the job missing from the queue and hands it over. Only jobs this insert recorded are
 * handed over (one recorded before is the relay's already).
 */
export function handOverBatch(queue: Pick<JobQueue, 'enqueue'>): JobBatch & { handOver(): void } {
  const { batch, written } = recordingBatch(true);
  return {
    ...batch,
    handOver() {
      void written().then(
        (jobs) => {
          handOverJobs(queue, jobs.map(({ row, data }) => ({ name: row.name, payload: data, request_id: row.request_id })));
        },
        // The write failed after all: nothing of it is handed over.
        () => undefined,
      );
    },
  };
}

/** A job its writer wrote as handed over (see `handOverBatch`), as the outbox holds it. */
export interface WrittenJob {
  name: JobName;
  payload: unknown;
  request_id: string | null;
}

/** Hand jobs written as handed over to the queue, after the commit. A failure costs only time: the relay's check hands the job over. */
export function handOverJobs(queue: Pick<JobQueue, 'enqueue'>, written: readonly WrittenJob[]): void {
  for (const job of written) void queue.enqueue(job.name, job.payload as never, { requestId: job.request_id ?? undefined }).catch(() => undefined);
}

function recordingBatch(handedOver: boolean): { batch: JobBatch; written: () => Promise<CheckedJob[]> } {
  // What a transaction named and wrote. A new transaction (the write tried again after a conflict)
  // starts afresh: nothing of one that rolled back is written or handed over.
  let current: Transaction<Database> | undefined;
  let rows: CheckedJob[] = [];
  let written: CheckedJob[] = [];
  const within = (trx: Transaction<Database>) => {
    if (trx === current) return;
    current = trx;
    rows = [];
    written = [];
  };
  const batch: JobBatch = {
    async enqueue(trx, name, payload) {
      within(trx);
      const job = checkedJob(name, payload);
      rows.push(job);
      return { jobId: job.row.job_id };
    },
    async flush(trx) {
      within(trx);
      const flushed = rows;
      rows = [];
      if (flushed.length === 0) return;
      const rowsToWrite = flushed.map((job) => job.row);
      const ids = handedOver ? await insertHandedOverRows(trx, rowsToWrite) : await insertOutboxRows(trx, rowsToWrite);
      written.push(...flushed.filter((job) => ids.includes(job.row.job_id)));
    },
  };
  return {
    batch,
    written: async () => {
      const taken = written;
      written = [];
      return taken;
    },
  };
}


/** A job's payload checked by its contract, and its outbox row (the writer hands the checked payload over as it is). */
type CheckedJob = { row: OutboxRow; data: unknown };

function checkedJob<N extends JobName>(name: N, payload: JobPayload<N>): CheckedJob {
  const def = jobs[name];
  const data = def.payload.parse(payload);
  return { row: { job_id: def.id(data as never), name, payload: JSON.stringify(data), request_id: currentRequestId() ?? null }, data };
}

/** Writes the rows (each job once) and answers the ids this insert recorded. */
async function insertOutboxRows(trx: Transaction<Database>, rows: OutboxRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  // The same job twice (in this insert or an earlier one) is recorded once: the first.
  const inserted = await trx.insertInto('job_outbox').values(rows).onConflict((oc) => oc.column('job_id').doNothing()).returning('job_id').execute();
  return inserted.map((r) => r.job_id);
}

/**
 * The rows of jobs their writer hands over itself: written as handed over once and due for the
 * relay's first check. Answers the ids this insert recorded.
 */
export async function insertHandedOverRows(trx: Transaction<Database>, rows: OutboxRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map(
    (row) => sql`(${row.job_id}::text, ${row.name}::text, ${row.payload}::jsonb, ${row.request_id}::text, 1, now() + make_interval(secs => ${FIRST_CHECK_SECONDS}::int))`,
  );
  const { rows: inserted } = await sql<{ job_id: string }>`insert into job_outbox (job_id, name, payload, request_id, deliveries, due_at) values ${sql.join(values)}
      on conflict (job_id) do nothing returning job_id`.execute(trx);
  return inserted.map((r) => r.job_id);
}
