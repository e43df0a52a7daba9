import { describe, expect, it } from 'vitest';
import { type Family, injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
const { mine, other } = world.twoFamilies();

const membership = (classId: number | string, studentId: number | string) => `/api/classes/${classId}/students/${studentId}`;
const studentsOf = async (f: Family) => (await f.teacher.client.get('/api/classes')).body.classes[0].students.map((s: { id: number }) => s.id);

describe('DELETE /api/classes/:classId/students/:studentId', () => {
  it('is for teachers only, and only for their own classes', async () => {
    for (const viewer of [mine.student, mine.parent]) {
      expect(await viewer.client.delete(membership(mine.classId, mine.student.user.id))).toMatchObject({ status: 403, body: { error: { message: 'Only teachers can do that.' } } });
    }
    expect(await other.teacher.client.delete(membership(mine.classId, mine.student.user.id))).toMatchObject({ status: 403, body: { error: { message: 'You can change only your own classes.' } } });
    expect((await world.anonymous().delete(membership(mine.classId, mine.student.user.id))).status).toBe(401);
    expect(await studentsOf(mine)).toEqual([mine.student.user.id]);
  });

  it('says when the class or the student is not there', async () => {
    expect(await mine.teacher.client.delete(membership(2_000_000_000, mine.student.user.id))).toMatchObject({ status: 404, body: { error: { message: 'We could not find that class.' } } });
    expect(await mine.teacher.client.delete(membership(mine.classId, other.student.user.id))).toMatchObject({ status: 404, body: { error: { message: 'That student is not in this class.' } } });
  });

  it('refuses ids that are not ids, in words', async () => {
    expect(await mine.teacher.client.delete(membership(0, mine.student.user.id))).toMatchObject({ status: 400, body: { error: { message: 'That is not a class.' } } });
    expect(await mine.teacher.client.delete(membership(mine.classId, -2))).toMatchObject({ status: 400, body: { error: { message: 'That is not a student.' } } });
  });

  it('takes the student out of the class, and the teacher no longer sees them or their conversations', async () => {
    const threadId = (await mine.student.client.post('/api/chat/threads', { title: 'Mezuzah' })).body.thread.id;
    expect((await mine.teacher.client.get(`/api/chat/threads/${threadId}`)).status).toBe(200);
    const res = await mine.teacher.client.delete(membership(mine.classId, mine.student.user.id));
    expect(res).toMatchObject({ status: 200, body: { removed: true } });
    expect(await studentsOf(mine)).toEqual([]);
    expect((await mine.teacher.client.get(`/api/users/${mine.student.user.id}`)).status).toBe(404);
    expect((await mine.teacher.client.get(`/api/chat/threads/${threadId}`)).status).toBe(404);
    expect((await mine.teacher.client.get('/api/chat/threads')).body.threads).toEqual([]);
    // The child keeps their account.
    expect((await mine.student.client.get('/api/auth/me')).status).toBe(200);
    expect((await mine.teacher.client.delete(membership(mine.classId, mine.student.user.id))).status).toBe(404);
  });
});
