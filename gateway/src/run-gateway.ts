import { join } from 'node:path';
import type { JobQueue, RoomEmitter } from '@morah/contracts';
import { connect, createJobProducer, type Database, type DbHandle, migrateToLatest } from '@morah/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { startOutboxRelay } from './jobs/outbox-relay';
import type { GatewayConfig } from './config';
import type { MorahServer } from './realtime/socket-server';

export interface InProcessJobs {
  /** The in-process queue the outbox relay hands jobs to. */
  queue: JobQueue;
  /** Called once the app exists, with what processors need to run in this process. */
  start(deps: { db: Kysely<Database>; emitter: RoomEmitter; log: FastifyBaseLogger; metrics: Registry }): void;
}

export interface RunningGateway {
  url: string;
  port: number;
  mode: string;
  app: FastifyInstance;
  io: MorahServer;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * Open the database (migrating it), pick the job transport and socket adapter from what is
 * configured, build the app and listen. With REDIS_URL: BullMQ and the Redis adapter, workers in
 * their own process. Without: the caller's in-process jobs and the in-memory adapter. `opening` is
 * a database the caller has already begun to open (so start-up can overlap it with loading code).
 */
export async function runGateway(config: GatewayConfig, inProcessJobs?: InProcessJobs, opening?: Promise<DbHandle>): Promise<RunningGateway> {
  if (config.REDIS_URL && !config.DATABASE_URL) {
    throw new Error('REDIS_URL is set but DATABASE_URL is not: workers in another process cannot share the embedded database.');
  }
  if (!config.REDIS_URL && !inProcessJobs) {
    throw new Error('Without REDIS_URL the jobs run in this process: start Morah with `pnpm start`.');
  }
  const dataDir = join(config.MORAH_DATA_DIR, 'db');
  const handle = await (opening ?? connect({ databaseUrl: config.DATABASE_URL, dataDir, poolMax: config.DATABASE_POOL_SIZE }));
  await migrateToLatest(handle.db);

  // Redis-only modules load only in full-stack mode, so the embedded start stays quick.
  let redis: Redis | undefined;
  let queue: JobQueue;
  if (config.REDIS_URL) {
    const [{ Redis }, { createBullJobQueue }] = await Promise.all([import('ioredis'), import('./jobs/bull-job-queue')]);
    // Commands given in the same turn of the event loop go to Redis in one write.
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, enableAutoPipelining: true });
    queue = createBullJobQueue(redis, config.REDIS_PREFIX);
  } else {
    queue = inProcessJobs!.queue;
  }
  const { app, io, emitter, metrics } = await buildApp({ config, db: handle.db, jobs: createJobProducer(handle.db, queue), redis, queue, dbKind: handle.kind, dbWaiting: handle.waiting, prepared: handle.prepared });
  if (!redis) inProcessJobs!.start({ db: handle.db, emitter, log: app.log, metrics });
  // Jobs are recorded with their writes; the relay hands them to the queue (see jobs/outbox-relay).
  const relay = await startOutboxRelay({ db: handle.db, queue, log: app.log, listen: handle.listen });
  // Retention follows the clock: a BullMQ job scheduler shared by every gateway, or the runner's timer.
  const scheduleRetention = () => queue.schedule('privacy.retention', { retentionDays: config.CHAT_RETENTION_DAYS }, config.RETENTION_SWEEP_SECONDS * 1000);
  await scheduleRetention();
  // A Redis that restarted without its data has forgotten the scheduler: set it again each time Redis is back.
  const onRedisReady = () => void scheduleRetention().catch((err) => app.log.warn({ err }, 'could not set the retention schedule again after Redis came back'));
  redis?.on('ready', onRedisReady);

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  const mode = redis
    ? 'full stack: Postgres, BullMQ workers in their own process, Socket.IO Redis adapter'
    : `${handle.kind === 'embedded' ? `embedded Postgres in ${dataDir}` : 'Postgres'}, in-process jobs, in-memory sockets`;

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    mode,
    app,
    io,
    db: handle.db,
    close() {
      closing ??= (async () => {
        redis?.off('ready', onRedisReady);
        await app.close();
        await relay.close();
        await queue.close();
        await redis?.quit();
        await handle.close();
      })();
      return closing;
    },
  };
}
