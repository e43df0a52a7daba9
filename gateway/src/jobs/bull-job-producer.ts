import { type JobName, type JobPayload, type JobProducer, type JobResults, jobs } from '@morah/contracts';
import { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

/** Finished jobs are kept a while so duplicates stay duplicates. Retries come from each job's contract. */
export const DEFAULT_JOB_OPTIONS = {
  removeOnComplete: { age: 24 * 60 * 60, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60 },
} as const;

async function pollUntilFinished(queue: Queue, jobId: string, signal: AbortSignal): Promise<unknown> {
  while (!signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (signal.aborted) break;
    const state = await queue.getJobState(jobId);
    if (state === 'completed') return (await Job.fromId(queue, jobId))?.returnvalue;
    if (state === 'failed') throw new Error((await Job.fromId(queue, jobId))?.failedReason ?? `job ${jobId} failed`);
  }
  return new Promise(() => {});
}

/** The gateway's side of BullMQ: one Queue (and QueueEvents, to await results) per queue name. */
export function createBullJobProducer(connection: Redis, prefix: string): JobProducer {
  const queues = new Map<string, { queue: Queue; events: QueueEvents; eventsConnection: Redis }>();
  const forQueue = (name: string) => {
    let entry = queues.get(name);
    if (!entry) {
      // QueueEvents blocks on its connection, so it gets its own, which we must close ourselves.
      const eventsConnection = connection.duplicate();
      entry = {
        queue: new Queue(name, { connection, prefix: `${prefix}:bull` }),
        events: new QueueEvents(name, { connection: eventsConnection, prefix: `${prefix}:bull` }),
        eventsConnection,
      };
      // Every waiting run() listens for the queue closing; many at once is normal here.
      entry.queue.setMaxListeners(0);
      queues.set(name, entry);
    }
    return entry;
  };

  async function add<N extends JobName>(name: N, payload: JobPayload<N>) {
    const def = jobs[name];
    const data = def.payload.parse(payload);
    const jobId = def.id(data as never);
    const { queue, events } = forQueue(def.queue);
    const job = await queue.add(name, data, {
      ...DEFAULT_JOB_OPTIONS,
      attempts: def.retry.attempts,
      backoff: { type: 'exponential', delay: def.retry.backoffMs },
      jobId,
    });
    return { job, events, jobId };
  }

  return {
    async enqueue(name, payload) {
      const { jobId } = await add(name, payload);
      return { jobId };
    },
    async run(name, payload, timeoutMs = 10_000) {
      const { job, events } = await add(name, payload);
      await events.waitUntilReady();
      // QueueEvents reads its stream from "now", and "now" starts when its blocking read does: a
      // job finishing in between is never announced. Polling the job's state closes that gap.
      const stop = new AbortController();
      try {
        return (await Promise.race([job.waitUntilFinished(events, timeoutMs), pollUntilFinished(forQueue(jobs[name].queue).queue, job.id!, stop.signal)])) as JobResults[typeof name];
      } finally {
        stop.abort();
      }
    },
    async close() {
      await Promise.all([...queues.values()].flatMap(({ queue, events }) => [queue.close(), events.close()]));
      await Promise.all([...queues.values()].map(({ eventsConnection }) => eventsConnection.quit().catch(() => undefined)));
    },
  };
}
