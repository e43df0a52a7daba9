import { HealthResponse, type JobQueue, ReadinessResponse } from '@morah/contracts';
import type { Database } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import { createReadiness, type DependencyProbe } from './readiness';

export interface HealthRouteDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  redis?: Redis | undefined;
  mode: ReadinessResponse['mode'];
}

/** Redis answers only once connected; a client still reconnecting would hold the ping until it is. */
const pingRedis = (redis: Redis): DependencyProbe => async () => {
  if (redis.status !== 'ready') throw new Error(`not connected (${redis.status})`);
  return redis.ping();
};

/**
 * Probes for a load balancer or an orchestrator. `/healthz`: the process is alive (asks nothing
 * else, so a database outage never gets a healthy gateway restarted). `/readyz`: Postgres (or the
 * embedded PGlite), Redis in the full stack, and the job queue (BullMQ, or the in-process runner)
 * all answer; otherwise 503 naming the ones that did not. `/api/health` stays for the tools that
 * wait on it.
 */
export async function healthRoutes(base: FastifyInstance, { db, queue, redis, mode }: HealthRouteDeps): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const alive = { schema: { response: { 200: HealthResponse } } };
  app.get('/healthz', alive, async () => ({ ok: true as const }));
  app.get('/api/health', alive, async () => ({ ok: true as const }));

  const readiness = createReadiness({
    mode,
    log: app.log,
    probes: {
      postgres: () => sql`select 1`.execute(db),
      ...(redis ? { redis: pingRedis(redis) } : {}),
      queue: () => queue.counts(),
    },
  });
  app.get('/readyz', { schema: { response: { 200: ReadinessResponse, 503: ReadinessResponse } } }, async (_request, reply) => {
    const answer = await readiness();
    reply.header('cache-control', 'no-store');
    return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
