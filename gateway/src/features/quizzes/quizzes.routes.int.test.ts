import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';
import { until } from '../../../../tests/support/until';

const world = injectWorld();
const NO_QUIZ = { status: 404, body: { error: { message: "The quiz you're looking for doesn't exist." } } };
const { mine, other } = world.twoFamilies();
let quizId: number;

describe('POST /api/quizzes/generate, then GET /api/quizzes/:id', () => {
  it('answers at once with a quiz being written, whose questions arrive without their answers', async () => {
    const res = await mine.student.client.post('/api/quizzes/generate', { category: 'holidays', difficulty: 'beginner', questionCount: 3 });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ quiz: { studentId: mine.student.user.id, title: 'Jewish Holidays Quiz', category: 'holidays', status: 'generating', score: null }, questions: [] });
    quizId = res.body.quiz.id;
    const ready = await until(async () => {
      const quiz = await mine.student.client.get(`/api/quizzes/${quizId}`);
      return quiz.body.quiz.status !== 'generating' && quiz.body;
    });
    expect(ready.quiz.status).toBe('ready');
    expect(ready.questions).toHaveLength(3);
    for (const q of ready.questions) {
      expect(q.options.length).toBeGreaterThan(1);
      expect(q.correctAnswer).toBeUndefined();
      expect(q.explanation ?? undefined).toBeUndefined();
    }
    expect((await mine.student.client.get('/api/quizzes')).body.quizzes.map((q: { id: number }) => q.id)).toEqual([quizId]);
  });

  it('names a missing choice and a question count it does not offer', async () => {
    expect(await mine.student.client.post('/api/quizzes/generate', { difficulty: 'beginner' })).toMatchObject({ status: 400, body: { error: { message: 'Please select both a category and difficulty level.' } } });
    expect(await mine.student.client.post('/api/quizzes/generate', { category: 'torah', difficulty: 'expert' })).toMatchObject({ status: 400, body: { error: { message: 'Please select both a category and difficulty level.' } } });
    expect(await mine.student.client.post('/api/quizzes/generate', { category: 'torah', difficulty: 'beginner', questionCount: 4 })).toMatchObject({ status: 400, body: { error: { message: 'questionCount must be 3, 5, 7 or 10.' } } });
  });

  it('lets the child’s teacher and parent read the quiz, and no one else', async () => {
    for (const viewer of [mine.teacher, mine.parent]) expect((await viewer.client.get(`/api/quizzes/${quizId}`)).body.quiz.id).toBe(quizId);
    expect(await mine.student.client.get('/api/quizzes/2000000000')).toMatchObject(NO_QUIZ);
    for (const viewer of [other.student, other.teacher, other.parent]) expect(await viewer.client.get(`/api/quizzes/${quizId}`)).toMatchObject(NO_QUIZ);
    expect((await world.anonymous().get(`/api/quizzes/${quizId}`)).status).toBe(401);
    for (const id of ['0', '2147483648']) expect(await mine.student.client.get(`/api/quizzes/${id}`), id).toMatchObject({ status: 400, body: { error: { message: 'That is not a quiz number.' } } });
  });

  it('generating and listing are for students only', async () => {
    expect(await mine.parent.client.post('/api/quizzes/generate', { category: 'torah', difficulty: 'beginner' })).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    expect((await mine.teacher.client.get('/api/quizzes')).status).toBe(403);
    expect((await world.anonymous().get('/api/quizzes')).status).toBe(401);
    expect((await world.anonymous().post('/api/quizzes/generate', { category: 'torah', difficulty: 'beginner' })).status).toBe(401);
  });
});

describe('POST /api/quizzes/:id/attempt', () => {
  it('refuses anyone but the child who made it', async () => {
    expect(await mine.student.client.get(`/api/quizzes/${quizId}/attempts/latest`)).toMatchObject({ status: 404, body: { error: { message: 'This quiz has not been taken yet.' } } });
    for (const viewer of [mine.teacher, mine.parent]) expect(await viewer.client.post(`/api/quizzes/${quizId}/attempt`, { answers: [0, 0, 0], timeSpent: 30 })).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    expect(await other.student.client.post(`/api/quizzes/${quizId}/attempt`, { answers: [0, 0, 0], timeSpent: 30 })).toMatchObject(NO_QUIZ);
    expect((await world.anonymous().post(`/api/quizzes/${quizId}/attempt`, { answers: [0, 0, 0], timeSpent: 30 })).status).toBe(401);
  });

  it('names bad answers and times in words', async () => {
    const attempt = (body: unknown) => mine.student.client.post(`/api/quizzes/${quizId}/attempt`, body);
    expect(await attempt({ answers: [0, 0, 0, 0], timeSpent: 30 })).toMatchObject({ status: 400, body: { error: { message: 'answers: This quiz has 3 questions.' } } });
    expect(await attempt({ answers: [-1], timeSpent: 30 })).toMatchObject({ status: 400, body: { error: { message: 'Each answer is the number of the chosen option.' } } });
    expect(await attempt({ answers: 'none', timeSpent: 30 })).toMatchObject({ status: 400, body: { error: { message: 'Answers should be a list.' } } });
    expect(await attempt({ answers: [0], timeSpent: -5 })).toMatchObject({ status: 400, body: { error: { message: 'timeSpent cannot be negative.' } } });
    expect(await attempt({ answers: [0], timeSpent: 5 * 3600 })).toMatchObject({ status: 400, body: { error: { message: 'A quiz can last at most 4 hours.' } } });
  });

  it('grades on the server, pays the first attempt only, and then shows the answers', async () => {
    // The answers as the spec's form sends them: a JSON-encoded list.
    const first = await mine.student.client.post(`/api/quizzes/${quizId}/attempt`, { answers: '[0,0,0]', timeSpent: 30 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalQuestions: 3 });
    expect(first.body.review).toHaveLength(3);
    expect(first.body.correctAnswers).toBe(first.body.review.filter((r: { correctAnswer: number; selectedAnswer: number }) => r.correctAnswer === r.selectedAnswer).length);
    // The results keep their own address: read again, they are the same.
    expect(await mine.student.client.get(`/api/quizzes/${quizId}/attempts/latest`)).toMatchObject({ status: 200, body: first.body });
    const again = await mine.student.client.post(`/api/quizzes/${quizId}/attempt`, { answers: [1, 1], timeSpent: 30 });
    expect(again.body.xpGained).toBe(0);
    // The newest attempt is the one shown, to the child and to their parent; no one else may see it.
    expect((await mine.student.client.get(`/api/quizzes/${quizId}/attempts/latest`)).body).toEqual(again.body);
    expect((await mine.parent.client.get(`/api/quizzes/${quizId}/attempts/latest`)).body).toEqual(again.body);
    expect(await other.parent.client.get(`/api/quizzes/${quizId}/attempts/latest`)).toMatchObject(NO_QUIZ);
    expect((await world.anonymous().get(`/api/quizzes/${quizId}/attempts/latest`)).status).toBe(401);
    const read = await mine.parent.client.get(`/api/quizzes/${quizId}`);
    expect(read.body.quiz.score).toBe(first.body.score);
    expect(read.body.questions.every((q: { correctAnswer?: number }) => typeof q.correctAnswer === 'number')).toBe(true);
  });
});
