import { gradeQuiz, type QuizAttemptResponse } from '@morah/contracts';
import { type Database, latestAttempt, quizQuestions, type QuizRow } from '@morah/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';

/**
 * The newest attempt at a quiz, as it was answered when submitted: graded again from its stored
 * answers (the same grading as the submit), with the XP that attempt earned.
 */
export async function latestAttemptResult(db: Kysely<Database>, quiz: QuizRow): Promise<QuizAttemptResponse> {
  const [rows, attempt] = await Promise.all([quizQuestions(db, quiz.id), latestAttempt(db, quiz.id)]);
  if (!attempt) throw new AppError(404, 'not_found', 'This quiz has not been taken yet.');
  const graded = gradeQuiz(
    rows.map((r) => ({ question: r.question, options: r.options, correctAnswer: r.correct_answer, explanation: r.explanation })),
    attempt.answers,
  );
  return { score: attempt.score, correctAnswers: attempt.correct_answers, totalQuestions: attempt.total_questions, xpGained: attempt.xp_awarded, review: graded.review };
}
