import { beforeAll, describe, expect, it } from 'vitest';
import { injectWorld, type SignedIn } from '../../../../tests/support/inject-client';

const world = injectWorld();
let teacher: SignedIn;

beforeAll(async () => {
  teacher = await world.signedIn('teacher');
});

describe('POST /api/classes', () => {
  it('makes a class with a join code students can sign up with', async () => {
    const res = await teacher.client.post('/api/classes', { name: '  Aleph  ' });
    expect(res.status).toBe(201);
    expect(res.body.class).toMatchObject({ name: 'Aleph', students: [] });
    expect(res.body.class.joinCode).toMatch(/^[A-Z0-9]{6,12}$/);
    const student = await world.anonymous().post('/api/auth/register', { username: `kid_${res.body.class.id}_${Date.now()}`, password: 'kite-river-lantern', firstName: 'Dovi', lastName: 'Katz', role: 'student', classCode: res.body.class.joinCode });
    expect(student.status).toBe(201);
  });

  it('asks for a name, and one not too long', async () => {
    for (const [body, message] of [
      [{}, 'Please fill in name.'],
      [{ name: '   ' }, 'Please give the class a name.'],
      [{ name: 'x'.repeat(81) }, 'Class names can have at most 80 characters.'],
      [{ name: 7 }, 'Name should be text.'],
    ] as const) {
      expect(await teacher.client.post('/api/classes', body), message).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message } } });
    }
  });

  it('is for teachers only', async () => {
    const parent = await world.signedIn('parent');
    expect(await parent.client.post('/api/classes', { name: 'Mine' })).toMatchObject({ status: 403, body: { error: { message: 'Only teachers can do that.' } } });
    expect((await world.anonymous().post('/api/classes', { name: 'Mine' })).status).toBe(401);
  });
});

describe('GET /api/classes', () => {
  it('lists the teacher’s own classes, newest first, with their students; never another teacher’s', async () => {
    const other = await world.signedIn('teacher');
    await other.client.post('/api/classes', { name: 'Not yours' });
    const first = (await teacher.client.post('/api/classes', { name: 'Bet' })).body.class;
    const second = (await teacher.client.post('/api/classes', { name: 'Gimmel' })).body.class;
    const res = await teacher.client.get('/api/classes');
    expect(res.status).toBe(200);
    const names = res.body.classes.map((c: { name: string }) => c.name);
    expect(names.slice(0, 2)).toEqual(['Gimmel', 'Bet']);
    expect(names).not.toContain('Not yours');
    expect(res.body.classes.find((c: { id: number }) => c.id === first.id).students).toEqual([]);
    expect(res.body.classes.find((c: { id: number }) => c.id === second.id).joinCode).toBe(second.joinCode);
  });

  it('is for teachers only', async () => {
    const student = await world.signedIn('student');
    expect((await student.client.get('/api/classes')).status).toBe(403);
    expect((await world.anonymous().get('/api/classes')).status).toBe(401);
  });
});
