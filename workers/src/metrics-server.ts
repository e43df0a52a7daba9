import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The workers process's /metrics, on a port of its own (WORKER_METRICS_PORT), bound to
 * WORKER_METRICS_HOST (loopback by default: a scraper on another machine needs it opened on purpose).
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
