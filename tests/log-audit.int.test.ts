import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { registerTeacherWithClass, TestClient, uniqueName } from './support/http-client';
import { newRedisPrefix, TEST_REDIS_URL } from './support/morah-under-test';
import { collect, connectSocket, eventWhere, waitForConnect, watchThread } from './support/socket-client';
import { until } from './support/until';

/**
 * Logs hold nothing personal. The full stack runs as it is deployed, a gateway and a workers process,
 * each its own compiled program (compiled first when a source changed), at the most verbose level
 * (LOG_LEVEL=trace), and everything either writes is kept. A child registers, fails a sign-in and
 * signs in, chats with the tutor over the socket and over REST, earns a badge, and their parent links
 * them, exports and deletes them. Then no log line may hold the child's names, username, password,
 * words or session cookie.
 */

interface Program {
  child: ChildProcess;
  output: () => string;
}

function startProgram(name: string, env: Record<string, string>): Program {
  const child = spawn(process.execPath, [fileURLToPath(new URL(`../dist/server/${name}.mjs`, import.meta.url))], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output };
}

async function stopProgram(program: Program | undefined): Promise<void> {
  if (!program || program.child.exitCode !== null) return;
  const exited = once(program.child, 'exit');
  program.child.kill('SIGTERM');
  await exited;
}

// Words found nowhere else, so finding one in a log can mean only this child.
const FIRST = 'Zorbaquilla';
const LAST = 'Fennimoresk';
const PASSWORD = 'Quibble-lantern-5417';
const WORDS = ['pelicanfish', 'marmaladequest', 'thistlebrook'];
const PARENT_PASSWORD = 'Parent-Vellichor-8803';

/** The full stack (a gateway and a workers process, as compose runs them) and one process (`pnpm start` on Postgres). */
const MODES = [
  { mode: 'full stack', programs: ['workers', 'gateway'], redis: true },
  { mode: 'one process', programs: ['start'], redis: false },
] as const;

