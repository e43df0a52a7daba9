import { type JobName, type JobQueueName, jobs, type QueueSettings } from '@morah/contracts';
import { requestContext } from '@morah/db';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { ZodError } from 'zod';
import type { JobLogger, Processors } from './processor';
import { queuesOf } from './registry';
import type { WorkerMetrics } from './worker-metrics';

/**
 * How fast a job held by a worker that died is taken up again: its lock lapses 6 s after the last
 * renewal (renewed every 3 s while the worker lives) and every worker looks for lapsed locks every
 * 2 s, so another worker (or the same one restarted) runs it again within about 8 s. A job may be
 * orphaned this way several times before BullMQ fails it; the outbox relay hands a failed job over again.
 */
export const STALL_OPTIONS = { lockDuration: 6000, stalledInterval: 2000, maxStalledCount: 10 } as const;

/** A queue's `perMinute` is BullMQ's limiter over a minute (it counts starts in Redis, for every worker together). */
const ONE_MINUTE_MS = 60_000;

/**
 * One BullMQ worker per queue, dispatching each job to its processor by name. Each queue runs
 * `concurrency` jobs at once in this process, or its own setting in `queues` (see
 * `queueSettingsOf`), and starts at most its `perMinute` jobs a minute when that is set.
 */
export function startBullWorkers(options: {
  connection: Redis;
  prefix: string;
  concurrency: number;
  queues?: Partial<Record<JobQueueName, QueueSettings>>;
  processors: Processors;
  log: JobLogger;
  metrics?: WorkerMetrics;
}): Worker[] {
  return [...queuesOf().keys()].map((queue) => {
    const settings = options.queues?.[queue as JobQueueName];
    const limiter = settings?.perMinute ? { limiter: { max: settings.perMinute, duration: ONE_MINUTE_MS } } : {};
    // A connection of its own; BullMQ leaves connections it was given open, so we close it.
    const connection = options.connection.duplicate();
    const worker = new Worker(
      queue,
      async (job) => {
        const name = job.name as JobName;
        const def = jobs[name];
        if (!def) throw new UnrecoverableError(`No processor for job ${job.name}`);
        // Every line a job writes names the job (a pino logger's child; a plain test logger as it is).
        const requestId = typeof job.data?.requestId === 'string' ? (job.data.requestId as string) : undefined;
        const log = options.log.child?.({ queue, job: name, jobId: job.id, attempt: job.attemptsMade + 1, ...(requestId ? { reqId: requestId } : {}) }) ?? options.log;
        let payload;
        try {
          payload = def.payload.parse(job.data);
        } catch (error) {
          // A malformed payload will not get better by retrying.
          throw new UnrecoverableError(error instanceof ZodError ? error.message : String(error));
        }
        const processor = options.processors[name] as (p: unknown, ctx: object) => Promise<unknown>;
        if (job.attemptsMade === 0) options.metrics?.jobStarted(queue, name, Math.max(0, Date.now() - job.timestamp));
        const started = performance.now();
        try {
          const run = () => processor(payload, { jobId: job.id ?? '', attempt: job.attemptsMade + 1, maxAttempts: job.opts.attempts ?? 1, log, requestId });
          // Jobs this one records follow the same request.
          const result = await (requestId ? requestContext.run({ requestId }, run) : run());
          const ms = performance.now() - started;
          options.metrics?.jobFinished(queue, name, ms, 'completed');
          log.debug?.({ ms: Math.round(ms) }, 'job done');
          return result;
        } catch (error) {
          options.metrics?.jobFinished(queue, name, performance.now() - started, 'failed');
          throw error;
        }
      },
      { connection, prefix: `${options.prefix}:bull`, concurrency: settings?.concurrency ?? options.concurrency, ...limiter, ...STALL_OPTIONS },
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
