import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatMessage } from '@morah/contracts';
import { copyMigratedEmbedded } from '@morah/db/testing';
import type { RunningGateway } from '@morah/gateway';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { collect, connectSocket, waitForConnect, watchThread } from './support/socket-client';
import { until } from './support/until';

// `pnpm start` with nothing configured: PGlite, in-process jobs, and the offline tutor.
let dataDir: string;
let gateway: RunningGateway;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'morah-chat-embedded-'));
  await copyMigratedEmbedded(join(dataDir, 'db'));
  gateway = await startGateway({ dataDir, env: { TUTOR_PIECE_DELAY_MS: '5' } });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers from the offline tutor, streamed, and a teacher sees it live', async () => {
  const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
  const { student } = await registerStudent(gateway.url, classInfo.joinCode, 'Noa');
  const threadId = (await student.post('/api/chat/threads', {})).body.thread.id as number;
  const socket = connectSocket(gateway.url, student.cookie);
  const teacherSocket = connectSocket(gateway.url, teacher.cookie);
  await Promise.all([waitForConnect(socket), waitForConnect(teacherSocket)]);
  await watchThread(socket, threadId);
  await watchThread(teacherSocket, threadId);
  const deltas = collect(socket, 'chat:tutor-delta');
  const studentHeard = collect(socket, 'chat:message').items;
  const teacherHeard = collect(teacherSocket, 'chat:message').items;
  const replyTo = (items: ChatMessage[], id: string) => until(() => items.find((m) => m.senderType === 'ai' && m.replyTo === id));

  const asked = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'What sound does the letter bet make?' });
  expect(asked.status).toBe(201);
  expect(asked.body.xpAwarded).toBe(5);
  const reply = await replyTo(studentHeard, asked.body.message.id);
  expect(reply.content).toMatch(/\bb\b|"b"|'b'/i);
  expect(reply.content).toContain('?');
  expect(deltas.items.length).toBeGreaterThan(1);
  expect((await replyTo(teacherHeard, asked.body.message.id)).content).toBe(reply.content);

  const chanukah = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'When is Chanukah this year?' });
  const answer = await replyTo(studentHeard, chanukah.body.message.id);
  expect(answer.content).toMatch(/Chanukah/);
  expect(answer.content).toMatch(/20\d\d/);

  const all = (await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages as ChatMessage[];
  expect(all.map((m) => m.senderType)).toEqual(['student', 'ai', 'student', 'ai']);
  socket.close();
  teacherSocket.close();
});
