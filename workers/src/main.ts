import { LOG_REDACT_PATHS, queueSettingsOf } from '@morah/contracts';
import { connect } from '@morah/db';
import { Redis } from 'ioredis';
import pino from 'pino';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { startBullWorkers } from './bull-workers';
import { workerConfigFromEnvironment } from './config';
import { createRedisRoomEmitter } from './redis-room-emitter';
import { startHeartbeat } from './heartbeat';
import { createProcessors } from './registry';
import { lazyTutor } from './tutor/lazy-tutor';
import { startMetricsServer } from './metrics-server';
import { createWorkerMetrics } from './worker-metrics';

// The worker process of the full-stack and scale-out modes: BullMQ queues on Redis, Postgres.
const config = workerConfigFromEnvironment();
const log = pino({ level: config.LOG_LEVEL, redact: LOG_REDACT_PATHS });
const { db, prepared, close: closeDb } = await connect({ databaseUrl: config.DATABASE_URL, poolMax: config.DATABASE_POOL_SIZE });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
const emitterRedis = redis.duplicate({ enableAutoPipelining: true });
const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'morah_worker_' });
const metrics = createWorkerMetrics(registry);
const processors = createProcessors({ db, prepared, emitter: createRedisRoomEmitter(emitterRedis, config.REDIS_PREFIX), log, tutor: lazyTutor(config), metrics });
const workers = startBullWorkers({ connection: redis, prefix: config.REDIS_PREFIX, concurrency: config.WORKER_CONCURRENCY, queues: queueSettingsOf(config), processors, log, metrics });
const metricsServer = config.WORKER_METRICS_PORT ? await startMetricsServer(registry, config.WORKER_METRICS_PORT, config.WORKER_METRICS_HOST) : undefined;
log.info({ queues: workers.map((w) => w.name) }, 'Morah workers are running');
const heartbeat = config.WORKER_HEALTH_FILE
  ? startHeartbeat({ file: config.WORKER_HEALTH_FILE, healthy: async () => workers.every((w) => w.isRunning()) && (await redis.ping()) === 'PONG' })
  : undefined;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'finishing running jobs, then stopping');
  await heartbeat?.stop();
  metricsServer?.close();
  await Promise.allSettled(workers.map((w) => w.close()));
  await Promise.allSettled([redis.quit(), emitterRedis.quit(), closeDb()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
