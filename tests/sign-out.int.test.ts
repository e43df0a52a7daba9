import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, registerStudent, registerTeacherWithClass } from './support/http-client';
import { connectSocket, waitForConnect, watchThread } from './support/socket-client';
import { newRedisPrefix, startGateway } from './support/morah-under-test';
import { PgSessionStore } from '../gateway/src/plugins/pg-session-store';

/** Two gateways on one Postgres and Redis: a socket on B, the sign-out on A. */
let testDb: TestDatabase;
let a: RunningGateway;
let b: RunningGateway;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const prefix = newRedisPrefix();
  [a, b] = await Promise.all([startGateway({ databaseUrl: testDb.url, redisPrefix: prefix }), startGateway({ databaseUrl: testDb.url, redisPrefix: prefix })]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await testDb?.drop();
});

/** The server-side id behind a `morah.sid=<id>.<signature>` cookie. */
const sessionIdOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;

const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
const send = (socket: Socket, payload: unknown): Promise<any> => new Promise((resolve) => socket.emit('chat:send', payload, resolve));
/**
 * Sends once the session is over: 'refused' when the gateway answered 'unauthenticated', or when it had
 * already closed the socket (a closed socket sends nothing: socket.io keeps the message for a
 * reconnection the gateway will refuse). Anything else is what the gateway answered.
 */
const refusedOrClosed = (socket: Socket, gone: Promise<string>, payload: unknown): Promise<unknown> =>
  Promise.race([
    send(socket, payload).then((ack) => (ack?.ok === false && ack.error?.code === 'unauthenticated' ? 'refused' : ack)),
    gone.then(() => 'refused'),
  ]);
const storedMessages = async (threadId: number) =>
  Number((await testDb.db.selectFrom('chat_messages').select(({ fn }) => fn.countAll<string>().as('n')).where('thread_id', '=', threadId).executeTakeFirstOrThrow()).n);

/** A student with a thread, signed in on gateway A, whose socket on gateway B watches that thread. */
async function studentWatchingOnB() {
  const { classInfo } = await registerTeacherWithClass(a.url);
  const { student, user } = await registerStudent(a.url, classInfo.joinCode);
  const threadId = (await student.post('/api/chat/threads', {})).body.thread.id as number;
  const cookie = student.cookie!;
  const socket = connectSocket(b.url, cookie);
  await waitForConnect(socket);
  expect((await watchThread(socket, threadId)).ok).toBe(true);
  return { student, user, threadId, cookie, socket };
}

const clearsCookie = (headers: Headers) => headers.getSetCookie().some((c) => /^morah\.sid=;/.test(c) && c.includes('Expires=Thu, 01 Jan 1970'));

