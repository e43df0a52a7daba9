import underPressure, { TYPE_HEAP_USED_BYTES } from '@fastify/under-pressure';
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

/** Probes and metrics answer under load too: a busy gateway is alive, and its figures say why. */
const ALWAYS_ANSWERED = new Set(['/healthz', '/api/health', '/readyz', '/metrics']);

/** Why a request or a chat message was refused as busy (the `reason` of `morah_busy_refusals_total`). */
export type BusyReason = 'event_loop_delay' | 'heap' | 'database_waiting';

export interface LoadSheddingOptions {
  /** Refuse requests while the event loop runs this many milliseconds late on average. */
  maxEventLoopDelayMs: number;
  /** Refuse requests while the JavaScript heap holds more than this many bytes (undefined: not checked). */
  maxHeapUsedBytes: number | undefined;
  /** Statements waiting now for a free database connection, and how many may wait before requests are refused. */
  databaseWaiting: () => number;
  maxDatabaseWaiting: number;
}

export interface LoadShedding {
  /** Why a new request or chat message would be refused now, or undefined when it is taken. */
  busyReason: () => BusyReason | undefined;
  /** Asked by a chat message before anything is read or written: true (and counted) when it is refused as busy. */
  refusesNow: () => boolean;
  /** Requests and chat messages refused as busy since the start, by reason. */
  refusals: Readonly<Record<BusyReason, number>>;
}

/**
 * Past what this gateway keeps up with, a request is refused at once as busy (503 with Retry-After)
 * instead of queueing behind the others, and a chat message sent over the socket is acknowledged
 * busy the same way, before anything is read or written (so a refused message was never accepted).
 *
 * Two measures, each an operator's setting:
 * - the event loop's average delay (and the heap, when a limit is set), read by
 *   `@fastify/under-pressure` every SAMPLE_INTERVAL_MS: the server itself is behind;
 * - the statements waiting now for a database connection, read at each request and each message:
 *   work is queueing for Postgres though the event loop is on time. It is read at the moment, not
 *   sampled, so a queue that has just drained takes the next message, and one that has just filled
 *   refuses it: only what is past the limit is refused.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<LoadShedding> {
  // The readings that cover the start-up (migrations, loading code) measure the start-up's own work,
  // not the load: they are not judged until a whole reading has passed since the server was ready.
  let judgedFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    judgedFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
  });
  const refusals: Record<BusyReason, number> = { event_loop_delay: 0, heap: 0, database_waiting: 0 };
  const answered = (url: string) => ALWAYS_ANSWERED.has(url.split('?')[0]!);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    ...(options.maxHeapUsedBytes ? { maxHeapUsedBytes: options.maxHeapUsedBytes } : {}),
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    pressureHandler: async (request, _reply, type) => {
      if (answered(request.url) || !judged()) return;
      refusals[type === TYPE_HEAP_USED_BYTES ? 'heap' : 'event_loop_delay']++;
      throw busyError();
    },
  });
  const databaseBusy = () => options.databaseWaiting() >= options.maxDatabaseWaiting;
  app.addHook('onRequest', async (request) => {
    if (databaseBusy() && !answered(request.url)) {
      refusals.database_waiting++;
      throw busyError();
    }
  });
  // No reading at all in the last interval (the loop was held the whole time) reads as endless
  // delay: the loop is running again by the time anyone asks.
  const judged = () => performance.now() >= judgedFrom && Number.isFinite(app.memoryUsage().eventLoopDelay);
  const busyReason = (): BusyReason | undefined => {
    if (databaseBusy()) return 'database_waiting';
    if (!app.isUnderPressure() || !judged()) return undefined;
    return app.memoryUsage().eventLoopDelay > options.maxEventLoopDelayMs ? 'event_loop_delay' : 'heap';
  };
  return {
    busyReason,
    refusesNow: () => {
      const reason = busyReason();
      if (reason) refusals[reason]++;
      return reason !== undefined;
    },
    refusals,
  };
}
