import { type QuizAttemptResponse, gradeQuiz, quizXp } from '@morah/contracts';
import { type Database, type JobProducer, quizQuestions, type QuizRow, recordQuizAttempt, type UserRow } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, forbidden } from '../../errors';

/**
 * Grade an attempt on the server from the stored answers. The first attempt pays XP through the ledger
 * (source `quiz-<id>`, so it can only ever be paid once); later attempts are graded and kept for practice.
 */
export async function submitAttempt(
  deps: { db: Kysely<Database>; jobs: JobProducer; log: FastifyBaseLogger },
  student: UserRow,
  quiz: QuizRow,
  body: { answers: number[]; timeSpent: number },
): Promise<QuizAttemptResponse> {
  if (quiz.user_id !== student.id) throw forbidden('Only the child who made this quiz can answer it.');
  if (quiz.status !== 'ready') throw new AppError(409, 'conflict', quiz.status === 'failed' ? 'This quiz could not be written. Please make a new one!' : 'Your quiz is still being written. Please wait a moment.');
  const rows = await quizQuestions(deps.db, quiz.id);
  if (body.answers.length > rows.length) throw new AppError(400, 'validation_failed', `answers: This quiz has ${rows.length} questions.`);
  const graded = gradeQuiz(
    rows.map((r) => ({ question: r.question, options: r.options, correctAnswer: r.correct_answer, explanation: r.explanation })),
    body.answers,
  );
  let xpJob: string | undefined;
  const attempt = await recordQuizAttempt(deps.db, {
    quizId: quiz.id,
    userId: student.id,
    answers: body.answers,
    correctAnswers: graded.correctAnswers,
    totalQuestions: rows.length,
    score: graded.score,
    timeSpent: body.timeSpent,
    xpForFirst: quizXp(graded.score, rows.length),
    // The first attempt's XP job asks for badges and challenges once the XP is in; without XP they are asked here.
    afterWrite: async (trx, recorded) => {
      const sourceId = `quiz-${quiz.id}`;
      if (recorded.xpAwarded > 0) xpJob = (await deps.jobs.enqueue(trx, 'xp.award', { userId: student.id, sourceId, amount: recorded.xpAwarded, reason: 'quiz' })).jobId;
      else if (recorded.first) await deps.jobs.enqueue(trx, 'gamification.apply', { userId: student.id, sourceId });
    },
  });
  if (xpJob) await deps.jobs.result('xp.award', xpJob, 10_000).catch((err) => deps.log.warn({ err, jobId: xpJob }, 'xp.award did not finish in time'));
  return { score: graded.score, correctAnswers: graded.correctAnswers, totalQuestions: rows.length, xpGained: attempt.xpAwarded, review: graded.review };
}
