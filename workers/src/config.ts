import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const ConfigSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url({ message: 'the workers need DATABASE_URL (a Postgres URL)' })),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url({ message: 'the workers need REDIS_URL' })),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-zA-Z0-9_-]+$/).default('morah')),
  WORKER_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(8)),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  TUTOR_PIECE_DELAY_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/).optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
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
