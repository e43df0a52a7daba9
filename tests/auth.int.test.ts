import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, registerStudent, registerTeacherWithClass, uniqueName } from './support/http-client';
import { connectSocket, waitForConnect } from './support/socket-client';
import { startGateway } from './support/morah-under-test';

let testDb: TestDatabase;
let gateway: RunningGateway;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url, env: { LOGIN_MAX_FAILS_PER_ACCOUNT: '3' } });
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

describe('registration', () => {
  it('refuses a student without a class code, naming the field', async () => {
    const res = await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('kid'), password: 'kite-river-lantern', firstName: 'Noa', lastName: 'Levi', role: 'student' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details[0].path).toEqual(['classCode']);
    const count = await testDb.db.selectFrom('users').select(({ fn }) => fn.countAll<string>().as('n')).where('first_name', '=', 'Noa').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a student with a class code that does not exist', async () => {
    const res = await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('kid'), password: 'kite-river-lantern', firstName: 'Noa', lastName: 'Levi', role: 'student', classCode: 'ZZZZ9999' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_class_code', message: 'We could not find a class with that code.' });
  });

  it('puts a student who registers with a valid code into that class, signed in', async () => {
    const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
    const { student, user } = await registerStudent(gateway.url, classInfo.joinCode.toLowerCase(), 'Ari');
    expect(user).toMatchObject({ firstName: 'Ari', role: 'student', xp: 0, level: 1 });
    expect(user.linkCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await student.get('/api/auth/me')).body.user.id).toBe(user.id);
    const classes = await teacher.get('/api/classes');
    expect(classes.body.classes[0].students.map((s: { id: number }) => s.id)).toEqual([user.id]);
  });

  it('refuses a taken username with 409, whatever its case', async () => {
    const username = uniqueName('twin');
    const first = await new TestClient(gateway.url).post('/api/auth/register', { username, password: 'kite-river-lantern', firstName: 'A', lastName: 'B', role: 'parent' });
    expect(first.status).toBe(201);
    const again = await new TestClient(gateway.url).post('/api/auth/register', { username: username.toUpperCase(), password: 'kite-river-lantern', firstName: 'A', lastName: 'B', role: 'parent' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('username_taken');
  });

  it('refuses the commonest passwords and all-blank ones, for a new account and a parent’s child, in words a child understands', async () => {
    const parent = new TestClient(gateway.url);
    expect((await parent.post('/api/auth/register', { username: uniqueName('mom'), password: 'kite-river-lantern', firstName: 'Dina', lastName: 'Adler', role: 'parent' })).status).toBe(201);
    const adultAdvice = 'That password is too easy to guess. Add a few more words: three or four words you like, put together, are strong and easy to remember (not your name).';
    const childAdvice = 'That password is too easy to guess. Try three words you like, put together (not your name).';
    for (const [password, adult, child] of [
      ['12345678', adultAdvice, childAdvice],
      ['password', adultAdvice, childAdvice],
      ['password123', adultAdvice, childAdvice],
      ['        ', 'A password needs letters, numbers or signs, not only spaces.', 'A password needs letters, numbers or signs, not only spaces.'],
    ] as const) {
      const username = uniqueName('weak');
      for (const [res, message] of [
        [await new TestClient(gateway.url).post('/api/auth/register', { username, password, firstName: 'Avi', lastName: 'Tal', role: 'parent' }), adult],
        [await parent.post('/api/parent/children', { username, password, firstName: 'Avi', lastName: 'Tal' }), child],
      ] as const) {
        expect(res.status, password).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(res.body.error.details).toEqual([expect.objectContaining({ path: ['password'], message })]);
      }
      expect(await testDb.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
    }
    // A password made of the person's own names is easy to guess too.
    const named = await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('x'), password: 'avitaltal', firstName: 'Avi', lastName: 'Tal', role: 'parent' });
    expect(named.status).toBe(400);
  });

  it("refuses a grown-up's word with a number stuck on, and holds a child to the child's rule", async () => {
    const adultAdvice = 'That password is too easy to guess. Add a few more words: three or four words you like, put together, are strong and easy to remember (not your name).';
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const parent = new TestClient(gateway.url);
    expect((await parent.post('/api/auth/register', { username: uniqueName('dad'), password: 'kite-river-lantern', firstName: 'Dan', lastName: 'Zuckerbrot', role: 'parent' })).status).toBe(201);
    for (const password of ['morah123', 'torah123', 'shabbat1']) {
      for (const role of ['teacher', 'parent'] as const) {
        const res = await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('adult'), password, firstName: 'Avi', lastName: 'Tal', role });
        expect(res.status, `${role} ${password}`).toBe(400);
        expect(res.body.error.message).toBe(adultAdvice);
      }
      // Easy to guess for a child too.
      expect((await parent.post('/api/parent/children', { username: uniqueName('kid'), password, firstName: 'Gil', lastName: 'Levi' })).status, password).toBe(400);
      expect((await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('kid'), password, firstName: 'Gil', lastName: 'Levi', role: 'student', classCode: classInfo.joinCode })).status, password).toBe(400);
    }
    // Three short words: enough for a child, who must remember it; not for a grown-up.
    expect((await parent.post('/api/parent/children', { username: uniqueName('kid'), password: 'catdogfish', firstName: 'Gil', lastName: 'Levi' })).status).toBe(201);
    expect((await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('kid'), password: 'catdogfish', firstName: 'Tal', lastName: 'Ben', role: 'student', classCode: classInfo.joinCode })).status).toBe(201);
    expect((await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('adult'), password: 'catdogfish', firstName: 'Avi', lastName: 'Tal', role: 'teacher' })).status).toBe(400);
    // The parent's own family name is as guessable as the child's.
    const family = await parent.post('/api/parent/children', { username: uniqueName('kid'), password: 'zuckerbrot7', firstName: 'Gil', lastName: 'Cohen' });
    expect(family.status).toBe(400);
    expect(family.body.error.message).toBe('That password is too easy to guess. Try three words you like, put together (not your name).');
  });

  it('explains a short password instead of failing', async () => {
    const res = await new TestClient(gateway.url).post('/api/auth/register', { username: uniqueName('p'), password: 'short', firstName: 'A', lastName: 'B', role: 'parent' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('at least 8 characters');
  });
});

