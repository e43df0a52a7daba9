import { quizDraftProblems } from '@morah/contracts';
import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from './support/until';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { registerParent, registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { newRedisPrefix, startGateway, startWorkers } from './support/morah-under-test';
import { collect, connectSocket, nextEvent, waitForConnect } from './support/socket-client';


/** Poll as the page does when the socket is down, until the quiz is no longer being written. */
const whenWritten = (client: TestClient, id: number) =>
  until(async () => {
    const res = await client.get(`/api/quizzes/${id}`);
    return res.body.quiz.status === 'generating' ? undefined : res.body;
  });

function stack(env: Record<string, string> = {}, workerEnv: Record<string, string> = {}) {
  const s = { db: undefined as unknown as TestDatabase, gateway: undefined as unknown as RunningGateway, workers: undefined as unknown as Awaited<ReturnType<typeof startWorkers>>, joinCode: '', teacher: undefined as unknown as TestClient };
  const prefix = newRedisPrefix();
  beforeAll(async () => {
    s.db = await createTestDatabase();
    s.workers = await startWorkers(s.db.url, prefix, workerEnv);
    s.gateway = await startGateway({ databaseUrl: s.db.url, redisPrefix: prefix, env });
    ({ teacher: s.teacher, classInfo: { joinCode: s.joinCode } } = await registerTeacherWithClass(s.gateway.url));
  });
  afterAll(async () => {
    await s.gateway?.close();
    await s.workers?.close();
    await s.db?.drop();
  });
  return s;
}

describe('quizzes written offline, full stack (Postgres, BullMQ workers, Redis adapter)', () => {
  const s = stack({ QUIZZES_PER_HOUR: '6' });

  it('answers at once with the quiz id, pushes progress and readiness to the child, and hides the answers until submitted', async () => {
    const { student, user } = await registerStudent(s.gateway.url, s.joinCode);
    const socket = connectSocket(s.gateway.url, student.cookie);
    await waitForConnect(socket);
    const progress = collect(socket, 'quiz:progress');
    const ready = nextEvent(socket, 'quiz:ready', 20_000);
    const res = await student.post('/api/quizzes/generate', { category: 'holidays', difficulty: 'intermediate', questionCount: 5 });
    expect(res.status).toBe(202);
    expect(res.body.quiz).toMatchObject({ category: 'holidays', difficulty: 'intermediate', status: 'generating', totalQuestions: 5, studentId: user.id });
    const id = res.body.quiz.id as number;
    expect(await ready).toMatchObject({ quizId: id, category: 'holidays', totalQuestions: 5 });
    expect(progress.items.map((p) => p.percent)).toContain(100);
    socket.close();

    const { quiz, questions } = (await student.get(`/api/quizzes/${id}`)).body;
    expect(quiz).toMatchObject({ id, status: 'ready', score: null, title: 'Jewish Holidays Quiz' });
    expect(questions).toHaveLength(5);
    for (const q of questions) {
      expect(Object.keys(q).sort()).toEqual(['options', 'question']);
      expect(q.options).toHaveLength(4);
    }
    const stored = await s.db.db.selectFrom('quiz_questions').select(['correct_answer', 'explanation', 'source']).where('quiz_id', '=', id).orderBy('position').execute();
    expect(stored.every((q) => q.explanation && q.source)).toBe(true);
    expect((await s.db.db.selectFrom('quizzes').select('source').where('id', '=', id).executeTakeFirstOrThrow()).source).toBe('offline');

    // Three right, two wrong, sent as the spec's JSON-encoded list.
    const answers = stored.map((q, i) => (i < 3 ? q.correct_answer : (q.correct_answer + 1) % 4));
    const graded = await student.post(`/api/quizzes/${id}/attempt`, { answers: JSON.stringify(answers), timeSpent: 95 });
    expect(graded.status).toBe(200);
    expect(graded.body).toMatchObject({ score: 60, correctAnswers: 3, totalQuestions: 5, xpGained: 15 });
    expect(graded.body.review[3]).toMatchObject({ isCorrect: false, selectedAnswer: answers[3], correctAnswer: stored[3]!.correct_answer });
    expect(graded.body.review[3].explanation.length).toBeGreaterThan(5);

    // Retaking is practice: graded, kept, and paid nothing.
    const again = await student.post(`/api/quizzes/${id}/attempt`, { answers: stored.map((q) => q.correct_answer), timeSpent: 40 });
    expect(again.body).toMatchObject({ score: 100, xpGained: 0 });
    const ledger = await s.db.db.selectFrom('xp_events').select(['amount']).where('source_id', '=', `quiz-${id}`).execute();
    expect(ledger).toEqual([{ amount: 15 }]);

    const after = (await student.get(`/api/quizzes/${id}`)).body;
    expect(after.quiz.score).toBe(60);
    expect(after.questions[0].correctAnswer).toBe(stored[0]!.correct_answer);
    const list = (await student.get('/api/quizzes')).body.quizzes;
    expect(list[0]).toMatchObject({ id, score: 60 });

    // The first quiz earns the Bright Star badge.
    await until(async () => ((await student.get('/api/gamification/dashboard')).body.userBadges.some((b: { badge: { key: string } }) => b.badge.key === 'bright-star') ? true : undefined));
  });

  it('lets only the child, their teachers and their linked parents read a quiz, and only the child answer it', async () => {
    const { student, user } = await registerStudent(s.gateway.url, s.joinCode);
    const { parent } = await registerParent(s.gateway.url, user.linkCode);
    const { parent: stranger } = await registerParent(s.gateway.url);
    const other = await registerStudent(s.gateway.url, s.joinCode, 'Other');
    const otherTeacher = await registerTeacherWithClass(s.gateway.url);
    const id = (await student.post('/api/quizzes/generate', { category: 'hebrew', difficulty: 'beginner', questionCount: 3 })).body.quiz.id as number;
    await whenWritten(student, id);

    for (const reader of [s.teacher, parent]) {
      const res = await reader.get(`/api/quizzes/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.questions[0].correctAnswer).toBeUndefined();
    }
    for (const outsider of [stranger, other.student, otherTeacher.teacher]) expect((await outsider.get(`/api/quizzes/${id}`)).status).toBe(404);
    expect((await student.get('/api/quizzes/999999')).status).toBe(404);
    expect((await s.teacher.post(`/api/quizzes/${id}/attempt`, { answers: [0, 0, 0], timeSpent: 10 })).status).toBe(403);
    expect((await other.student.post(`/api/quizzes/${id}/attempt`, { answers: [0, 0, 0], timeSpent: 10 })).status).toBe(404);
    expect((await s.teacher.post('/api/quizzes/generate', { category: 'hebrew', difficulty: 'beginner', questionCount: 3 })).status).toBe(403);
  });

  it('refuses bad requests with clear words, and limits how many quizzes a child asks for', async () => {
    const { student } = await registerStudent(s.gateway.url, s.joinCode);
    const missing = await student.post('/api/quizzes/generate', { difficulty: 'beginner', questionCount: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('Please select both a category and difficulty level.');
    for (const body of [{ category: 'maths', difficulty: 'beginner' }, { category: 'torah', difficulty: 'beginner', questionCount: 4 }, { category: 'torah', difficulty: 'expert', questionCount: 5 }]) {
      expect((await student.post('/api/quizzes/generate', body)).status).toBe(400);
    }
    const id = (await student.post('/api/quizzes/generate', { category: 'torah', difficulty: 'beginner', questionCount: 3 })).body.quiz.id;
    await whenWritten(student, id);
    for (const body of [{ answers: 'not json', timeSpent: 5 }, { answers: [0, 1], timeSpent: -1 }, { answers: [0, 1, 2, 3], timeSpent: 5 }, { answers: [0.5], timeSpent: 5 }]) {
      const res = await student.post(`/api/quizzes/${id}/attempt`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    expect((await student.get('/api/quizzes/abc')).status).toBe(400);
    expect(await s.db.db.selectFrom('quiz_attempts').select('id').where('quiz_id', '=', id).execute()).toEqual([]);

    for (let i = 0; i < 5; i++) expect((await student.post('/api/quizzes/generate', { category: 'hebrew', difficulty: 'beginner', questionCount: 3 })).status).toBe(202);
    const limited = await student.post('/api/quizzes/generate', { category: 'hebrew', difficulty: 'beginner', questionCount: 3 });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/try a new one in \d+ minutes/);
  });

  it('never writes a child the same quiz twice in a row', async () => {
    const { student } = await registerStudent(s.gateway.url, s.joinCode);
    let previous: string[] | null = null;
    for (let i = 0; i < 4; i++) {
      const id = (await student.post('/api/quizzes/generate', { category: 'traditions', difficulty: 'beginner', questionCount: 3 })).body.quiz.id;
      const questions = ((await whenWritten(student, id)).questions as Array<{ question: string }>).map((q) => q.question).sort();
      expect(questions).not.toEqual(previous);
      previous = questions;
    }
  });
});

describe('quizzes written by the model (the OpenAI client against a loopback server)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => fake?.close());
  const s = stack({}, { get OPENAI_BASE_URL() { return fake.baseURL; }, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'quiz-model' } as Record<string, string>);

  const good = (n: number, prefix = 'Q') => ({
    title: 'Torah Adventure',
    description: 'A quiz about the Torah.',
    questions: Array.from({ length: n }, (_, i) => ({ question: `${prefix}${i}: Which book comes first in the Torah?`, options: ['Genesis', 'Exodus', 'Numbers', 'Leviticus'], correctAnswer: 0, explanation: 'The Torah begins with Genesis, Bereshit.' })),
  });

  it('asks for structured JSON, retries invalid output with what was wrong, and keeps the valid quiz', async () => {
    const { student } = await registerStudent(s.gateway.url, s.joinCode);
    fake.script.reset();
    fake.script.reply('Here is your quiz! (not JSON)');
    fake.script.reply(JSON.stringify({ ...good(3), questions: good(3).questions.map((q) => ({ ...q, options: ['Genesis', 'Genesis', 'Exodus', 'Numbers'] })) }));
    fake.script.reply(JSON.stringify(good(3)));
    const id = (await student.post('/api/quizzes/generate', { category: 'torah', difficulty: 'beginner', questionCount: 3 })).body.quiz.id;
    const { quiz, questions } = await whenWritten(student, id);
    expect(quiz).toMatchObject({ status: 'ready', title: 'Torah Adventure', totalQuestions: 3 });
    expect(questions.map((q: { question: string }) => q.question)).toEqual(good(3).questions.map((q) => q.question));
    const chats = fake.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats).toHaveLength(3);
    expect(chats[0]!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'morah_quiz', strict: true } });
    expect(chats[0]!.body.model).toBe('quiz-model');
    expect(chats[2]!.body.messages.at(-1).content).toContain('two options are the same');
    expect((await s.db.db.selectFrom('quizzes').select('source').where('id', '=', id).executeTakeFirstOrThrow()).source).toBe('model');
  });

  it('falls back to the offline writer when the model keeps failing, and still gives a valid quiz', async () => {
    const { student } = await registerStudent(s.gateway.url, s.joinCode);
    fake.script.reset();
    fake.script.reply(JSON.stringify(good(2)));
    fake.script.fail(500);
    fake.script.reply('{"title": "half');
    const id = (await student.post('/api/quizzes/generate', { category: 'hebrew', difficulty: 'advanced', questionCount: 7 })).body.quiz.id;
    const { quiz } = await whenWritten(student, id);
    expect(quiz).toMatchObject({ status: 'ready', totalQuestions: 7, title: 'Hebrew Letters Quiz' });
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(3);
    const rows = await s.db.db.selectFrom('quiz_questions').selectAll().where('quiz_id', '=', id).orderBy('position').execute();
    expect(quizDraftProblems({ title: quiz.title, description: quiz.description, questions: rows.map((r) => ({ question: r.question, options: r.options, correctAnswer: r.correct_answer, explanation: r.explanation })) }, 7)).toEqual([]);
    expect((await s.db.db.selectFrom('quizzes').select('source').where('id', '=', id).executeTakeFirstOrThrow()).source).toBe('offline');
  });

  it('refuses the model the same quiz as the child\u2019s last one and asks again', async () => {
    const { student } = await registerStudent(s.gateway.url, s.joinCode);
    fake.script.reset();
    fake.script.reply(JSON.stringify(good(3, 'A')));
    const first = (await student.post('/api/quizzes/generate', { category: 'torah', difficulty: 'beginner', questionCount: 3 })).body.quiz.id;
    await whenWritten(student, first);
    fake.script.reply(JSON.stringify(good(3, 'A')));
    fake.script.reply(JSON.stringify(good(3, 'B')));
    const second = (await student.post('/api/quizzes/generate', { category: 'torah', difficulty: 'beginner', questionCount: 3 })).body.quiz.id;
    const { questions } = await whenWritten(student, second);
    expect(questions[0].question).toMatch(/^B0/);
    expect(fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!.body.messages.at(-1).content).toContain('same quiz as the last one');
  });
});
