import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const ConfigSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url({ message: 'the workers need DATABASE_URL (a Postgres URL)' })),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url({ message: 'the workers need REDIS_URL' })),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-zA-Z0-9_-]+$/).default('morah')),
  WORKER_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(8)),
  /**
   * The process's niceness (0 to 19): above 0, a machine short of CPU serves the gateways and Postgres
   * first, so the tutor's backlog queues instead of slowing people's messages to each other.
   */
  WORKER_NICE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(19).default(10)),
  /**
   * How busy the machine may be (its cores' share of time not idle, 0.1 to 1) before the jobs take
   * fewer turns at the database (see `everyoneTakesTurns`): Postgres serves the workers' statements
   * as fast as people's, whatever the workers' niceness. `1` turns it off (workers on a machine of
   * their own, or where /proc/stat counts other tenants' work).
   */
  WORKER_YIELD_AT: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.1).max(1).default(0.8)),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  TUTOR_PIECE_DELAY_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/).optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** When set, a file the process keeps fresh while it is healthy, for a container health check. */
  WORKER_HEALTH_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** When set, the workers' Prometheus metrics (job wait and run times per queue, tutor time to first token) on this port at /metrics. */
  WORKER_METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  WORKER_METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  /** `1`: time where the work goes and print it on SIGUSR2 (for `pnpm bench:chat`). */
  MORAH_PROFILE: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).optional()).transform((v) => v === '1'),
});

export type WorkerConfig = z.infer<typeof ConfigSchema>;

/** Parse every variable once; one error lists every bad key. */
export function loadWorkerConfig(env: Record<string, string | undefined>): WorkerConfig {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
