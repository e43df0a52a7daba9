import { connect } from '@morah/db';
import { Redis } from 'ioredis';
import pino from 'pino';
import { startBullWorkers } from './bull-workers';
import { loadWorkerConfig } from './config';
import { createRedisRoomEmitter } from './redis-room-emitter';
import { createProcessors } from './registry';
import { lazyTutor } from './tutor/lazy-tutor';

// The worker process of the full-stack and scale-out modes: BullMQ queues on Redis, Postgres.
const config = loadWorkerConfig(process.env);
const log = pino({ level: config.LOG_LEVEL, redact: ['payload.content'] });
const { db, close: closeDb } = await connect({ databaseUrl: config.DATABASE_URL });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
const processors = createProcessors({ db, emitter: createRedisRoomEmitter(redis, config.REDIS_PREFIX), log, tutor: lazyTutor(config) });
const workers = startBullWorkers({ connection: redis, prefix: config.REDIS_PREFIX, concurrency: config.WORKER_CONCURRENCY, processors, log });
log.info({ queues: workers.map((w) => w.name) }, 'Morah workers are running');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'finishing running jobs, then stopping');
  await Promise.allSettled(workers.map((w) => w.close()));
  await Promise.allSettled([redis.quit(), closeDb()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
