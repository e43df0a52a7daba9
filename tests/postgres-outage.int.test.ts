import type { RunningGateway } from '@morah/gateway';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { type PrivatePostgres, startPrivatePostgres } from './support/private-services';
import { connectSocket, waitForConnect } from './support/socket-client';

/**
 * Postgres stops under a running gateway (its own cluster on its own port, never the machine's):
 * every request is told "try again in a moment" (503 with Retry-After, never a 500), and once
 * Postgres is back the first request after Retry-After succeeds, with no restart of Morah.
 */
let pg: PrivatePostgres;
let gateway: RunningGateway;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  gateway = await startGateway({ databaseUrl: pg.url });
});
afterAll(async () => {
  await gateway?.close();
  await pg?.destroy();
});

const UNAVAILABLE = { code: 'unavailable', message: 'Morah is taking a short break. Please try again in a moment.' };

describe('Postgres stopped and started again under a running Morah', () => {
  it('answers 503 with Retry-After while it is down, and works again at the first try once it is back', async () => {
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const { student } = await registerStudent(gateway.url, classInfo.joinCode, 'Tova');
    const threadId = (await student.post('/api/chat/threads', {})).body.thread.id as number;
    const socket = connectSocket(gateway.url, student.cookie) as unknown as Socket;
    await waitForConnect(socket);

    await pg.stop();
    const requests: Array<[string, (c: TestClient) => ReturnType<TestClient['get']>]> = [
      ['read who is signed in', (c) => c.get('/api/auth/me')],
      ['record an activity', (c) => c.post('/api/learning/record-activity', { activityType: 'parsha' })],
      ['post a message', (c) => c.post(`/api/chat/threads/${threadId}/messages`, { content: 'Are you there?' })],
      ['register', (c) => c.post('/api/auth/register', { username: `while_down_${process.pid}`, password: 'shabbat shalom', firstName: 'Avi', lastName: 'Levi', role: 'teacher' })],
    ];
    let retryAfter = 0;
    for (const [what, send] of requests) {
      const res = await send(student);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(503);
      expect(res.body.error).toMatchObject(UNAVAILABLE);
      retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter, what).toBeGreaterThan(0);
      expect(retryAfter, what).toBeLessThanOrEqual(3);
    }
    // The socket says the same, in the words the web shows ("try again in a moment").
    const ack = await new Promise<{ ok: boolean; error?: { code: string } }>((resolve) => socket.emit('chat:send', { threadId, content: 'Still there?' }, resolve));
    expect(ack).toMatchObject({ ok: false, error: { code: 'unavailable' } });

    await pg.start();
    // A client that waited the Retry-After it was given is served at its first try after the return:
    // no backoff, no reconnect delay, no restart (so within the 3 s promised).
    const started = performance.now();
    const me = await student.get('/api/auth/me');
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    const firstAnswerMs = performance.now() - started;
    const activity = await student.post('/api/learning/record-activity', { activityType: 'parsha' });
    expect(activity.status, JSON.stringify(activity.body)).toBe(200);
    const posted = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hello again!' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const sent = await new Promise<{ ok: boolean }>((resolve) => socket.emit('chat:send', { threadId, content: 'And by socket.' }, resolve));
    expect(sent.ok).toBe(true);
    console.log(`Postgres back: the first request answered in ${Math.round(firstAnswerMs)} ms`);
    socket.close();
  });
});
