import { randomBytes } from 'node:crypto';
import { loadConfig, type RunningGateway } from '@morah/gateway';
import { createProcessors, createRedisRoomEmitter, lazyTutor, startBullWorkers, type TutorEnv } from '@morah/workers';
import { connect } from '@morah/db';
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

/** Start a gateway exactly as `pnpm start` does, on a free port, quiet. */
export function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  return startMorah(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.dataDir ? { MORAH_DATA_DIR: options.dataDir } : {}),
      ...(options.redisPrefix ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: options.redisPrefix } : {}),
      ...options.env,
    }),
  );
}

/** The workers process of the full-stack mode, in this test process: the same code `pnpm worker` runs. */
export async function startWorkers(databaseUrl: string, redisPrefix: string, env: TutorEnv = {}) {
  const { db, close: closeDb } = await connect({ databaseUrl });
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  // TEST_JOB_LOG=1 shows what the workers log, for a test that waits on a job.
  const log = process.env.TEST_JOB_LOG ? console : { info() {}, warn() {}, error() {} };
  const processors = createProcessors({ db, emitter: createRedisRoomEmitter(redis, redisPrefix), log, tutor: lazyTutor({ TUTOR_PIECE_DELAY_MS: '0', ...env }) });
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
