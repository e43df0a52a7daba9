import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestContext } from '@morah/db';
import type { FastifyInstance } from 'fastify';

/** An id a proxy or a client sent is kept only when it is short and plain; anything else gets a new one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's request id: the incoming `X-Request-Id` when sane, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every request's id (Fastify logs it as `reqId`) is sent back in `X-Request-Id` and follows the
 * work it starts: jobs recorded while handling it carry it, and their worker's lines log it.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
}

/** One socket event's id, its log lines and the jobs it records, as an HTTP request has. */
export function withSocketEventId<T>(run: (requestId: string) => Promise<T>): Promise<T> {
  const requestId = randomUUID();
  return requestContext.run({ requestId }, () => run(requestId));
}
