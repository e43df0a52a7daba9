import { resolve } from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const flag = z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => v === 'true' || v === '1');

const ConfigSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-zA-Z0-9_-]+$/).default('morah')),
  MORAH_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.morah-data')),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'SESSION_SECRET needs at least 32 characters').optional()),
  SESSION_TTL_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  ALLOWED_ORIGINS: optionalString.transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])),
  TRUST_PROXY: flag,
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().default(resolve(import.meta.dirname, '../../web/dist'))),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  LOGIN_MAX_FAILS_PER_ACCOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(5)),
  LOGIN_MAX_FAILS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  LOGIN_BLOCK_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(15)),
  CHAT_MESSAGES_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(12)),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  /** The offline tutor's pause between streamed pieces, so its answer looks typed. */
  TUTOR_PIECE_DELAY_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/).optional()),
});

export type GatewayConfig = z.infer<typeof ConfigSchema>;

/** Parse every variable once; one error lists every bad key. Nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined>): GatewayConfig {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
