import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

// No METRICS_TOKEN: only a scraper on this machine may read the figures.
const world = injectWorld();

describe('GET /metrics', () => {
  it('gives Prometheus’ text to a scraper on this machine, never cached', async () => {
    const res = await world.anonymous().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP /m);
  });

  it('refuses a request from another machine, or one a proxy forwarded', async () => {
    const remote = await world.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(JSON.parse(remote.body).error.message).toBe('Metrics are read from this machine, or with the metrics token.');
    expect((await world.anonymous().get('/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
  });
});
