import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, registerStudent, registerTeacherWithClass } from './support/http-client';
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

describe('GET /api/learners/{id}/progress', () => {
  it('shows a learner their own progress and quiz scores by subject, with trends', async () => {
    const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
    const { student, user } = await registerStudent(gateway.url, classInfo.joinCode, 'Ori');
    const { student: classmate } = await registerStudent(gateway.url, classInfo.joinCode, 'Dana');
    const { parent } = await registerParent(gateway.url, user.linkCode);
    const { parent: stranger } = await registerParent(gateway.url);

    await student.post('/api/learning/record-activity', { activityType: 'coloring', duration: 0, xpEarned: 0 });
    const quiz = await gateway.db
      .insertInto('quizzes')
      .values({ user_id: user.id, category: 'torah', difficulty: 'beginner', question_count: 3, title: 'Torah', description: 'Torah quiz', time_limit: 5, status: 'ready' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const score of [60, 70, 90]) {
      await gateway.db.insertInto('quiz_attempts').values({ quiz_id: quiz.id, user_id: user.id, answers: '[]', correct_answers: 0, total_questions: 3, score, time_spent: 30 }).execute();
    }

    const mine = await student.get(`/api/learners/${user.id}/progress?tz=UTC`);
    expect(mine.status).toBe(200);
    expect(mine.body.progress.hasData).toBe(true);
    expect(mine.body.progress.weeklyMinutes).toHaveLength(7);
    expect(mine.body.quizzes).toEqual({ attempts: 3, averageScore: 73, subjects: [{ category: 'torah', averageScore: 73, attempts: 3, trend: 'up' }] });

    expect((await teacher.get(`/api/learners/${user.id}/progress`)).status).toBe(200);
    expect((await parent.get(`/api/learners/${user.id}/progress`)).status).toBe(200);
    expect((await classmate.get(`/api/learners/${user.id}/progress`)).status).toBe(404);
    expect((await stranger.get(`/api/learners/${user.id}/progress`)).status).toBe(404);
    expect((await student.get('/api/learners/abc/progress')).status).toBe(400);
  });
});
