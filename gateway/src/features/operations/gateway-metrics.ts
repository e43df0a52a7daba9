import type { JobQueue } from '@morah/contracts';
import { type Database, oldestUndeliveredJob } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { BusyReason } from '../../plugins/load-shedding';
import type { MorahServer } from '../../realtime/socket-server';

/** A figure that cannot be read in this long is left out of the scrape rather than holding it. */
const SCRAPE_READ_MS = 1000;

const within = <T>(promise: Promise<T>): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), SCRAPE_READ_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(undefined)),
    );
  });

/**
 * The gateway's figures on its registry: HTTP latency by route pattern (never the raw address, so
 * ids do not make new series), open sockets and rooms on this gateway, each queue's depth (read from
 * BullMQ or the in-process runner at scrape time) and the outbox's lag (read from Postgres).
 */
export function registerGatewayMetrics(
  app: FastifyInstance,
  { registry, io, queue, db, busyRefusals }: { registry: Registry; io: MorahServer; queue: JobQueue; db: Kysely<Database>; busyRefusals: Readonly<Record<BusyReason, number>> },
): void {
  collectDefaultMetrics({ register: registry, prefix: 'morah_' });
  const http = new Histogram({
    name: 'morah_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    http.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Counter({
    name: 'morah_busy_refusals_total',
    help: 'Requests and chat messages refused as busy, by reason: event_loop_delay (BUSY_EVENT_LOOP_DELAY_MS), database_waiting (BUSY_DATABASE_WAITING), heap (BUSY_HEAP_USED_MB)',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(busyRefusals)) this.inc({ reason }, count);
    },
  });
  new Gauge({
    name: 'morah_sockets_open',
    help: 'Socket.IO connections open on this gateway',
    registers: [registry],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });
  new Gauge({
    name: 'morah_socket_rooms',
    help: 'Rooms with a socket of this gateway in them (users, threads, classes; not the sockets\u2019 own)',
    registers: [registry],
    collect() {
      const { rooms, sids } = io.of('/').adapter;
      let count = 0;
      for (const room of rooms.keys()) if (!sids.has(room)) count++;
      this.set(count);
    },
  });
  new Gauge({
    name: 'morah_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const counts of (await within(queue.counts())) ?? []) {
        for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ queue: counts.queue, state }, counts[state]);
      }
    },
  });
  new Gauge({
    name: 'morah_outbox_oldest_undelivered_seconds',
    help: 'Age of the oldest job recorded in the outbox and not yet handed to the queue (0 when none)',
    registers: [registry],
    async collect() {
      const oldest = await within(oldestUndeliveredJob(db));
      if (oldest !== undefined) this.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest.getTime()) / 1000));
    },
  });
}
