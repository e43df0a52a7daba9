import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();

describe('health probes', () => {
  it('GET /healthz and /api/health say the process is alive, to anyone', async () => {
    for (const path of ['/healthz', '/api/health']) expect(await world.anonymous().get(path), path).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('GET /readyz answers ready once Postgres and the job queue answer, and is never cached', async () => {
    const res = await world.anonymous().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ status: 'ready', mode: 'postgres', failed: [], checks: { postgres: { ok: true }, queue: { ok: true } } });
    expect(res.body.checks.redis).toBeUndefined();
  });
});