describe('sign-in and sessions', () => {
  it('signs in, answers the current user, and signs out', async () => {
    const username = uniqueName('teach');
    await new TestClient(gateway.url).post('/api/auth/register', { username, password: 'kite-river-lantern', firstName: 'Sara', lastName: 'Gold', role: 'teacher' });
    const client = new TestClient(gateway.url);
    // Not signed in: the sign-in check answers with no data (204, nothing the browser logs); /me is strict.
    expect((await client.get('/api/auth/user')).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const login = await client.post('/api/auth/login', { username, password: 'kite-river-lantern' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ username, firstName: 'Sara', role: 'teacher' });
    const setCookie = login.headers.getSetCookie().join(';');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect((await client.get('/api/auth/user')).body.user.username).toBe(username);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(204);
  });

  it('answers a wrong password with 401 and a clear message', async () => {
    const username = uniqueName('wrong');
    await new TestClient(gateway.url).post('/api/auth/register', { username, password: 'kite-river-lantern', firstName: 'A', lastName: 'B', role: 'parent' });
    const res = await new TestClient(gateway.url).post('/api/auth/login', { username, password: 'password124' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'invalid_credentials', message: 'That username and password do not match.' });
  });

  it('GET /api/logout ends the session and goes home; GET /api/login goes to the sign-in page', async () => {
    const { teacher } = await registerTeacherWithClass(gateway.url);
    const out = await teacher.get('/api/logout');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect((await teacher.get('/api/auth/me')).status).toBe(401);
    const login = await new TestClient(gateway.url).get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/login');
  });

  it('keeps a student signed in across a gateway restart', async () => {
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const { student, user } = await registerStudent(gateway.url, classInfo.joinCode);
    await gateway.close();
    gateway = await startGateway({ databaseUrl: testDb.url, env: { LOGIN_MAX_FAILS_PER_ACCOUNT: '3' } });
    const again = new TestClient(gateway.url);
    again.cookie = student.cookie;
    const me = await again.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
  });

  it('keeps answering the sign-in check, fresh, when a column is added to the users while the gateway runs (as a later version\'s migration does)', async () => {
    const { teacher } = await registerTeacherWithClass(gateway.url);
    const before = await teacher.get('/api/auth/user');
    expect(before.status).toBe(200);
    // The read is kept prepared on each connection: it names its columns, so a new one moves nothing.
    await sql`alter table users add column nickname text`.execute(testDb.db);
    try {
      await testDb.db.updateTable('users').set({ first_name: 'Miriam' }).where('id', '=', before.body.user.id).execute();
      for (let i = 0; i < 3; i++) {
        const after = await teacher.get('/api/auth/user');
        expect(after.status).toBe(200);
        expect(after.body.user).toEqual({ ...before.body.user, firstName: 'Miriam' });
      }
    } finally {
      await sql`alter table users drop column nickname`.execute(testDb.db);
    }
  });

  it('blocks sign-in after repeated failures, with when to retry, even with the right password', async () => {
    const username = uniqueName('locked');
    await new TestClient(gateway.url).post('/api/auth/register', { username, password: 'kite-river-lantern', firstName: 'A', lastName: 'B', role: 'parent' });
    const client = new TestClient(gateway.url);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/auth/login', { username, password: 'nope-nope' })).status).toBe(401);
    const blocked = await client.post('/api/auth/login', { username, password: 'kite-river-lantern' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(blocked.body.error.message).toMatch(/Please wait \d+ minutes? and try again/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request from another site, or with no origin at all', async () => {
    const body = { username: uniqueName('x'), password: 'kite-river-lantern', firstName: 'A', lastName: 'B', role: 'parent' };
    const foreign = await new TestClient(gateway.url, 'https://evil.example').post('/api/auth/register', body);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('csrf_refused');
    const none = await new TestClient(gateway.url, null).post('/api/auth/register', body);
    expect(none.status).toBe(403);
    const viaReferer = await new TestClient(gateway.url, null).request('POST', '/api/auth/register', body, { referer: `${gateway.url}/register` });
    expect(viaReferer.status).toBe(201);
  });

  it('refuses the same host under another scheme: https://host is not the http server’s origin', async () => {
    const body = () => ({ username: uniqueName('x'), password: 'kite-river-lantern', firstName: 'A', lastName: 'B', role: 'parent' });
    const httpsOrigin = gateway.url.replace(/^http:/, 'https:');
    const other = await new TestClient(gateway.url, httpsOrigin).post('/api/auth/register', body());
    expect(other.status).toBe(403);
    expect(other.body.error).toMatchObject({ code: 'csrf_refused', message: 'This request did not come from Morah, so it was refused.' });
    expect((await new TestClient(gateway.url, null).request('POST', '/api/auth/register', body(), { referer: `${httpsOrigin}/register` })).status).toBe(403);
    // An X-Forwarded-Proto from an untrusted client changes nothing.
    expect((await new TestClient(gateway.url, httpsOrigin).request('POST', '/api/auth/register', body(), { 'x-forwarded-proto': 'https' })).status).toBe(403);
    const { teacher } = await registerTeacherWithClass(gateway.url);
    const socket = connectSocket(gateway.url, teacher.cookie, httpsOrigin);
    await expect(waitForConnect(socket)).rejects.toThrow();
    socket.close();
  });

  it('behind a trusted proxy that says https, takes https pages and refuses http ones', async () => {
    const proxied = await startGateway({ databaseUrl: testDb.url, env: { TRUST_PROXY: 'true' } });
    try {
      const host = new URL(proxied.url).host;
      const body = () => ({ username: uniqueName('x'), password: 'kite-river-lantern', firstName: 'A', lastName: 'B', role: 'parent' });
      const viaTls = { 'x-forwarded-proto': 'https', 'x-forwarded-host': host };
      expect((await new TestClient(proxied.url, `https://${host}`).request('POST', '/api/auth/register', body(), viaTls)).status).toBe(201);
      expect((await new TestClient(proxied.url, `http://${host}`).request('POST', '/api/auth/register', body(), viaTls)).status).toBe(403);
      expect((await new TestClient(proxied.url, `https://${host}`).request('POST', '/api/auth/register', body(), { 'x-forwarded-proto': 'http' })).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a socket handshake from another origin, and one without a session', async () => {
    const { teacher } = await registerTeacherWithClass(gateway.url);
    const foreign = connectSocket(gateway.url, teacher.cookie, 'https://evil.example');
    await expect(waitForConnect(foreign)).rejects.toThrow();
    foreign.close();
    const anonymous = connectSocket(gateway.url, undefined);
    await expect(waitForConnect(anonymous)).rejects.toThrow(/unauthenticated/);
    anonymous.close();
    const ok = connectSocket(gateway.url, teacher.cookie);
    await waitForConnect(ok);
    expect(ok.connected).toBe(true);
    ok.close();
  });
});
