import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { isEncrypted, isSameOrigin } from './same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for a route another server calls (a payment provider's webhook), which proves itself otherwise. */
    csrf?: boolean;
  }
}

/** Refuse any state-changing request that did not come from the app's own pages. */
export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[], trustProxy: boolean): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    if (!isSameOrigin(request.headers, allowedOrigins, trustProxy, isEncrypted(request.raw.socket))) {
      throw new AppError(403, 'csrf_refused', 'This request did not come from Morah, so it was refused.');
    }
  });
}
