import { randomBytes } from 'node:crypto';
import type { JobPayload } from '@morah/contracts';
import { loadConfig, type RunningGateway } from '@morah/gateway';
import { createProcessors, createRedisRoomEmitter, type JobLogger, lazyTutor, startBullWorkers, type TutorEnv } from '@morah/workers';
import { connect } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { createBullJobQueue } from '@morah/gateway/bull';
import { Redis } from 'ioredis';
import { startMorah } from '../../compose';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface GatewayOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Full-stack mode: BullMQ and the Redis adapter under this key prefix. */
  redisPrefix?: string;
  env?: Record<string, string>;
}

/**
 * Start a gateway exactly as `pnpm start` does, on a free port, quiet. Premium is paid at the local
 * test checkout, as `pnpm start` sets it outside production (`MORAH_TEST_CHECKOUT: ''` turns it off).
 */
export function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  return startMorah(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      MORAH_TEST_CHECKOUT: '1',
      // Many gateways share one test process and a busy machine: load shedding has its own test.
      BUSY_EVENT_LOOP_DELAY_MS: '60000',
      BUSY_DATABASE_WAITING: '100000',
      // Hundreds of people sign up in a run: their passwords are hashed at the lowest cost.
      PASSWORD_HASH_COST: 'lowest',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.dataDir ? { MORAH_DATA_DIR: options.dataDir } : {}),
      ...(options.redisPrefix ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: options.redisPrefix } : {}),
      ...options.env,
    }),
  );
}

/** The workers process of the full-stack mode, in this test process: the same code `pnpm worker` runs. */
export async function startWorkers(databaseUrl: string, redisPrefix: string, env: TutorEnv = {}, logger?: JobLogger) {
  const { db, prepared, close: closeDb } = await connect({ databaseUrl });
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  // TEST_JOB_LOG=1 shows what the workers log, for a test that waits on a job.
  const log = logger ?? (process.env.TEST_JOB_LOG ? console : { info() {}, warn() {}, error() {} });
  const processors = createProcessors({ db, prepared, emitter: createRedisRoomEmitter(redis, redisPrefix), log, tutor: lazyTutor({ TUTOR_PIECE_DELAY_MS: '0', ...env }) });
  const workers = startBullWorkers({ connection: redis, prefix: redisPrefix, concurrency: 4, processors, log });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  return {
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await redis.quit();
      await closeDb();
    },
  };
}

export const newRedisPrefix = () => `morahtest${randomBytes(4).toString('hex')}`;

/**
 * Full stack: a barrier for "nothing more was awarded". Waits until the job that judges badges and
 * challenges after the student's latest activity has run (its outbox row is done): `xp.award` when
 * the activity paid XP, `gamification.apply` when it did not. Answers what the judging did (the same
 * job id, so BullMQ's kept result; nothing runs again).
 */
export async function gamificationSettled(db: TestDatabase['db'], redisPrefix: string, userId: number): Promise<{ badgesAwarded: number; challengesCompleted: number }> {
  const latest = await db.selectFrom('activities').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const sourceId = `activity-${latest.id}`;
  const xpJobId = `xp-award-${sourceId}`;
  const jobIds = [xpJobId, `gamification-apply-${sourceId}`];
  let judging: { job_id: string; payload: unknown } | undefined;
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 100))) {
    judging = await db.selectFrom('job_outbox').select(['job_id', 'payload']).where('job_id', 'in', jobIds).where('done_at', 'is not', null).executeTakeFirst();
    if (judging) break;
  }
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const producer = createBullJobQueue(redis, redisPrefix);
  try {
    if (judging && judging.job_id === xpJobId) {
      const payload = (typeof judging.payload === 'string' ? JSON.parse(judging.payload) : judging.payload) as JobPayload<'xp.award'>;
      return await producer.run('xp.award', payload, 60_000);
    }
    return await producer.run('gamification.apply', { userId, sourceId }, 60_000);
  } finally {
    await producer.close();
    await redis.quit();
  }
}

/**
 * A test file's own database and a gateway on it, started before the file's tests and closed after:
 * `const world = gatewayOnOwnDatabase(); ... world.gateway.url`. With `workers` (and a `redisPrefix`),
 * the full stack: the workers process's code runs beside the gateway, under the same prefix.
 */
export function gatewayOnOwnDatabase({ workers: withWorkers = false, ...options }: Omit<GatewayOptions, 'databaseUrl' | 'dataDir'> & { workers?: boolean } = {}) {
  const world = {} as { testDb: TestDatabase; gateway: RunningGateway };
  let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
  beforeAll(async () => {
    world.testDb = await createTestDatabase();
    if (withWorkers && options.redisPrefix) workers = await startWorkers(world.testDb.url, options.redisPrefix);
    world.gateway = await startGateway({ ...options, databaseUrl: world.testDb.url });
  });
  afterAll(async () => {
    await world.gateway?.close();
    await workers?.close();
    await world.testDb?.drop();
  });
  return world;
}
