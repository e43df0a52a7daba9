import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever sends `Authorization: Bearer <token>`;
 * without it, only a scraper on this machine (a loopback connection that no proxy forwarded, since
 * a proxy on the same machine would make every visitor look local).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice(7), token);
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** GET /metrics: Prometheus' text format, from the gateway's registry. */
export async function metricsRoutes(app: FastifyInstance, { registry, token }: { registry: Registry; token: string | undefined }): Promise<void> {
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      throw new AppError(403, 'forbidden', 'Metrics are read from this machine, or with the metrics token.');
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
