import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../../tests/support/http-client';
import { injectWorld, type SignedIn } from '../../../../tests/support/inject-client';

const world = injectWorld();
let parent: SignedIn;
let child: SignedIn;

beforeAll(async () => {
  [parent, child] = await Promise.all([world.signedIn('parent'), world.signedIn('student', { firstName: 'Ayala' })]);
});

const newChild = (overrides: Record<string, unknown> = {}) => ({ username: uniqueName('child'), password: 'kite-river-lantern', firstName: 'Shira', lastName: 'Katz', ...overrides });

describe('POST /api/parent/links', () => {
  it('links a child by the code on their profile, dashes and case as typed', async () => {
    const code = child.user.link_code!;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const res = await parent.client.post('/api/parent/links', { linkCode: typed });
    expect(res.status).toBe(201);
    expect(res.body.child).toEqual({ id: child.user.id, username: child.user.username, firstName: 'Ayala', lastName: 'student', xp: 0, level: 1 });
    // Linking again is no error and no second link.
    expect((await parent.client.post('/api/parent/links', { linkCode: code })).status).toBe(201);
    expect((await parent.client.get('/api/parent/children')).body.children.filter((c: { id: number }) => c.id === child.user.id)).toHaveLength(1);
  });

  it('says when no child has the code, and when it cannot be a code', async () => {
    const unknown = await parent.client.post('/api/parent/links', { linkCode: 'ZZZZ0000' });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'invalid_link_code', message: 'We could not find a child with that code.' } } });
    const odd = await parent.client.post('/api/parent/links', { linkCode: 'no!' });
    expect(odd).toMatchObject({ status: 400, body: { error: { message: 'That code does not look right. Check the letters and numbers.' } } });
    const missing = await parent.client.post('/api/parent/links', {});
    expect(missing).toMatchObject({ status: 400, body: { error: { message: 'Please fill in link code.' } } });
  });

  it('is for parents only', async () => {
    const teacher = await world.signedIn('teacher');
    expect(await teacher.client.post('/api/parent/links', { linkCode: child.user.link_code })).toMatchObject({ status: 403, body: { error: { message: 'Only parents can do that.' } } });
    expect((await world.anonymous().post('/api/parent/links', { linkCode: child.user.link_code })).status).toBe(401);
  });
});

describe('POST /api/parent/children', () => {
  it('makes a student account linked to the parent, who can then sign in as the child', async () => {
    const body = newChild();
    const res = await parent.client.post('/api/parent/children', body);
    expect(res.status).toBe(201);
    expect(res.body.child).toMatchObject({ username: body.username, firstName: 'Shira', xp: 0, level: 1 });
    const signIn = await world.anonymous().post('/api/auth/login', { username: body.username, password: body.password });
    expect(signIn.body.user).toMatchObject({ id: res.body.child.id, role: 'student' });
  });

  it('refuses a weak password, a taken name and missing fields, in words', async () => {
    const weak = await parent.client.post('/api/parent/children', newChild({ password: 'password1' }));
    expect(weak.status).toBe(400);
    expect(weak.body.error.details[0].path).toEqual(['password']);
    expect(await parent.client.post('/api/parent/children', newChild({ username: child.user.username }))).toMatchObject({ status: 409, body: { error: { code: 'username_taken' } } });
    expect(await parent.client.post('/api/parent/children', newChild({ firstName: undefined }))).toMatchObject({ status: 400, body: { error: { message: 'Please fill in first name.' } } });
    expect(await parent.client.post('/api/parent/children', newChild({ lastName: 'x'.repeat(51) }))).toMatchObject({ status: 400, body: { error: { message: 'Names can have at most 50 characters.' } } });
  });

  it('is for parents only', async () => {
    expect(await child.client.post('/api/parent/children', newChild())).toMatchObject({ status: 403, body: { error: { message: 'Only parents can do that.' } } });
    expect((await world.anonymous().post('/api/parent/children', newChild())).status).toBe(401);
  });
});

describe('GET /api/parent/children', () => {
  it('lists only this parent’s children, by first name', async () => {
    const { client } = await world.signedIn('parent');
    expect((await client.get('/api/parent/children')).body).toEqual({ children: [] });
    await client.post('/api/parent/children', newChild({ firstName: 'Tamar' }));
    await client.post('/api/parent/links', { linkCode: child.user.link_code });
    const res = await client.get('/api/parent/children');
    expect(res.status).toBe(200);
    expect(res.body.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Ayala', 'Tamar']);
    expect((await parent.client.get('/api/parent/children')).body.children.map((c: { firstName: string }) => c.firstName)).not.toContain('Tamar');
  });

  it('is for parents only', async () => {
    expect((await child.client.get('/api/parent/children')).status).toBe(403);
    expect((await world.anonymous().get('/api/parent/children')).status).toBe(401);
  });
});
