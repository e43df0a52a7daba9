import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** How long a refused sender is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** What a child or parent is told when this gateway is too busy to take their request now. */
export const busyError = () =>
  new AppError(503, 'busy', 'Morah is very busy right now. Please wait a moment and send your message again.', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }, {
    'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
  });

/** How often the event loop's delay and the heap are read. */
const SAMPLE_INTERVAL_MS = 250;

/** How often the queue for database connections is read. */
const HEALTH_CHECK_INTERVAL_MS = 100;

/** Probes and metrics answer under load too: a busy gateway is alive, and its figures say why. */
const ALWAYS_ANSWERED = new Set(['/healthz', '/api/health', '/readyz', '/metrics']);

export interface LoadSheddingOptions {
  /** Refuse requests while the event loop runs this many milliseconds late on average. */
  maxEventLoopDelayMs: number;
  /** Refuse requests while the JavaScript heap holds more than this many bytes (undefined: not checked). */
  maxHeapUsedBytes: number | undefined;
  /** Statements waiting now for a free database connection, and how many may wait before requests are refused. */
  databaseWaiting: () => number;
  maxDatabaseWaiting: number;
}

/**
 * Past what this gateway keeps up with, a request is refused at once as busy (503 with Retry-After)
 * instead of queueing behind the others: `@fastify/under-pressure` reads the event loop's delay, the
 * heap, and (its health check) how many statements wait for a database connection. The chat's socket handler asks `underPressure()` and answers 'busy' the same way. A
 * refused message was never accepted, so nothing is lost.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<{ underPressure: () => boolean }> {
  // The readings that cover the start-up (migrations, loading code) measure the start-up's own work,
  // not the load: they are not judged until a whole reading has passed since the server was ready.
  let judgedFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    judgedFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    ...(options.maxHeapUsedBytes ? { maxHeapUsedBytes: options.maxHeapUsedBytes } : {}),
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Work can queue for the database without delaying the event loop: that queue is read too.
    healthCheck: async () => options.databaseWaiting() < options.maxDatabaseWaiting,
    healthCheckInterval: HEALTH_CHECK_INTERVAL_MS,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    pressureHandler: async (request) => {
      if (!ALWAYS_ANSWERED.has(request.url.split('?')[0]!) && judged()) throw busyError();
    },
  });
  // No reading at all in the last interval (the loop was held the whole time) reads as endless
  // delay: the loop is running again by the time anyone asks.
  const judged = () => performance.now() >= judgedFrom && Number.isFinite(app.memoryUsage().eventLoopDelay);
  return { underPressure: () => app.isUnderPressure() && judged() };
}