describe.each(MODES)('the logs of a full day in Morah ($mode), at the most verbose level', ({ programs, redis }) => {
  let testDb: TestDatabase;
  let running: Program[] = [];
  let url: string;
  const username = uniqueName('zorbaquilla');
  let childCookie = '';
  let parentCookie = '';
  let logs = '';

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const env = {
      DATABASE_URL: testDb.url,
      ...(redis ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: newRedisPrefix() } : {}),
      LOG_LEVEL: 'trace',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent-web-dist',
      SEFARIA_URL: '',
      TUTOR_PIECE_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '100',
      // Beside a whole test run the loop runs late: load shedding has its own test, not this one.
      BUSY_EVENT_LOOP_DELAY_MS: '60000',
      BUSY_DATABASE_WAITING: '100000',
    };
    await ensureServerBuild();
    running = programs.map((name) => startProgram(name, env));
    const output = () => running.map((p) => p.output()).join('\n');
    url = await until(async () => output().match(/ready at (http:\/\/\S+)/)?.[1] ?? false, 120_000);
    if (redis) await until(async () => output().includes('Morah workers are running'), 120_000);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(running.map(stopProgram));
    await testDb?.drop();
  });

  it('runs registration, sign-in, a chat with the tutor, a badge, an export and a deletion', async () => {
    const { classInfo } = await registerTeacherWithClass(url);

    // Registration, one refused for a taken username first, and one refused for a bad field.
    const child = new TestClient(url);
    const form = { username, password: PASSWORD, firstName: FIRST, lastName: LAST, role: 'student', classCode: classInfo.joinCode };
    expect((await child.post('/api/auth/register', form)).status).toBe(201);
    expect((await new TestClient(url).post('/api/auth/register', form)).status).toBe(409);
    expect((await new TestClient(url).post('/api/auth/register', { ...form, username: `${username}x`, role: 'wizard' })).status).toBe(400);
    const me = (await child.get('/api/auth/me')).body.user as { id: number; linkCode: string };

    // Sign-in: a wrong password, then the right one (a new session cookie).
    const signIn = new TestClient(url);
    expect((await signIn.post('/api/auth/login', { username, password: `${PASSWORD}-nope` })).status).toBe(401);
    expect((await signIn.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
    childCookie = signIn.cookie!;

    // The parent registers and links the child.
    const parent = new TestClient(url);
    expect((await parent.post('/api/auth/register', { username: uniqueName('parent'), password: PARENT_PASSWORD, firstName: 'Miriam', lastName: 'Katz', role: 'parent' })).status).toBe(201);
    expect((await parent.post('/api/parent/links', { linkCode: me.linkCode })).status).toBe(201);
    parentCookie = parent.cookie!;
    // The parent's page is open: the notices of the export and the deletion reach it.
    const parentSocket = connectSocket(url, parentCookie);
    await waitForConnect(parentSocket);

    // A chat with the tutor: over the socket, then over REST; each answered.
    const thread = (await signIn.post('/api/chat/threads', {})).body.thread.id as number;
    const socket = connectSocket(url, childCookie);
    await waitForConnect(socket);
    expect((await watchThread(socket, thread)).ok).toBe(true);
    // Every wait below is for a notice the child's or the parent's page receives, not a poll.
    const replies = collect(socket, 'chat:message');
    const badge = eventWhere(socket, 'badge:awarded', () => true, 120_000);
    const sent = await new Promise<{ ok: boolean }>((resolve) => (socket as unknown as Socket).emit('chat:send', { threadId: thread, content: `Why did the ${WORDS[0]} sing at Sinai, ${FIRST}?` }, resolve));
    expect(sent.ok).toBe(true);
    const aiReplies = () => replies.items.filter((m) => m.senderType === 'ai').length;
    await until(() => aiReplies() === 1, 120_000);
    expect((await signIn.post(`/api/chat/threads/${thread}/messages`, { content: `My ${WORDS[1]} is about Shabbat and ${WORDS[2]}` })).status).toBe(201);
    await until(() => aiReplies() === 2, 120_000);
    // A message too long is refused; its text is not logged either.
    expect((await signIn.post(`/api/chat/threads/${thread}/messages`, { content: `${WORDS[0]} `.repeat(400) })).status).toBe(400);

    // A badge: the chat earned XP and the gamification job awards one.
    await badge;
    socket.close();

    // The parent exports the child's data, then deletes the account with their password (a wrong one first).
    const exportReady = eventWhere(parentSocket, 'privacy:export-progress', (p) => p.status === 'ready', 120_000);
    const exported = (await parent.post('/api/privacy/exports', { childId: me.id })).body.export.id as string;
    expect((await exportReady).exportId).toBe(exported);
    expect((await parent.get(`/api/privacy/exports/${exported}/download`)).status).toBe(200);
    expect((await parent.post('/api/privacy/deletions', { childId: me.id, password: `${PARENT_PASSWORD}-nope` })).status).toBe(400);
    const deletionDone = eventWhere(parentSocket, 'privacy:deletion-done', () => true, 120_000);
    const deletion = (await parent.post('/api/privacy/deletions', { childId: me.id, password: PARENT_PASSWORD })).body.deletion.id as string;
    expect((await deletionDone).deletionId).toBe(deletion);
    expect((await parent.get(`/api/privacy/deletions/${deletion}`)).body.deletion.status).toBe('done');
    expect((await child.get('/api/auth/me')).status).toBe(401);
    parentSocket.close();

    // Everything written, flushed: the processes stop as an operator stops them.
    await Promise.all(running.map(stopProgram));
    logs = running.map((p) => p.output()).join('\n');
    if (process.env.LOG_AUDIT_DUMP) (await import('node:fs')).writeFileSync(process.env.LOG_AUDIT_DUMP, logs);
    }, 240_000); // a whole day of one family, a step after another: twice the hang guard of one step

  it('logged at the most verbose level: requests, jobs and their ids', () => {
    const lines = logs.split('\n').filter((line) => line.startsWith('{'));
    expect(lines.length).toBeGreaterThan(30);
    // Each request is logged only at debug and trace (the day above makes about twenty, none of them polls).
    expect(lines.filter((line) => line.includes('"msg":"incoming request"')).length).toBeGreaterThanOrEqual(15);
    // The jobs' own lines, each naming its job.
    expect(logs).toMatch(/"jobId":"privacy-export-[0-9a-f-]+".*"msg":"export ready"/);
    expect(logs).toMatch(/"jobId":"privacy-delete-child-[0-9a-f-]+".*"msg":"account deletion carried out"/);
  });

  it('holds no name, username, password, message words or session cookie of the child', () => {
    const sessionValue = decodeURIComponent(childCookie.split('=')[1]!);
    const sessionId = sessionValue.replace(/^s:/, '').split('.')[0]!;
    const parentSession = decodeURIComponent(parentCookie.split('=')[1]!).replace(/^s:/, '').split('.')[0]!;
    const secrets = [FIRST, LAST, username, PASSWORD, PARENT_PASSWORD, ...WORDS, sessionValue, sessionId, parentSession, 'Sinai, '];
    const found = secrets.filter((secret) => logs.toLowerCase().includes(secret.toLowerCase()));
    const example = found.length ? logs.split('\n').find((line) => line.toLowerCase().includes(found[0]!.toLowerCase())) : undefined;
    expect({ found, example }).toEqual({ found: [], example: undefined });
  });
});
