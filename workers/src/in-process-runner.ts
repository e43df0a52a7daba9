import { type JobName, type JobPayload, type JobProducer, type JobResults, jobs } from '@morah/contracts';
import type { JobLogger, Processors } from './processor';

export interface InProcessRunnerOptions {
  /** Override every job's own retry policy (tests make backoff instant). */
  attempts?: number;
  backoffMs?: number;
  /** How many finished job ids to remember, so a duplicate enqueue is ignored as BullMQ ignores it. */
  rememberFinished?: number;
  log: JobLogger;
}

export interface InProcessRunner extends JobProducer {
  /** Processors arrive after the gateway exists (they emit through its Socket.IO server). */
  register(processors: Processors): void;
}

/**
 * The embedded mode's job runner: the same processors, job ids and retry policy as BullMQ, in
 * this process. Jobs wait in memory until processors are registered.
 */
export function createInProcessRunner(options: InProcessRunnerOptions): InProcessRunner {
  const remember = options.rememberFinished ?? 10_000;
  const known = new Map<string, Promise<unknown>>();
  let processors: Processors | undefined;
  let ready: () => void = () => {};
  const registered = new Promise<void>((resolve) => (ready = resolve));
  let closed = false;

  async function execute<N extends JobName>(name: N, payload: JobPayload<N>, jobId: string): Promise<JobResults[N]> {
    await registered;
    const processor = processors![name] as unknown as (p: JobPayload<N>, ctx: object) => Promise<JobResults[N]>;
    const attempts = options.attempts ?? jobs[name].retry.attempts;
    const backoffMs = options.backoffMs ?? jobs[name].retry.backoffMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await processor(payload, { jobId, attempt, maxAttempts: attempts, log: options.log });
      } catch (error) {
        if (attempt >= attempts || closed) {
          options.log.error({ err: error, job: name, jobId, attempt }, 'job failed for good');
          throw error;
        }
        await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
      }
    }
  }

  function start<N extends JobName>(name: N, payload: JobPayload<N>): { jobId: string; done: Promise<JobResults[N]> } {
    const def = jobs[name];
    const data = def.payload.parse(payload) as JobPayload<N>;
    const jobId = def.id(data as never);
    const existing = known.get(jobId);
    if (existing) return { jobId, done: existing as Promise<JobResults[N]> };
    const done = execute(name, data, jobId);
    known.set(jobId, done);
    done.catch(() => {}); // failures are logged in execute and surface through run()
    if (known.size > remember) known.delete(known.keys().next().value as string);
    return { jobId, done };
  }

  return {
    register(p) {
      processors = p;
      ready();
    },
    async enqueue(name, payload) {
      return { jobId: start(name, payload).jobId };
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
    async close() {
      closed = true;
      if (processors) await Promise.allSettled(known.values());
    },
  };
}
