import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, registerStudent, registerTeacherWithClass, uniqueName } from './support/http-client';
import { startGateway } from './support/morah-under-test';

let testDb: TestDatabase;
let gateway: RunningGateway;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

async function registerParent() {
  const parent = new TestClient(gateway.url);
  const res = await parent.post('/api/auth/register', { username: uniqueName('parent'), password: 'kite-river-lantern', firstName: 'Miriam', lastName: 'Katz', role: 'parent' });
  expect(res.status).toBe(201);
  return parent;
}

describe('parents and their children', () => {
  it('lets a parent create a child account that can sign in as a student', async () => {
    const parent = await registerParent();
    const username = uniqueName('child');
    const created = await parent.post('/api/parent/children', { username, password: 'kite-river-lantern', firstName: 'Eli', lastName: 'Katz' });
    expect(created.status).toBe(201);
    expect(created.body.child).toMatchObject({ username, firstName: 'Eli', xp: 0, level: 1 });
    expect((await parent.get('/api/parent/children')).body.children.map((c: { username: string }) => c.username)).toEqual([username]);
    const child = new TestClient(gateway.url);
    const login = await child.post('/api/auth/login', { username, password: 'kite-river-lantern' });
    expect(login.body.user.role).toBe('student');
  });

  it('links an existing student by the code on their profile, and refuses a wrong code', async () => {
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const { user } = await registerStudent(gateway.url, classInfo.joinCode, 'Tamar');
    const parent = await registerParent();
    const wrong = await parent.post('/api/parent/links', { linkCode: 'WRONG123' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe('We could not find a child with that code.');
    const linked = await parent.post('/api/parent/links', { linkCode: user.linkCode.toLowerCase() });
    expect(linked.status).toBe(201);
    expect(linked.body.child).toMatchObject({ id: user.id, firstName: 'Tamar' });
    expect(linked.body.child.linkCode).toBeUndefined();
    expect((await parent.get('/api/parent/children')).body.children).toHaveLength(1);
  });

  it('keeps parent and teacher calls to their roles', async () => {
    const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
    const { student } = await registerStudent(gateway.url, classInfo.joinCode);
    expect((await student.get('/api/classes')).status).toBe(403);
    expect((await student.post('/api/classes', { name: 'Mine' })).status).toBe(403);
    expect((await teacher.get('/api/parent/children')).status).toBe(403);
    const res = await student.post('/api/parent/children', { username: uniqueName('c'), password: 'kite-river-lantern', firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only parents can do that.');
    expect((await new TestClient(gateway.url).get('/api/classes')).status).toBe(401);
  });
});

describe('who may see a student', () => {
  it('allows the student, their teacher and their linked parent; refuses everyone else', async () => {
    const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
    const { teacher: otherTeacher } = await registerTeacherWithClass(gateway.url);
    const { student, user } = await registerStudent(gateway.url, classInfo.joinCode, 'Yael');
    const { student: classmate } = await registerStudent(gateway.url, classInfo.joinCode, 'Moshe');
    const parent = await registerParent();
    await parent.post('/api/parent/links', { linkCode: user.linkCode });
    const strangerParent = await registerParent();

    const path = `/api/users/${user.id}`;
    const self = await student.get(path);
    expect(self.status).toBe(200);
    expect(self.body.user.linkCode).toBe(user.linkCode);
    const byTeacher = await teacher.get(path);
    expect(byTeacher.status).toBe(200);
    expect(byTeacher.body.user).toMatchObject({ id: user.id, firstName: 'Yael' });
    expect(byTeacher.body.user.linkCode).toBeUndefined();
    expect((await parent.get(path)).status).toBe(200);

    for (const outsider of [otherTeacher, strangerParent, classmate]) {
      const res = await outsider.get(path);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'not_found', message: 'We could not find that learner.' });
    }
    expect((await new TestClient(gateway.url).get(path)).status).toBe(401);
    expect((await student.get('/api/users/not-a-number')).status).toBe(400);
  });
});
