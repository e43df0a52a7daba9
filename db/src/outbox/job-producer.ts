import type { JobName, JobPayload, JobQueue, JobResults } from '@morah/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { enqueueJob, handOverBatch, handOverJobs, type JobBatch, type WrittenJob } from './enqueue-job';
import { findOutboxJob } from './job-outbox.queries';

/**
 * How code that writes asks for work to follow: the job is recorded in the write's own
 * transaction and runs after it commits, exactly once in effect, whatever crashes meanwhile.
 *
 * ```ts
 * await db.transaction().execute(async (trx) => {
 *   const quiz = await trx.insertInto('quizzes')...;
 *   await jobs.enqueue(trx, 'quiz.generate', { quizId: quiz.id });
 * });
 * ```
 */
export interface JobProducer {
  /** Record a job in the transaction of the write it follows (see `enqueueJob`). */
  enqueue<N extends JobName>(trx: Transaction<Database>, name: N, payload: JobPayload<N>): Promise<{ jobId: string }>;
  /**
   * After the transaction that recorded it committed: wait for the job's result (rejects after
   * `timeoutMs`; the job still runs). Only for recorded jobs.
   */
  result<N extends JobName>(name: N, jobId: string, timeoutMs?: number): Promise<JobResults[N]>;
  /**
   * Only for a job that follows no write, whose answer is awaited (a question for the tutor): it is
   * recorded on its own, delivered at once and awaited (rejects after `timeoutMs`).
   */
  ask<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs?: number): Promise<JobResults[N]>;
  /**
   * For a hot path: jobs recorded together in a write's transaction (`enqueue`, then `flush` before
   * the commit) that the writer hands to the queue itself right after the commit (`handOver`), with
   * the relay as the safety net (see `handOverBatch`).
   */
  batch(): JobBatch & { handOver(): void };
  /** After the commit: hand jobs a write recorded as handed over (`appendChat`'s follow-up jobs) to the queue (see `handOverBatch`). */
  handOver(written: readonly WrittenJob[]): void;
}

/** What code inside a write's transaction needs: a way to record the jobs that follow it. */
export type JobRecorder = Pick<JobProducer, 'enqueue'>;

export function createJobProducer(db: Kysely<Database>, queue: JobQueue): JobProducer {
  return {
    enqueue: enqueueJob,
    async result(name, jobId, timeoutMs) {
      const recorded = await findOutboxJob(db, jobId);
      if (!recorded || recorded.name !== name) throw new Error(`No ${name} job ${jobId} was recorded`);
      return queue.run(name, recorded.payload as JobPayload<typeof name>, timeoutMs);
    },
    async ask(name, payload, timeoutMs) {
      const { jobId } = await db.transaction().execute((trx) => enqueueJob(trx, name, payload));
      return this.result(name, jobId, timeoutMs);
    },
    batch: () => handOverBatch(queue),
    handOver: (written) => handOverJobs(queue, written),
  };
}
