import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import type { JobLogger } from '@morah/workers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { newRedisPrefix, startGateway, startWorkers } from './support/morah-under-test';
import { connectSocket, waitForConnect } from './support/socket-client';
import { until } from './support/until';

/** One id follows a chat message from the gateway (HTTP or one socket event) to the tutor's job in the workers process. */
type Line = Record<string, unknown>;
const lines: Line[] = [];
const capture = (bindings: Line = {}): JobLogger => ({
  info: (obj, msg) => void lines.push({ ...bindings, ...obj, msg }),
  warn: (obj, msg) => void lines.push({ ...bindings, ...obj, msg }),
  error: (obj, msg) => void lines.push({ ...bindings, ...obj, msg }),
  debug: (obj, msg) => void lines.push({ ...bindings, ...obj, msg }),
  child: (more) => capture({ ...bindings, ...more }),
});

let testDb: TestDatabase;
let gateway: RunningGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let student: TestClient;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const prefix = newRedisPrefix();
  gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix });
  workers = await startWorkers(testDb.url, prefix, {}, capture());
  const { classInfo } = await registerTeacherWithClass(gateway.url);
  student = (await registerStudent(gateway.url, classInfo.joinCode)).student;
});
afterAll(async () => {
  await workers?.close();
  await gateway?.close();
  await testDb?.drop();
});

const tutorLineWith = (reqId: string) => until(() => lines.find((l) => l.reqId === reqId && l.job === 'tutor.reply' && l.msg === 'job done'));

describe('request ids', () => {
  it('keeps a sane X-Request-Id, answers with it, and the tutor job for that message logs it', async () => {
    const { id } = (await student.post('/api/chat/threads', {})).body.thread;
    const reqId = `test-${Date.now().toString(36)}-abc`;
    const res = await student.request('POST', `/api/chat/threads/${id}/messages`, { content: 'What is Shabbat?' }, { 'x-request-id': reqId });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe(reqId);
    const line = await tutorLineWith(reqId);
    expect(line).toMatchObject({ queue: 'tutor', jobId: expect.stringMatching(/^tutor-reply-/) });
    // Never what the child wrote.
    expect(JSON.stringify(lines)).not.toContain('Shabbat');
  });

  it('replaces an id that is not plain with its own', async () => {
    const res = await student.request('GET', '/api/chat/threads', undefined, { 'x-request-id': 'bad id with spaces and {braces}' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives each socket event its own id, kept with the message and logged by its tutor job', async () => {
    const { id } = (await student.post('/api/chat/threads', {})).body.thread;
    const socket = connectSocket(gateway.url, student.cookie);
    try {
      await waitForConnect(socket);
      const raw = socket as unknown as { emit(event: string, ...args: unknown[]): void };
      const ack = await new Promise<any>((resolve) => raw.emit('chat:send', { threadId: id, content: 'Who was Moshe?' }, resolve));
      expect(ack.ok).toBe(true);
      const { rows } = await sql<{ correlation: string }>`select metadata->>'correlationId' as correlation from events where stream_id = ${`thread-${id}`} and type = 'MessagePosted'`.execute(testDb.db);
      const reqId = rows[0]!.correlation;
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      await tutorLineWith(reqId);
    } finally {
      socket.close();
    }
  });
});
