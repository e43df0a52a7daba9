import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from './metrics-server';
import { createWorkerMetrics } from './worker-metrics';

describe('the workers process /metrics', () => {
  const registry = new Registry();
  const metrics = createWorkerMetrics(registry);
  let close: (() => void) | undefined;
  afterAll(() => close?.());

  it('serves job wait and run times per queue and the tutor time to first token, and nothing else', async () => {
    metrics.jobStarted('tutor', 'tutor.reply', 40);
    metrics.jobFinished('tutor', 'tutor.reply', 120, 'completed');
    metrics.tutorFirstToken(80);
    const server = await startMetricsServer(registry, 0, '127.0.0.1');
    close = () => server.close();
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('morah_job_wait_seconds_count{queue="tutor",job="tutor.reply"} 1');
    expect(text).toContain('morah_job_duration_seconds_count{queue="tutor",job="tutor.reply",outcome="completed"} 1');
    expect(text).toContain('morah_tutor_first_token_seconds_count 1');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
