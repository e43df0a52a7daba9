import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { connectSocket, waitForConnect, watchThread } from './support/socket-client';
import { until } from './support/until';

/** /metrics in the one-process mode: the gateway's figures and the in-process jobs' on one registry. */
let testDb: TestDatabase;
let gateway: RunningGateway;
const TOKEN = 'metrics-token-for-the-test-0123';

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url, env: { TUTOR_PIECE_DELAY_MS: '0', SEFARIA_URL: '' } });
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

/** A sample's value: `name{labels} value`, labels given in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('/metrics', () => {
  it('reports HTTP latency by route pattern, sockets, rooms, queues, jobs, the tutor and the outbox', async () => {
    const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
    const { student } = await registerStudent(gateway.url, classInfo.joinCode);
    const { id } = (await student.post('/api/chat/threads', {})).body.thread;
    const socket = connectSocket(gateway.url, teacher.cookie);
    try {
      await waitForConnect(socket);
      expect((await watchThread(socket, id)).ok).toBe(true);
      expect((await student.post(`/api/chat/threads/${id}/messages`, { content: 'What is Shabbat?' })).status).toBe(201);
      await student.get(`/api/chat/threads/${id}/messages`);

      // The tutor's reply is a job: wait until it has run, then read what it left.
      const scraper = new TestClient(gateway.url, null);
      const text = await until(async () => {
        const res = await scraper.get('/metrics');
        expect(res.status).toBe(200);
        return (sample(res.body, 'morah_job_duration_seconds_count', { queue: 'tutor', job: 'tutor.reply', outcome: 'completed' }) ?? 0) >= 1 ? (res.body as string) : false;
      });
      // Route patterns, never the thread's id.
      expect(sample(text, 'morah_http_request_duration_seconds_count', { method: 'POST', route: '/api/chat/threads/:id/messages', status_code: '201' })).toBe(1);
      expect(sample(text, 'morah_http_request_duration_seconds_count', { method: 'GET', route: '/api/chat/threads/:id/messages', status_code: '200' })).toBe(1);
      expect(text).not.toContain(`/api/chat/threads/${id}`);
      expect(sample(text, 'morah_sockets_open')).toBeGreaterThanOrEqual(1);
      // The teacher's own room, their class's, and the watched thread.
      expect(sample(text, 'morah_socket_rooms')).toBeGreaterThanOrEqual(3);
      expect(sample(text, 'morah_job_duration_seconds_count', { queue: 'tutor', job: 'tutor.reply', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'morah_job_wait_seconds_count', { queue: 'tutor', job: 'tutor.reply' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'morah_tutor_first_token_seconds_count')).toBeGreaterThanOrEqual(1);
      for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(sample(text, 'morah_queue_jobs', { queue: 'tutor', state }), state).toEqual(expect.any(Number));
      expect(sample(text, 'morah_outbox_oldest_undelivered_seconds')).toEqual(expect.any(Number));
      // Nothing was refused as busy in this quiet test, and each reason is there to be watched.
      for (const reason of ['event_loop_delay', 'database_waiting', 'heap']) expect(sample(text, 'morah_busy_refusals_total', { reason }), reason).toBe(0);
      // Nothing a child wrote.
      expect(text).not.toContain('Shabbat');
    } finally {
      socket.close();
    }
  });

  it('is read only from this machine without a forwarding proxy, or with the metrics token', async () => {
    const forwarded = await new TestClient(gateway.url, null).request('GET', '/metrics', undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body.error.message).toMatch(/metrics token/);

    const guarded = await startGateway({ databaseUrl: testDb.url, env: { METRICS_TOKEN: TOKEN } });
    try {
      const scraper = new TestClient(guarded.url, null);
      expect((await scraper.get('/metrics')).status).toBe(403);
      expect((await scraper.request('GET', '/metrics', undefined, { authorization: 'Bearer wrong-token-wrong-token-00' })).status).toBe(403);
      const ok = await scraper.request('GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/text\/plain/);
      expect(ok.body).toContain('morah_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
