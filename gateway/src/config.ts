import { resolve } from 'node:path';
import { DEFAULT_CHAT_RETENTION_DAYS, parseEnvironment, queueSettingsShape } from '@morah/contracts';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const flag = z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => v === 'true' || v === '1');

/** Every variable `pnpm start` and a gateway read, each with what it does (docs/configuration.md is made from it). */
export const ConfigSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000))
    .describe("The port Morah's web app, API and live connections listen on."),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0'))
    .describe('The network address to listen on; `0.0.0.0` means every address of this computer.'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional())
    .describe('The Postgres database, as `postgres://user:password@host:5432/name`. Empty: Morah keeps its own database in MORAH_DATA_DIR (nothing to install). A connection pooler in transaction mode must support prepared statements (PgBouncer 1.21 or later with `max_prepared_statements` set).'),
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10))
    .describe('Connections this gateway keeps open to Postgres (with DATABASE_URL). Every gateway and worker together must stay under Postgres\'s `max_connections`.'),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url().optional())
    .describe('The Redis server, as `redis://host:6379`. Set together with DATABASE_URL it runs the full stack: background work goes to worker processes (`pnpm worker`) and several gateways can share the live connections. Empty: everything runs in this one process.'),
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-zA-Z0-9_-]+$/).default('morah'))
    .describe('The name every Redis key and channel of this Morah starts with, so two Morahs can share one Redis.'),
  MORAH_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.morah-data'))
    .describe('The folder where the built-in database keeps its files when DATABASE_URL is empty. One Morah at a time may use it.'),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'SESSION_SECRET needs at least 32 characters').optional())
    .describe('The secret that signs sign-in cookies, 32 characters or more. Empty: Morah makes one the first time and keeps it in the database. Set the same value on every gateway.'),
  SESSION_TTL_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(365).default(30))
    .describe('How many days a sign-in lasts after it was last used (1 to 365). Its end moves on at most once an hour while it is used.'),
  ALLOWED_ORIGINS: optionalString.transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
    .describe("Other web addresses (comma-separated) allowed to send changes and open live connections, such as a separate development server. Morah's own address is always allowed."),
  TRUST_PROXY: flag
    .describe("`true` when Morah sits behind a proxy that handles https: Morah then believes the proxy's `X-Forwarded-*` headers and marks cookies Secure."),
  // Found from this file's folder: gateway/src/ and the compiled dist/server/ both lie two folders below the root.
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().default(resolve(import.meta.dirname, '../../web/dist')))
    .describe('The folder of the built web app. Empty: `web/dist` of this checkout, built on first start if missing.'),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'))
    .describe('How much Morah writes to its log: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Log lines never hold names, messages or passwords.'),
  LOGIN_MAX_FAILS_PER_ACCOUNT_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(5))
    .describe('Wrong sign-in tries at one account from one network address before a pause of LOGIN_BLOCK_MINUTES.'),
  LOGIN_MAX_FAILS_PER_ACCOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20))
    .describe('Wrong sign-in tries at one account from every address together before a pause.'),
  LOGIN_MAX_FAILS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(200))
    .describe('Wrong sign-in tries from one address at every account before a pause. High on purpose: a whole school may share one address.'),
  LOGIN_BLOCK_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(15))
    .describe('How long sign-in tries are counted, and how long the pause lasts, in minutes.'),
  PASSWORD_HASH_COST: z.preprocess(emptyAsUndefined, z.enum(['standard', 'lowest']).default('standard'))
    .describe('How costly passwords are to hash: `standard` (argon2id, 19 MiB of memory and 2 passes, so a stolen hash is slow to crack) or `lowest` (8 KiB and one pass, for tests that sign up many people). A password hashed at the lowest cost is quick to crack: never set it where real families use Morah (with NODE_ENV=production it is refused). A password keeps the cost it was hashed with.'),
  CODE_MAX_TRIES_PER_ACCOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10))
    .describe('Class codes and parent link codes one signed-in person may try before a pause (a right code is not counted).'),
  CODE_MAX_TRIES_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(100))
    .describe('Class codes and parent link codes tried from one address before a pause.'),
  CODE_BLOCK_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(15))
    .describe('How long code tries are counted, and how long their pause lasts, in minutes.'),
  CHAT_MESSAGES_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(12))
    .describe('Messages one student may send in any minute; the next one is asked to wait.'),
  BUSY_EVENT_LOOP_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(60_000).default(500))
    .describe('While the server runs this many milliseconds behind (its event loop\'s average delay over a quarter of a second), new requests and chat messages are refused at once as busy: the child sees "Morah is very busy right now", the text stays in the box, and the answer says when to try again. A lower value refuses sooner in a burst and keeps the messages it takes quicker; a higher one takes more and delivers them later.'),
  BUSY_DATABASE_WAITING: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(20))
    .describe('While this many requests wait for a free database connection (DATABASE_POOL_SIZE are in use), new requests and chat messages are refused as busy the same way. It is read at each request, so one that arrives as soon as the queue is shorter is taken.'),
  BUSY_HEAP_USED_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(64).max(1_000_000).optional())
    .describe('While the server holds more than this many megabytes of memory for its own data, new requests are refused as busy the same way. Empty: not checked.'),
  QUIZZES_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20))
    .describe('Quizzes one student may ask Morah to write in any hour.'),
  ...queueSettingsShape,
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional())
    .describe("The address of an OpenAI-compatible model server (OpenAI, or Ollama at `http://localhost:11434/v1`, or vLLM). Empty with no OPENAI_API_KEY: the built-in offline tutor answers from Morah's own knowledge."),
  OPENAI_API_KEY: optionalString
    .describe("The model server's key. With OpenAI's key, OpenAI's moderation also screens children's messages (Morah's own safety screen always does)."),
  OPENAI_MODEL: optionalString
    .describe('The chat model to ask. Empty: `gpt-4o-mini`.'),
  TUTOR_PIECE_DELAY_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^\d+$/).optional())
    .describe("The offline tutor's pause between the pieces of its answer, in milliseconds, so it appears as if typed. Empty: 90 (about 33 words a second, as a model streams)."),
  SCREEN_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.string().regex(/^[1-9]\d*$/).optional())
    .describe("How long the model's safety screen may take to answer, in milliseconds, before it is asked once more and then left to Morah's own screen. The reply waits for it. Empty: 8000."),
  SEFARIA_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? 'https://www.sefaria.org' : v.trim() === '' ? null : v.trim()))
    .pipe(z.string().url('SEFARIA_URL must be a URL, or empty to stay offline').nullable())
    .describe("Where a Torah portion missing from Morah's own text store is fetched (Sefaria's text API). Set it empty to stay offline; `pnpm content:import` loads the whole Torah without the network."),
  PARSHA_INSIGHTS_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60))
    .describe('New verse insights one person may ask Morah AI for in any hour (ones already kept are always shown).'),
  SEFARIA_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(8000))
    .describe('How long to wait for Sefaria, in milliseconds.'),
  STRIPE_SECRET_KEY: optionalString
    .describe("Stripe's secret key, for Premium payments. Empty: Premium cannot be bought here (the upgrade buttons say so), unless MORAH_TEST_CHECKOUT is set."),
  MORAH_TEST_CHECKOUT: flag
    .describe('`1`, with no STRIPE_SECRET_KEY: Premium is paid at a local test checkout where no money moves, so anyone signed in can make themselves Premium. `pnpm start` sets it when no Stripe key is set and NODE_ENV is not `production`, and says so. Never set it where real families use Morah.'),
  STRIPE_WEBHOOK_SECRET: optionalString
    .describe('The signing secret of the Stripe webhook pointed at `/api/stripe/webhook`. Needed with STRIPE_SECRET_KEY: only a signed notice from Stripe makes anyone Premium.'),
  STRIPE_PRICE_ID: optionalString
    .describe('A one-time Price in Stripe. Empty: the checkout charges PREMIUM_PRICE_CENTS in PREMIUM_CURRENCY.'),
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional())
    .describe("Where the Stripe client sends its requests. Empty: Stripe's own address (tests point it at a local stand-in)."),
  PREMIUM_PRICE_CENTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(50).max(100_000).default(999))
    .describe('The price of Premium in cents (999 is 9.99).'),
  PREMIUM_CURRENCY: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-zA-Z]{3}$/).default('usd'))
    .describe('The currency of that price, as a three-letter code such as `usd` or `eur`.'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional())
    .describe('The address people reach Morah at, for the links back from the checkout. Empty: the address of the request.'),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional())
    .describe('16 characters or more: `/metrics` then answers anyone who sends `Authorization: Bearer <token>`. Empty: only a scraper on the same computer may read it.'),
  CHAT_RETENTION_DAYS: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? DEFAULT_CHAT_RETENTION_DAYS : v.trim() === '' ? null : Number(v.trim())))
    .pipe(z.number('a whole number of days, or empty to keep everything').int('a whole number of days, or empty to keep everything').min(1).max(36500).nullable())
    .describe('Conversations nobody has touched for this many days are removed for good. Set it empty to keep every conversation until its account is deleted.'),
  RETENTION_SWEEP_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(7 * 24 * 3600).default(3600))
    .describe('How often, in seconds, Morah looks for conversations to remove (it also looks at start).'),
}).superRefine((config, ctx) => {
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is needed with STRIPE_SECRET_KEY, so payments can be confirmed' });
  }
});

