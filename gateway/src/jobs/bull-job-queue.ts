import { type JobMeta, type JobName, type JobPayload, type JobQueue, type JobResults, jobs } from '@morah/contracts';
import { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

const QUEUE_NAMES = [...new Set(Object.values(jobs).map((def) => def.queue))];

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

/**
 * QueueEvents blocks on its own connection. After Redis restarted, its close can wait forever for a
 * blocking read that never returns (an ioredis and BullMQ issue); it gets this long, then its
 * connection is cut, so a gateway always shuts down.
 */
const EVENTS_CLOSE_MS = 3000;

const closedWithin = (closing: Promise<unknown>, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    closing.then(
      () => (clearTimeout(timer), resolve(true)),
      () => (clearTimeout(timer), resolve(true)),
    );
  });

/** A queue's event stream is read only while someone awaits one of its jobs, and this long after. */
const EVENTS_IDLE_MS = 30_000;

/**
 * One queue's QueueEvents, opened by the first caller that awaits a result and closed when nobody has
 * for EVENTS_IDLE_MS. Reading a queue's stream means decoding every event of every job in it (a chat
 * message's jobs alone write several), so a gateway that only hands jobs over does not read it.
 */
function sharedQueueEvents(name: string, connection: Redis, prefix: string) {
  let open: { events: QueueEvents; eventsConnection: Redis } | undefined;
  let users = 0;
  let idle: NodeJS.Timeout | undefined;
  const close = async (entry: { events: QueueEvents; eventsConnection: Redis }) => {
    const closed = await closedWithin(entry.events.close(), EVENTS_CLOSE_MS);
    if (!closed) entry.eventsConnection.disconnect();
    await entry.eventsConnection.quit().catch(() => undefined);
  };
  return {
    /** The queue's events for one wait; `release` when done. */
    acquire(): { events: QueueEvents; release: () => void } {
      clearTimeout(idle);
      users++;
      if (!open) {
        // QueueEvents blocks on its connection, so it gets its own, which we must close ourselves.
        const eventsConnection = connection.duplicate({ enableAutoPipelining: false });
        open = { events: new QueueEvents(name, { connection: eventsConnection, prefix: `${prefix}:bull` }), eventsConnection };
      }
      let released = false;
      return {
        events: open.events,
        release: () => {
          if (released) return;
          released = true;
          if (--users > 0) return;
          idle = setTimeout(() => {
            const entry = open;
            open = undefined;
            if (entry) void close(entry);
          }, EVENTS_IDLE_MS);
          idle.unref();
        },
      };
    },
    async close(): Promise<void> {
      clearTimeout(idle);
      const entry = open;
      open = undefined;
      if (entry) await close(entry);
    },
  };
}

/**
 * The gateway's side of BullMQ: one Queue per queue name, and its QueueEvents while a result is
 * awaited. The outbox relay hands jobs to it; a failed job's id is freed (removed) before it is
 * handed over again.
 */
export function createBullJobQueue(connection: Redis, prefix: string): JobQueue {
  const queues = new Map<string, { queue: Queue; events: ReturnType<typeof sharedQueueEvents> }>();
  const forQueue = (name: string) => {
    let entry = queues.get(name);
    if (!entry) {
      entry = { queue: new Queue(name, { connection, prefix: `${prefix}:bull` }), events: sharedQueueEvents(name, connection, prefix) };
      // Every waiting run() listens for the queue closing; many at once is normal here.
      entry.queue.setMaxListeners(0);
      queues.set(name, entry);
    }
    return entry;
  };

  async function add<N extends JobName>(name: N, payload: JobPayload<N>, meta?: JobMeta) {
    const def = jobs[name];
    const data = def.payload.parse(payload);
    const jobId = def.id(data as never);
    const { queue } = forQueue(def.queue);
    // The request id rides beside the payload; the worker reads it apart (the payload's schema drops it).
    const job = await queue.add(name, meta?.requestId ? { ...data, requestId: meta.requestId } : data, {
      ...DEFAULT_JOB_OPTIONS,
      attempts: def.retry.attempts,
      backoff: { type: 'exponential', delay: def.retry.backoffMs },
      jobId,
    });
    return { job, jobId };
  }

  return {
    async enqueue(name, payload, meta) {
      const { jobId } = await add(name, payload, meta);
      return { jobId };
    },
    async run(name, payload, timeoutMs = 10_000) {
      const { events, release } = forQueue(jobs[name].queue).events.acquire();
      const stop = new AbortController();
      try {
        const { job } = await add(name, payload);
        await events.waitUntilReady();
        // QueueEvents reads its stream from "now", and "now" starts when its blocking read does: a
        // job finishing in between is never announced. Polling the job's state closes that gap.
        return (await Promise.race([job.waitUntilFinished(events, timeoutMs), pollUntilFinished(forQueue(jobs[name].queue).queue, job.id!, stop.signal)])) as JobResults[typeof name];
      } finally {
        stop.abort();
        release();
      }
    },
    async ensure(name, payload, meta) {
      const def = jobs[name];
      const jobId = def.id(def.payload.parse(payload) as never);
      const { queue } = forQueue(def.queue);
      // The job's own record, then (only once it finished) its place in the finished sets: a read
      // that costs the same however many jobs wait. (`getJobState` searches the waiting list, which
      // a backlog of tutor replies makes long, and the relay checks each of them as they age.)
      const job = await Job.fromId(queue, jobId);
      if (job) {
        if (!job.finishedOn) return 'queued';
        if (await job.isCompleted()) return 'completed';
        if (!(await job.isFailed())) return 'queued';
        // Failed for good: freed, and handed over again.
        await queue.remove(jobId);
      }
      await add(name, payload, meta);
      return 're-added';
    },
    async schedule(name, payload, everyMs) {
      const def = jobs[name];
      const data = def.payload.parse(payload);
      // One scheduler per job name for all gateways: upserting again (another gateway, a restart) replaces it.
      await forQueue(def.queue).queue.upsertJobScheduler(def.id(data as never), { every: everyMs }, {
        name,
        data,
        opts: { ...DEFAULT_JOB_OPTIONS, attempts: def.retry.attempts, backoff: { type: 'exponential', delay: def.retry.backoffMs } },
      });
    },
    async counts() {
      return Promise.all(
        QUEUE_NAMES.map(async (name) => {
          const c = await forQueue(name).queue.getJobCounts('wait', 'prioritized', 'waiting-children', 'active', 'delayed', 'failed');
          return { queue: name, waiting: (c.wait ?? 0) + (c.prioritized ?? 0) + (c['waiting-children'] ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
        }),
      );
    },
    async close() {
      await Promise.all([...queues.values()].flatMap(({ queue, events }) => [queue.close(), events.close()]));
    },
  };
}
