import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../../tests/support/http-client';
import { InjectClient, injectWorld, type SignedIn } from '../../../../tests/support/inject-client';
import { FACTORY_PASSWORD } from '@morah/db/testing';

const world = injectWorld();
const PASSWORD = 'kite-river-lantern';
let teacher: SignedIn;
let joinCode: string;

beforeAll(async () => {
  teacher = await world.signedIn('teacher');
  joinCode = (await teacher.client.post('/api/classes', { name: 'Aleph' })).body.class.joinCode;
});

const newAccount = (overrides: Record<string, unknown> = {}) => ({ username: uniqueName('kid'), password: PASSWORD, firstName: 'Dovi', lastName: 'Katz', role: 'student', classCode: joinCode, ...overrides });

describe('POST /api/auth/register', () => {
  it('signs a new student in and puts them in the class of the code they typed', async () => {
    const client = world.anonymous();
    const res = await client.post('/api/auth/register', newAccount());
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ firstName: 'Dovi', role: 'student', xp: 0, level: 1, isPremium: false });
    expect(res.body.user.linkCode).toMatch(/^[A-Z0-9]+$/);
    expect((await client.get('/api/auth/me')).body.user.id).toBe(res.body.user.id);
    const classes = await teacher.client.get('/api/classes');
    expect(classes.body.classes[0].students.map((s: { id: number }) => s.id)).toContain(res.body.user.id);
  });

  it('signs up a parent without a class code, and gives no link code to anyone but students', async () => {
    const res = await world.anonymous().post('/api/auth/register', newAccount({ role: 'parent', classCode: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'parent', linkCode: null });
  });

  it('asks a student for their class code, and says when it is not a class', async () => {
    const without = await world.anonymous().post('/api/auth/register', newAccount({ classCode: undefined }));
    expect(without.status).toBe(400);
    expect(without.body.error.message).toBe('Students join with a class code from their teacher.');
    const wrong = await world.anonymous().post('/api/auth/register', newAccount({ classCode: 'ZZZZ9999' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'invalid_class_code', message: 'We could not find a class with that code.' });
  });

  it('names the missing or wrong field in words', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: undefined }, 'Please fill in username.'],
      [{ username: 'ab' }, 'Usernames need at least 3 characters.'],
      [{ username: 42 }, 'Username should be text.'],
      [{ password: 'short' }, 'Passwords need at least 8 characters.'],
      [{ role: 'admin' }, 'Role must be one of: student, teacher, parent.'],
      [{ firstName: '   ' }, 'Please fill in the name.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await world.anonymous().post('/api/auth/register', newAccount(overrides));
      expect(res.status, message).toBe(400);
      expect(res.body.error, message).toMatchObject({ code: 'validation_failed', message });
    }
  });

  it('refuses a password anyone could guess, and a username already taken', async () => {
    const weak = await world.anonymous().post('/api/auth/register', newAccount({ password: 'password1' }));
    expect(weak.status).toBe(400);
    expect(weak.body.error.details).toEqual([{ path: ['password'], message: weak.body.error.message }]);
    const taken = await world.anonymous().post('/api/auth/register', newAccount({ username: teacher.user.username }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'username_taken', message: 'That username is taken. Please try another one.' });
  });

  it('refuses a sign-up sent from another site', async () => {
    const res = await new InjectClient(world.app, 'https://elsewhere.example').post('/api/auth/register', newAccount({ role: 'teacher', classCode: undefined }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_refused');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the case of the username', async () => {
    const client = world.anonymous();
    const res = await client.post('/api/auth/login', { username: teacher.user.username.toUpperCase(), password: FACTORY_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: teacher.user.id, role: 'teacher' });
    expect(client.cookie).toBeDefined();
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('says a wrong password and an unknown name alike, and leaves the visitor signed out', async () => {
    const client = world.anonymous();
    const wrong = await client.post('/api/auth/login', { username: teacher.user.username, password: 'not-the-password' });
    const unknown = await client.post('/api/auth/login', { username: uniqueName('nobody'), password: 'not-the-password' });
    for (const res of [wrong, unknown]) expect(res).toMatchObject({ status: 401, body: { error: { code: 'invalid_credentials', message: 'That username and password do not match.' } } });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('asks for what is missing', async () => {
    const empty = await world.anonymous().post('/api/auth/login', { username: teacher.user.username, password: '' });
    expect(empty).toMatchObject({ status: 400, body: { error: { message: 'Please type your password.' } } });
    const nothing = await world.anonymous().post('/api/auth/login', {});
    expect(nothing).toMatchObject({ status: 400, body: { error: { message: 'Please fill in username.' } } });
    const notJson = await world.anonymous().post('/api/auth/login', '{"username":');
    expect(notJson).toMatchObject({ status: 400, body: { error: { message: 'The request body is not valid JSON.' } } });
  });
});

describe('signed in or not: /api/auth/user, /api/auth/me, signing out', () => {
  it('answers a visitor’s check with an empty 204, and /me with a 401', async () => {
    const client = world.anonymous();
    const check = await client.get('/api/auth/user');
    expect(check.status).toBe(204);
    expect(check.body).toBeUndefined();
    expect(await client.get('/api/auth/me')).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated', message: 'Please log in first.' } } });
  });

  it('answers the signed-in user from both', async () => {
    const { user, client } = await world.signedIn('parent', { firstName: 'Miriam' });
    for (const path of ['/api/auth/user', '/api/auth/me']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.user, path).toMatchObject({ id: user.id, firstName: 'Miriam', role: 'parent' });
    }
  });

  it('POST /api/auth/logout ends the session, and the old cookie opens nothing', async () => {
    const { client } = await world.signedIn('student');
    const cookie = client.cookie;
    const res = await client.post('/api/auth/logout');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(client.cookie).toBeUndefined();
    const replay = new InjectClient(world.app);
    replay.cookie = cookie;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    // Signing out again, signed out, is no error.
    expect((await client.post('/api/auth/logout')).status).toBe(200);
  });

  it('GET /api/login goes to the sign-in page', async () => {
    const res = await world.anonymous().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('GET /api/logout signs out a navigation from Morah, and not one from another site', async () => {
    const { client } = await world.signedIn('student');
    const refused = await client.get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(refused).toMatchObject({ status: 302, headers: { location: '/' } });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const accepted = await client.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(accepted).toMatchObject({ status: 302, headers: { location: '/' } });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});