describe('signing out closes the session’s sockets on every gateway', () => {
  it('POST /api/auth/logout on A disconnects the socket on B at once; the old cookie opens no socket and posts nothing', async () => {
    const { student, threadId, cookie, socket } = await studentWatchingOnB();
    const gone = disconnected(socket);
    const out = await student.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(clearsCookie(out.headers)).toBe(true);
    expect(await gone).toBe('io server disconnect');

    const again = connectSocket(b.url, cookie);
    await expect(waitForConnect(again)).rejects.toThrow(/unauthenticated/);
    again.close();
    const stale = new TestClient(a.url);
    stale.cookie = cookie;
    expect((await stale.post(`/api/chat/threads/${threadId}/messages`, { content: 'Still here?' })).status).toBe(401);
    expect(await storedMessages(threadId)).toBe(0);
  });

  it('GET /api/logout from Morah’s own page does the same, and goes home', async () => {
    const { student, socket } = await studentWatchingOnB();
    const gone = disconnected(socket);
    const out = await student.request('GET', '/api/logout', undefined, { 'sec-fetch-site': 'same-origin' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(clearsCookie(out.headers)).toBe(true);
    expect(await gone).toBe('io server disconnect');
  });

  it('closes only that sign-in’s sockets: the same child signed in on another device keeps theirs', async () => {
    const { student, user, socket } = await studentWatchingOnB();
    const tablet = new TestClient(a.url);
    const login = await tablet.post('/api/auth/login', { username: user.username, password: 'kite-river-lantern' });
    expect(login.status).toBe(200);
    const tabletSocket = connectSocket(b.url, tablet.cookie);
    await waitForConnect(tabletSocket);
    const gone = disconnected(socket);
    await student.post('/api/auth/logout');
    await gone;
    // Asked after the first socket was closed: the other device's socket still answers.
    const pong = await new Promise<any>((resolve) => (tabletSocket as Socket).emit('ping', resolve));
    expect(pong.ok).toBe(true);
    expect(tabletSocket.connected).toBe(true);
    tabletSocket.close();
  });

  it('refuses what a socket sends once its session is over, even when no sign-out reached it, and closes it', async () => {
    const { threadId, cookie, socket } = await studentWatchingOnB();
    // Listened for first: the gateway's own look at a new socket's session may close it as soon as the
    // session is gone, before anything is sent.
    const gone = disconnected(socket);
    await testDb.db.deleteFrom('sessions').where('sid', '=', sessionIdOf(cookie)).execute();
    expect(await refusedOrClosed(socket, gone, { threadId, content: 'Hello after the end' })).toBe('refused');
    await gone;
    expect(await storedMessages(threadId)).toBe(0);
  });

  it('refuses the next message to a thread the socket has already written in (read by nothing before its write) once the session is over', async () => {
    const { threadId, cookie, socket, user } = await studentWatchingOnB();
    expect(await send(socket, { threadId, content: 'Hello while signed in' })).toMatchObject({ ok: true, data: { xpAwarded: 5 } });
    const gone = disconnected(socket);
    await testDb.db.deleteFrom('sessions').where('sid', '=', sessionIdOf(cookie)).execute();
    expect(await refusedOrClosed(socket, gone, { threadId, content: 'Hello after the end' })).toBe('refused');
    await gone;
    // The message, its activity and its jobs went with the write that the check undid.
    expect(await storedMessages(threadId)).toBe(1);
    expect(await testDb.db.selectFrom('activities').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('closes a socket when its session expires, without anyone signing out', async () => {
    const { classInfo } = await registerTeacherWithClass(a.url);
    const { student } = await registerStudent(a.url, classInfo.joinCode);
    const sid = sessionIdOf(student.cookie!);
    await testDb.db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 2000) }).where('sid', '=', sid).execute();
    const socket = connectSocket(b.url, student.cookie);
    await waitForConnect(socket);
    expect(await disconnected(socket)).toBe('io server disconnect');
    const again = connectSocket(b.url, student.cookie);
    await expect(waitForConnect(again)).rejects.toThrow(/unauthenticated/);
    again.close();
  });
});

describe('GET /api/logout from another site', () => {
  async function signedIn() {
    const { classInfo } = await registerTeacherWithClass(a.url);
    return (await registerStudent(a.url, classInfo.joinCode)).student;
  }

  it('is refused when the browser says it came from another site: still signed in, the cookie kept, and it goes home', async () => {
    const student = await signedIn();
    const fromElsewhere = new TestClient(a.url, 'https://evil.example');
    fromElsewhere.cookie = student.cookie;
    const res = await fromElsewhere.request('GET', '/api/logout', undefined, { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/prank' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(clearsCookie(res.headers)).toBe(false);
    expect((await student.get('/api/auth/me')).status).toBe(200);
  });

  it('without Sec-Fetch-Site (an old browser), signs out only when the Referer is Morah’s own page', async () => {
    const student = await signedIn();
    const bare = new TestClient(a.url, null);
    bare.cookie = student.cookie;
    const noReferer = await bare.get('/api/logout');
    expect(noReferer.status).toBe(302);
    expect((await student.get('/api/auth/me')).status).toBe(200);
    const foreign = await bare.request('GET', '/api/logout', undefined, { referer: 'https://evil.example/' });
    expect(clearsCookie(foreign.headers)).toBe(false);
    expect((await student.get('/api/auth/me')).status).toBe(200);
    const own = await bare.request('GET', '/api/logout', undefined, { referer: `${a.url}/student` });
    expect(own.status).toBe(302);
    expect(clearsCookie(own.headers)).toBe(true);
    expect((await student.get('/api/auth/me')).status).toBe(401);
  });

  it('a typed address (Sec-Fetch-Site: none) signs out', async () => {
    const student = await signedIn();
    const typed = new TestClient(a.url, null);
    typed.cookie = student.cookie;
    const res = await typed.request('GET', '/api/logout', undefined, { 'sec-fetch-site': 'none' });
    expect(clearsCookie(res.headers)).toBe(true);
    expect((await student.get('/api/auth/me')).status).toBe(401);
  });

  it('clears the cookie on every sign-out, even with no session behind it', async () => {
    const visitor = new TestClient(a.url);
    visitor.cookie = 'morah.sid=not-a-session';
    expect(clearsCookie((await visitor.post('/api/auth/logout')).headers)).toBe(true);
    const nobody = new TestClient(a.url);
    expect(clearsCookie((await nobody.request('GET', '/api/logout', undefined, { 'sec-fetch-site': 'same-origin' })).headers)).toBe(true);
  });
});

describe('a session in use', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const expiryOf = async (sid: string) => (await testDb.db.selectFrom('sessions').select('expires_at').where('sid', '=', sid).executeTakeFirst())?.expires_at;
  /** Makes the session look signed in two hours ago with a day left, as if the person came back later. */
  async function ageSession(sid: string) {
    const row = await testDb.db.selectFrom('sessions').select('data').where('sid', '=', sid).executeTakeFirstOrThrow();
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    const aged = { ...data, signedInAt: Date.now() - 2 * 60 * 60 * 1000 };
    await testDb.db.updateTable('sessions').set({ data: JSON.stringify(aged), expires_at: new Date(Date.now() + DAY) }).where('sid', '=', sid).execute();
    return aged;
  }

  it('keeps a person who comes back signed in for a whole session life from then, with a fresh cookie', async () => {
    const { classInfo } = await registerTeacherWithClass(a.url);
    const { student } = await registerStudent(a.url, classInfo.joinCode);
    const sid = sessionIdOf(student.cookie!);
    await ageSession(sid);
    const res = await student.get('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('morah.sid='))).toBe(true);
    expect(new Date((await expiryOf(sid))!).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect((await student.get('/api/auth/user')).status).toBe(200);
  });

  it('keeps only the sign-in in a saved session, never the person it was read with (no name, no password hash)', async () => {
    const { classInfo } = await registerTeacherWithClass(a.url);
    const { student, user } = await registerStudent(a.url, classInfo.joinCode);
    const sid = sessionIdOf(student.cookie!);
    await ageSession(sid);
    expect((await student.get('/api/auth/user')).status).toBe(200);
    const row = await testDb.db.selectFrom('sessions').select('data').where('sid', '=', sid).executeTakeFirstOrThrow();
    const saved = JSON.stringify(row.data);
    expect(saved).toContain('touchedAt');
    expect(saved).not.toContain('password');
    expect(saved).not.toContain(user.username);
  });

  it('signed out while a request was moving its expiry on stays signed out', async () => {
    const { classInfo } = await registerTeacherWithClass(a.url);
    const { student } = await registerStudent(a.url, classInfo.joinCode);
    const sid = sessionIdOf(student.cookie!);
    const aged = await ageSession(sid);
    // The request read the session, then the sign-out ended it, then the request's touch was saved.
    await testDb.db.deleteFrom('sessions').where('sid', '=', sid).execute();
    const store = new PgSessionStore(testDb.db, 30 * DAY);
    await new Promise<void>((resolve, reject) => store.set(sid, { ...aged, touchedAt: Date.now() }, (err) => (err ? reject(err) : resolve())));
    expect(await expiryOf(sid)).toBeUndefined();
    expect((await student.get('/api/auth/user')).status).toBe(204);
  });
});
