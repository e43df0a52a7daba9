import { type GenerateQuizBody, type QuizResponse, quizTimeLimit } from '@morah/contracts';
import { createQuiz, type Database, type JobProducer, toQuizView, type UserRow } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

const TOPIC_TITLES = { torah: 'Torah Portions', holidays: 'Jewish Holidays', traditions: 'Jewish Traditions', hebrew: 'Hebrew Letters', history: 'Jewish History' } as const;

/**
 * Keep the new quiz (waiting for its questions) and hand it to the workers' `quiz.generate` job. The
 * child gets the quiz id at once; the questions follow over the socket (or a poll of GET /api/quizzes/{id}).
 */
export async function generateQuiz(deps: { db: Kysely<Database>; jobs: JobProducer; log: FastifyBaseLogger }, student: UserRow, body: Required<GenerateQuizBody>): Promise<QuizResponse> {
  const quiz = await deps.db.transaction().execute(async (trx) => {
    const created = await createQuiz(trx, {
      userId: student.id,
      category: body.category,
      difficulty: body.difficulty,
      questionCount: body.questionCount,
      title: `${TOPIC_TITLES[body.category]} Quiz`,
      description: 'Morah is writing your questions...',
      timeLimit: quizTimeLimit(body.questionCount, body.difficulty),
    });
    await deps.jobs.enqueue(trx, 'quiz.generate', { quizId: created.id });
    return created;
  });
  return { quiz: toQuizView(quiz, null), questions: [] };
}
