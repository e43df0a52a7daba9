import { resolve } from 'node:path';
import { DEFAULT_CHAT_RETENTION_DAYS } from '@morah/contracts';
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
  // Found from this file's folder: gateway/src/ and the compiled dist/server/ both lie two folders below the root.
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().default(resolve(import.meta.dirname, '../../web/dist'))),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** Sign-in tries at one account from one address, from all addresses, and from one address at every account. */
  LOGIN_MAX_FAILS_PER_ACCOUNT_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(5)),
  LOGIN_MAX_FAILS_PER_ACCOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
  LOGIN_MAX_FAILS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(200)),
  LOGIN_BLOCK_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(15)),
  /** Class and link code tries by one signed-in person, and from one address, in CODE_BLOCK_MINUTES. */
  CODE_MAX_TRIES_PER_ACCOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
  CODE_MAX_TRIES_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(100)),
  CODE_BLOCK_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(15)),
  CHAT_MESSAGES_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(12)),
  /** Chat sends one gateway works on at once; past it a new one is refused at once as busy (503, Retry-After). */
  CHAT_MAX_SENDS_IN_FLIGHT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(16)),
  /** Past this wait for the oldest send in flight, new sends are refused as busy (any machine's limit). */
  CHAT_MAX_SEND_WAIT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(60_000).default(5000)),
  /** While the event loop, working through a burst of sends, runs this late, new sends are refused as busy. */
  CHAT_MAX_LOOP_LAG_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(20).max(60_000).default(250)),
  QUIZZES_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
  /** The embedded mode's jobs of one queue running at once in this process (a worker process reads its own). */
  WORKER_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(8)),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  /** The offline tutor's pause between streamed pieces, so its answer looks typed. */
  TUTOR_PIECE_DELAY_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/).optional()),
  /** Where a parsha missing from the text store is fetched; set it empty to stay offline. */
  SEFARIA_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? 'https://www.sefaria.org' : v.trim() === '' ? null : v.trim()))
    .pipe(z.string().url('SEFARIA_URL must be a URL, or empty to stay offline').nullable()),
  /** New verse insights (not already kept) one user may ask for in any hour before a 429. */
  PARSHA_INSIGHTS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60)),
  SEFARIA_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(8000)),
  /** Stripe: with a secret key, checkout goes to Stripe; without one, to the local test checkout. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** A one-time Price in Stripe; without it the checkout names the amount below itself. */
  STRIPE_PRICE_ID: optionalString,
  /** Where the Stripe client sends its requests (tests point it at a loopback server); Stripe's own by default. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  PREMIUM_PRICE_CENTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(50).max(100_000).default(999)),
  PREMIUM_CURRENCY: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-zA-Z]{3}$/).default('usd')),
  /** The address people reach Morah at, for the checkout's return links; the request's own host by default. */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  /** When set, /metrics answers whoever sends `Authorization: Bearer <METRICS_TOKEN>`; when not, only scrapers on this machine. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional()),
  /** Conversations untouched this many days are removed; set empty to keep everything. */
  CHAT_RETENTION_DAYS: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? DEFAULT_CHAT_RETENTION_DAYS : v.trim() === '' ? null : Number(v.trim())))
    .pipe(z.number('a whole number of days, or empty to keep everything').int('a whole number of days, or empty to keep everything').min(1).max(36500).nullable()),
  /** How often the retention sweep runs (it also runs at start). */
  RETENTION_SWEEP_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(7 * 24 * 3600).default(3600)),
  /** `1`: time where the work goes and print it on SIGUSR2 (for `pnpm bench:chat`). */
  MORAH_PROFILE: flag,
}).superRefine((config, ctx) => {
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is needed with STRIPE_SECRET_KEY, so payments can be confirmed' });
  }
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
