import { type JobMeta, type JobName, type JobPayload, type JobQueue, type JobQueueName, type JobResults, jobs, type QueueCounts, type QueueSettings } from '@morah/contracts';
import { requestContext } from '@morah/db';
import type { JobLogger, Processors } from './processor';
import type { WorkerMetrics } from './worker-metrics';

export interface InProcessRunnerOptions {
  /** Override every job's own retry policy (tests make backoff instant). */
  attempts?: number;
  backoffMs?: number;
  /** How many finished job ids to remember, so a duplicate enqueue is ignored as BullMQ ignores it. */
  rememberFinished?: number;
  /**
   * Jobs of one queue running at once (8), as a BullMQ worker's concurrency: the rest wait their
   * turn, so a backlog of tutor replies does not crowd out the requests this process also serves.
   */
  concurrency?: number;
  /** A queue's own concurrency, and how many of its jobs may start a minute, as BullMQ's workers take them (see `queueSettingsOf`). */
  queues?: Partial<Record<JobQueueName, QueueSettings>>;
  log: JobLogger;
  metrics?: WorkerMetrics;
}

interface Entry {
  queue: string;
  done: Promise<unknown>;
  state: 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';
  enqueuedAt: number;
  requestId?: string | undefined;
}

/** At most `limit` holders at once; the others wait in the order they asked. */
function slots(limit: number) {
  let held = 0;
  const waiting: (() => void)[] = [];
  return {
    async take(): Promise<void> {
      if (held < limit) {
        held++;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give(): void {
      const next = waiting.shift();
      if (next) next();
      else held--;
    },
  };
}

const ONE_MINUTE_MS = 60_000;

/**
 * At most `limit` starts in any minute (none when unset), as BullMQ's limiter: a start past it waits
 * until the oldest of the minute is a minute old. `release()` wakes every waiter (the runner closing).
 */
function startsPerMinute(limit: number | undefined) {
  const starts: number[] = [];
  const sleepers = new Set<() => void>();
  let released = false;
  return {
    async take(): Promise<void> {
      if (!limit) return;
      for (;;) {
        const now = performance.now();
        while (starts.length && starts[0]! <= now - ONE_MINUTE_MS) starts.shift();
        if (starts.length < limit || released) {
          starts.push(now);
          return;
        }
        await new Promise<void>((resolve) => {
          const wake = () => (clearTimeout(timer), sleepers.delete(wake), resolve());
          const timer = setTimeout(wake, starts[0]! + ONE_MINUTE_MS - now);
          sleepers.add(wake);
        });
      }
    },
    release(): void {
      released = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}

const newEntry = (queue: string): Entry => ({ queue, done: Promise.resolve(), state: 'waiting', enqueuedAt: performance.now() });
const queueNames = () => [...new Set(Object.values(jobs).map((def) => def.queue))];

export interface InProcessRunner extends JobQueue {
  /** Processors arrive after the gateway exists (they emit through its Socket.IO server). */
  register(processors: Processors): void;
}

/**
 * The embedded mode's job runner: the same processors, job ids and retry policy as BullMQ, in
 * this process. Jobs wait in memory until processors are registered.
 */
export function createInProcessRunner(options: InProcessRunnerOptions): InProcessRunner {
  const remember = options.rememberFinished ?? 10_000;
  const known = new Map<string, Entry>();
  let processors: Processors | undefined;
  let ready: () => void = () => {};
  const registered = new Promise<void>((resolve) => (ready = resolve));
  let closed = false;
  const timers = new Map<string, ReturnType<typeof setInterval>>();
  const settingsOf = (queue: string) => options.queues?.[queue as JobQueueName];
  const queueSlots = new Map<string, ReturnType<typeof slots>>(queueNames().map((queue) => [queue, slots(settingsOf(queue)?.concurrency ?? options.concurrency ?? 8)]));
  const queueStarts = new Map<string, ReturnType<typeof startsPerMinute>>(queueNames().map((queue) => [queue, startsPerMinute(settingsOf(queue)?.perMinute)]));

  async function execute<N extends JobName>(name: N, payload: JobPayload<N>, jobId: string, entry: Entry): Promise<JobResults[N]> {
    await registered;
    const queueSlot = queueSlots.get(entry.queue)!;
    // A job still waiting for its turn when the runner closes does not start: it is in the outbox,
    // and the relay of the next start hands it over again.
    const takeTurn = async () => {
      // A job waiting for the minute's limit holds no slot, as a rate-limited BullMQ job holds none.
      await queueStarts.get(entry.queue)!.take();
      await queueSlot.take();
      if (closed) {
        queueSlot.give();
        throw new Error(`the in-process job runner closed before ${name} ${jobId} started`);
      }
      entry.state = 'active';
    };
    await takeTurn();
    options.metrics?.jobStarted(entry.queue, name, performance.now() - entry.enqueuedAt);
    const processor = processors![name] as unknown as (p: JobPayload<N>, ctx: object) => Promise<JobResults[N]>;
    const attempts = options.attempts ?? jobs[name].retry.attempts;
    const backoffMs = options.backoffMs ?? jobs[name].retry.backoffMs;
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1) await takeTurn();
      const started = performance.now();
      try {
        const requestId = entry.requestId;
        const log = options.log.child?.({ job: name, jobId, attempt, ...(requestId ? { reqId: requestId } : {}) }) ?? options.log;
        // A job's statements let people's requests waiting for the one embedded connection go first.
        const run = () => processor(payload, { jobId, attempt, maxAttempts: attempts, log, requestId });
        const result = await (requestId ? requestContext.run({ requestId }, run) : run());
        const ms = performance.now() - started;
        queueSlot.give();
        options.metrics?.jobFinished(entry.queue, name, ms, 'completed');
        log.debug?.({ ms: Math.round(ms) }, 'job done');
        return result;
      } catch (error) {
        // A job waiting out its backoff holds no slot, as a delayed BullMQ job holds none.
        queueSlot.give();
        options.metrics?.jobFinished(entry.queue, name, performance.now() - started, 'failed');
        if (attempt >= attempts || closed) {
          options.log.error({ err: error, job: name, jobId, attempt }, 'job failed for good');
          throw error;
        }
        entry.state = 'delayed';
        await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
        entry.state = 'waiting';
      }
    }
  }

  function start<N extends JobName>(name: N, payload: JobPayload<N>, meta?: JobMeta): { jobId: string; done: Promise<JobResults[N]> } {
    const def = jobs[name];
    const data = def.payload.parse(payload) as JobPayload<N>;
    const jobId = def.id(data as never);
    const existing = known.get(jobId);
    if (existing) return { jobId, done: existing.done as Promise<JobResults[N]> };
    const entry = newEntry(def.queue);
    entry.requestId = meta?.requestId ?? undefined;
    const done = execute(name, data, jobId, entry);
    entry.done = done;
    known.set(jobId, entry);
    // Failures are logged in execute and surface through run(); the outbox relay hands a failed job over again.
    done.then(
      () => (entry.state = 'completed'),
      () => (entry.state = 'failed'),
    );
    if (known.size > remember) known.delete(known.keys().next().value as string);
    return { jobId, done };
  }

  return {
    register(p) {
      processors = p;
      ready();
    },
    async enqueue(name, payload, meta) {
      return { jobId: start(name, payload, meta).jobId };
    },
    run(name, payload, timeoutMs = 10_000) {
      const { done } = start(name, payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Job ${name} did not finish within ${timeoutMs} ms`)), timeoutMs);
        done.then(
          (v) => (clearTimeout(timer), resolve(v)),
          (e) => (clearTimeout(timer), reject(e)),
        );
      });
    },
    async ensure(name, payload, meta) {
      const jobId = jobs[name].id(jobs[name].payload.parse(payload) as never);
      const entry = known.get(jobId);
      if (entry?.state === 'waiting' || entry?.state === 'active' || entry?.state === 'delayed') return 'queued';
      if (entry?.state === 'completed') return 'completed';
      // Failed for good, or never seen by this process (it restarted): run it again.
      known.delete(jobId);
      start(name, payload, meta);
      return 're-added';
    },
    async schedule(name, payload, everyMs) {
      const def = jobs[name];
      const data = def.payload.parse(payload) as JobPayload<typeof name>;
      const scheduleId = def.id(data as never);
      clearInterval(timers.get(scheduleId));
      let running = false;
      const tick = () => {
        // A run still going when the next is due makes the next wait for the one after.
        if (running || closed) return;
        running = true;
        const jobId = `${scheduleId}-${Date.now()}`;
        const entry = newEntry(def.queue);
        const done = execute(name, data, jobId, entry);
        entry.done = done;
        known.set(jobId, entry);
        done.then(
          () => known.delete(jobId),
          () => known.delete(jobId),
        ).finally(() => (running = false));
      };
      const timer = setInterval(tick, everyMs);
      timer.unref?.();
      timers.set(scheduleId, timer);
      tick();
    },
    async counts() {
      if (closed) throw new Error('the in-process job runner is closed');
      const byQueue = new Map<string, QueueCounts>(queueNames().map((queue) => [queue, { queue, waiting: 0, active: 0, delayed: 0, failed: 0 }]));
      for (const entry of known.values()) {
        const counts = byQueue.get(entry.queue);
        if (counts && entry.state !== 'completed') counts[entry.state]++;
      }
      return [...byQueue.values()];
    },
    async close() {
      closed = true;
      for (const starts of queueStarts.values()) starts.release();
      for (const timer of timers.values()) clearInterval(timer);
      if (processors) await Promise.allSettled([...known.values()].map((e) => e.done));
    },
  };
}
