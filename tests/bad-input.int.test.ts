import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient, uniqueName } from './support/http-client';
import { connectSocket, waitForConnect } from './support/socket-client';
import { startGateway } from './support/morah-under-test';

// Inputs that once answered 500 (Postgres refused them) or spoke zod to people.
let testDb: TestDatabase;
let gateway: RunningGateway;
let teacher: TestClient;
let student: TestClient;
let joinCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
  const t = await registerTeacherWithClass(gateway.url);
  teacher = t.teacher;
  joinCode = t.classInfo.joinCode;
  student = (await registerStudent(gateway.url, joinCode)).student;
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

const NUL = '\u0000';
const LONE = '\uD83D';

describe('bad input is a 4xx with a sentence, never a 500', () => {
  it('keeps names, class names, titles and messages with NUL and lone surrogates, cleaned', async () => {
    const client = new (student.constructor as typeof TestClient)(gateway.url);
    const reg = await client.post('/api/auth/register', {
      username: uniqueName('nul'),
      password: 'Kite-River-Lantern-7',
      firstName: `Do${NUL}vi`,
      lastName: `Ka${LONE}tz`,
      role: 'student',
      classCode: joinCode,
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toMatchObject({ firstName: 'Dovi', lastName: 'Katz' });

    const cls = await teacher.post('/api/classes', { name: `Bet${NUL} Class${LONE}` });
    expect(cls.status).toBe(201);
    expect(cls.body.class.name).toBe('Bet Class');

    const thread = await student.post('/api/chat/threads', { title: `Sha${NUL}bbat ${LONE}` });
    expect(thread.status).toBe(201);
    expect(thread.body.thread.title).toBe('Shabbat');
    const id = thread.body.thread.id;
    const message = await student.post(`/api/chat/threads/${id}/messages`, { content: `What is${NUL} Shabbat?${LONE}` });
    expect(message.status).toBe(201);
    expect(message.body.message.content).toBe('What is Shabbat?');
  });

  it('composes text to NFC at the edge', async () => {
    const thread = await student.post('/api/chat/threads', { title: 'Cafe\u0301' });
    expect(thread.body.thread.title).toBe('Caf\u00e9');
  });

  it('refuses a message of only invisible characters, and says what kind of value content should be', async () => {
    const { id } = (await student.post('/api/chat/threads', {})).body.thread;
    const invisible = await student.post(`/api/chat/threads/${id}/messages`, { content: '\u200b\u200c\u200d\ufeff\u2060' });
    expect(invisible.status).toBe(400);
    expect(invisible.body.error.message).toBe('Write a message first.');
    for (const content of [['hi'], 42, { text: 'hi' }]) {
      const res = await student.post(`/api/chat/threads/${id}/messages`, { content });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Content should be text.');
    }
    const history = await student.get(`/api/chat/threads/${id}/messages`);
    expect(history.body.messages).toEqual([]);
  });

  it('answers missing fields in words, not in zod wording', async () => {
    const client = new (student.constructor as typeof TestClient)(gateway.url);
    const res = await client.post('/api/auth/register', { password: 'Kite-River-Lantern-7' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please fill in username.');
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid input|expected string|received undefined/);
  });

  it('refuses a stats day outside Morah\u2019s years with a 400', async () => {
    for (const since of ['0000-01-01T00:00:00Z', '9999-12-31T00:00:00Z', '1970-01-01T00:00:00Z']) {
      const res = await teacher.get(`/api/chat/stats?since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(400);
      expect(res.body.error.message).toMatch(/recent day/);
    }
    expect((await teacher.get(`/api/chat/stats?since=${encodeURIComponent(new Date().toISOString())}`)).status).toBe(200);
  });

  it('cleans socket payloads too: chat:send with NUL is stored cleaned, never "internal"', async () => {
    const { id } = (await student.post('/api/chat/threads', {})).body.thread;
    const socket = connectSocket(gateway.url, student.cookie);
    try {
      await waitForConnect(socket);
      const raw = socket as unknown as { emit(event: string, ...args: unknown[]): void };
      const ack = await new Promise<any>((resolve) => raw.emit('chat:send', { threadId: id, content: `Shalom${NUL}!${LONE}` }, resolve));
      expect(ack).toMatchObject({ ok: true, data: { message: { content: 'Shalom!' } } });
      const bad = await new Promise<any>((resolve) => raw.emit('chat:send', { threadId: id, content: ['x'] }, resolve));
      expect(bad).toMatchObject({ ok: false, error: { code: 'validation_failed', message: 'Content should be text.' } });
    } finally {
      socket.close();
    }
  });
});
