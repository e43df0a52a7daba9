import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyMigratedEmbedded } from '@morah/db/testing';
import type { RunningGateway } from '@morah/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/http-client';
import { newRedisPrefix, startGateway } from './support/morah-under-test';
import { type PrivatePostgres, type PrivateRedis, startPrivatePostgres, startPrivateRedis } from './support/private-services';
import { until } from './support/until';

/** /healthz says the process is alive; /readyz asks Postgres, Redis and the queue, and names what failed. */

describe('the full stack on a Postgres and a Redis that go away and come back', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let gateway: RunningGateway;
  let probe: TestClient;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis({ persistence: false })]);
    gateway = await startGateway({ databaseUrl: postgres.url, redisPrefix: newRedisPrefix(), env: { REDIS_URL: redis.url } });
    // A load balancer's probe: no session, no Origin.
    probe = new TestClient(gateway.url, null);
  });
  afterAll(async () => {
    // Closing after Redis restarted once hung in BullMQ's QueueEvents: the gateway bounds it.
    await gateway?.close();
    await Promise.all([postgres?.destroy(), redis?.destroy()]);
  });

  const readyz = () => probe.get('/readyz');

  it('is ready when all three answer', async () => {
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', mode: 'full-stack', failed: [] });
    expect(Object.keys(res.body.checks).sort()).toEqual(['postgres', 'queue', 'redis']);
    for (const check of Object.values<any>(res.body.checks)) expect(check).toMatchObject({ ok: true, ms: expect.any(Number) });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await probe.get('/healthz')).body).toEqual({ ok: true });
  });

  it('answers 503 naming Redis and the queue while Redis is down, and is ready again once it is back', async () => {
    await redis.stop();
    try {
      const down = await until(async () => {
        const res = await readyz();
        return res.status === 503 ? res : false;
      });
      expect(down.body.status).toBe('unready');
      expect(down.body.failed).toEqual(expect.arrayContaining(['redis', 'queue']));
      expect(down.body.failed).not.toContain('postgres');
      expect(down.body.checks.redis).toMatchObject({ ok: false, error: expect.any(String) });
      // Nothing about where Redis lives reaches the answer.
      expect(JSON.stringify(down.body)).not.toContain(String(redis.port));
      // Alive all the while: an outage elsewhere is no reason to restart the gateway.
      expect((await probe.get('/healthz')).status).toBe(200);
      expect((await probe.get('/api/health')).status).toBe(200);
    } finally {
      await redis.start();
    }
    await until(async () => (await readyz()).status === 200);
  });

  it('answers 503 naming Postgres while it is down, and is ready again once it is back', async () => {
    await postgres.stop();
    try {
      const down = await until(async () => {
        const res = await readyz();
        return res.status === 503 ? res : false;
      });
      expect(down.body.failed).toEqual(['postgres']);
      expect(down.body.checks.postgres).toMatchObject({ ok: false });
      expect(down.body.checks.redis).toMatchObject({ ok: true });
      expect((await probe.get('/healthz')).status).toBe(200);
    } finally {
      await postgres.start();
    }
    await until(async () => (await readyz()).status === 200);
  });
});

describe('the embedded mode', () => {
  let dataDir: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-ready-'));
    await copyMigratedEmbedded(join(dataDir, 'db'));
    gateway = await startGateway({ dataDir });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ready when PGlite and the in-process runner answer', async () => {
    const probe = new TestClient(gateway.url, null);
    const res = await probe.get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', mode: 'embedded', failed: [] });
    expect(Object.keys(res.body.checks).sort()).toEqual(['postgres', 'queue']);
  });
});
