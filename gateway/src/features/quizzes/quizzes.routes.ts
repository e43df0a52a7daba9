import { GenerateQuizBody, QuizAttemptBody, QuizAttemptResponse, QuizParams, QuizResponse, QuizzesResponse } from '@morah/contracts';
import { type Database, firstAttempt, type JobProducer, listQuizViews, quizQuestions, toQuestionViews, toQuizView } from '@morah/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { assertCanReadQuiz } from '../../policy/access.policy';
import { generateQuiz } from './generate-quiz';
import { latestAttemptResult } from './latest-attempt-result';
import type { QuizRateLimit } from './quiz-rate-limit';
import { submitAttempt } from './submit-attempt';

/** Quizzes (spec learning 7): a child asks, the workers write, the server grades. */
export async function quizzesRoutes(base: FastifyInstance, { db, jobs, rateLimit }: { db: Kysely<Database>; jobs: JobProducer; rateLimit: QuizRateLimit }): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/quizzes', { schema: { response: { 200: QuizzesResponse } } }, async (request) => {
    const student = await request.requireRole('student');
    return { quizzes: await listQuizViews(db, student.id) };
  });

  app.post('/api/quizzes/generate', { schema: { body: GenerateQuizBody, response: { 202: QuizResponse } } }, async (request, reply) => {
    const student = await request.requireRole('student');
    await rateLimit.consume(student.id);
    reply.code(202);
    return generateQuiz({ db, jobs, log: request.log }, student, request.body);
  });

  /** The answers and explanations are sent only once the child has submitted the quiz. */
  app.get('/api/quizzes/:id', { schema: { params: QuizParams, response: { 200: QuizResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const { id } = request.params;
    const quiz = await assertCanReadQuiz(db, viewer, id);
    const [rows, attempt] = await Promise.all([quizQuestions(db, id), firstAttempt(db, id)]);
    return { quiz: toQuizView(quiz, attempt?.score ?? null), questions: toQuestionViews(rows, Boolean(attempt)) };
  });

  /** The results of the newest attempt, so they keep their own page (`/quiz/{id}/results`) and survive a reload. */
  app.get('/api/quizzes/:id/attempts/latest', { schema: { params: QuizParams, response: { 200: QuizAttemptResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const quiz = await assertCanReadQuiz(db, viewer, request.params.id);
    return latestAttemptResult(db, quiz);
  });

  app.post('/api/quizzes/:id/attempt', { schema: { params: QuizParams, body: QuizAttemptBody, response: { 200: QuizAttemptResponse } } }, async (request) => {
    const viewer = await request.requireUser();
    const { id } = request.params;
    const quiz = await assertCanReadQuiz(db, viewer, id);
    const student = await request.requireRole('student');
    return submitAttempt({ db, jobs, log: request.log }, student, quiz, request.body);
  });
}