export type GatewayConfig = z.infer<typeof ConfigSchema>;

/**
 * What `pnpm start` adds before parsing: the local test checkout when no Stripe key and no choice
 * about it are set and NODE_ENV is not `production` (the image sets it), with the line it prints to
 * say so. In production without keys nothing is added, and Premium cannot be bought.
 */
export function withTestCheckoutDefault(env: Record<string, string | undefined>): { env: Record<string, string | undefined>; notice: string | null } {
  const unset = (key: string) => env[key] === undefined || env[key] === '';
  if (!unset('STRIPE_SECRET_KEY') || !unset('MORAH_TEST_CHECKOUT') || env.NODE_ENV === 'production') return { env, notice: null };
  return {
    env: { ...env, MORAH_TEST_CHECKOUT: '1' },
    notice: 'No Stripe key is set, so Premium uses the local test checkout, where no money moves and anyone signed in can become Premium (MORAH_TEST_CHECKOUT=1). Set MORAH_TEST_CHECKOUT=0 to turn it off.',
  };
}

/** Parse every variable once; one error lists every bad key. Nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined>): GatewayConfig {
  const config = parseEnvironment(ConfigSchema, env);
  // The lowest cost is for tests: a server where real families sign in never hashes at it.
  if (config.PASSWORD_HASH_COST === 'lowest' && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  PASSWORD_HASH_COST: `lowest` is for tests only and cannot be used with NODE_ENV=production');
  }
  return config;
}

/** The configuration of this process, from its environment: the one place a gateway reads `process.env`. */
export const configFromEnvironment = (): GatewayConfig => loadConfig(process.env);
