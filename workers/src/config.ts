import { parseEnvironment, queueSettingsShape } from '@morah/contracts';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every variable a worker process (`pnpm worker`) reads, each with what it does (docs/configuration.md is made from it). */
export const ConfigSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url({ message: 'the workers need DATABASE_URL (a Postgres URL)' }))
    .describe('The Postgres database the gateways use.'),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url({ message: 'the workers need REDIS_URL' }))
    .describe('The Redis server the gateways use: the workers take their jobs from it and reach the live connections through it.'),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-zA-Z0-9_-]+$/).default('morah'))
    .describe("The same prefix as the gateways' REDIS_PREFIX."),
  ...queueSettingsShape,
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10))
    .describe('Connections this worker process keeps open to Postgres. Every gateway and worker together must stay under Postgres\'s `max_connections`.'),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional())
    .describe("The same model server as the gateways' OPENAI_BASE_URL (the workers ask it)."),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional())
    .describe("The same key as the gateways' OPENAI_API_KEY."),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional())
    .describe("The same model as the gateways' OPENAI_MODEL. Empty: `gpt-4o-mini`."),
  TUTOR_PIECE_DELAY_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/).optional())
    .describe("The same pause as the gateways' TUTOR_PIECE_DELAY_MS. Empty: 90 (about 33 words a second, as a model streams)."),
  SCREEN_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^[1-9]\d*$/).optional())
    .describe("The same wait as the gateways' SCREEN_TIMEOUT_MS. Empty: 8000."),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'))
    .describe("How much the workers write to their log, as the gateways' LOG_LEVEL."),
  WORKER_HEALTH_FILE: z.preprocess(emptyAsUndefined, z.string().optional())
    .describe('A file the workers touch every 5 seconds while Redis answers and every queue runs, for a container health check. Empty: none.'),
  WORKER_METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional())
    .describe("The port of the workers' own `/metrics` (job waits and run times, the tutor's time to its first word). Empty: off."),
  WORKER_METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1'))
    .describe("The address the workers' `/metrics` listens on. It has no token: open it beyond this computer only on a network of your own."),
});

export type WorkerConfig = z.infer<typeof ConfigSchema>;

/** Parse every variable once; one error lists every bad key. */
export function loadWorkerConfig(env: Record<string, string | undefined>): WorkerConfig {
  return parseEnvironment(ConfigSchema, env);
}

/** The configuration of this process, from its environment: the one place a worker reads `process.env`. */
export const workerConfigFromEnvironment = (): WorkerConfig => loadWorkerConfig(process.env);
