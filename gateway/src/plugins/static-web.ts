import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serve the built web app; any other page path gets index.html (the app's router shows 'Page Not Found'). */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io')) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'There is nothing at this address.' } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: { code: 'not_found', message: 'There is nothing at this address.' } });
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The Morah web app is not built yet. Run `pnpm build`, then reload.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
