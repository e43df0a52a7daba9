import { type JobName, jobs } from '@morah/contracts';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { ZodError } from 'zod';
import type { JobLogger, Processors } from './processor';
import { queuesOf } from './registry';

/** One BullMQ worker per queue, dispatching each job to its processor by name. */
export function startBullWorkers(options: { connection: Redis; prefix: string; concurrency: number; processors: Processors; log: JobLogger }): Worker[] {
  return [...queuesOf().keys()].map((queue) => {
    // A connection of its own; BullMQ leaves connections it was given open, so we close it.
    const connection = options.connection.duplicate();
    const worker = new Worker(
      queue,
      async (job) => {
        const name = job.name as JobName;
        const def = jobs[name];
        if (!def) throw new UnrecoverableError(`No processor for job ${job.name}`);
        const log = { ...options.log };
        let payload;
        try {
          payload = def.payload.parse(job.data);
        } catch (error) {
          // A malformed payload will not get better by retrying.
          throw new UnrecoverableError(error instanceof ZodError ? error.message : String(error));
        }
        const processor = options.processors[name] as (p: unknown, ctx: object) => Promise<unknown>;
        return processor(payload, { jobId: job.id ?? '', attempt: job.attemptsMade + 1, maxAttempts: job.opts.attempts ?? 1, log });
      },
      { connection, prefix: `${options.prefix}:bull`, concurrency: options.concurrency },
    );
    worker.on('closed', () => void connection.quit().catch(() => undefined));
    worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        options.log.error({ queue, job: job.name, jobId: job.id, attempt: job.attemptsMade, err: error }, 'job failed for good');
      }
    });
    return worker;
  });
}
