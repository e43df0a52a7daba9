import { Histogram, type Registry } from 'prom-client';

/** What the job runners and the tutor report, in seconds (Prometheus' unit). */
export interface WorkerMetrics {
  /** A job began a run, `waitMs` after it was handed to the queue (retries' backoff included). */
  jobStarted(queue: string, job: string, waitMs: number): void;
  /** One run of a job ended: `completed`, or `failed` (it may be tried again). */
  jobFinished(queue: string, job: string, ms: number, outcome: 'completed' | 'failed'): void;
  /** From the start of a tutor.reply run to the model's first piece of the answer. */
  tutorFirstToken(ms: number): void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The workers' metrics on a registry: the workers process's own, or the gateway's in the one-process mode. */
export function createWorkerMetrics(registry: Registry): WorkerMetrics {
  const wait = new Histogram({ name: 'morah_job_wait_seconds', help: 'Time a job waited in its queue before a run began', labelNames: ['queue', 'job'], buckets: SECONDS, registers: [registry] });
  const run = new Histogram({ name: 'morah_job_duration_seconds', help: 'Time one run of a job took, by outcome', labelNames: ['queue', 'job', 'outcome'], buckets: SECONDS, registers: [registry] });
  const firstToken = new Histogram({
    name: 'morah_tutor_first_token_seconds',
    help: 'Time from the start of a tutor reply job to the model\u2019s first piece of the answer',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
    registers: [registry],
  });
  return {
    jobStarted: (queue, job, waitMs) => wait.observe({ queue, job }, waitMs / 1000),
    jobFinished: (queue, job, ms, outcome) => run.observe({ queue, job, outcome }, ms / 1000),
    tutorFirstToken: (ms) => firstToken.observe(ms / 1000),
  };
}
