import { countedFromQuizAttempt, type QuizCategory, type QuizDifficulty, type QuizQuestionView, type QuizView } from '@morah/contracts';
import type { Kysely, Selectable } from 'kysely';
import { moveLearnerCounters } from '../learners/learner-counters';
import type { AfterWrite } from '../outbox/after-write';
import type { Database, QuizzesTable } from '../schema';

export type QuizRow = Selectable<QuizzesTable>;

/** A new quiz waiting for its questions. */
export async function createQuiz(
  db: Kysely<Database>,
  input: { userId: number; category: QuizCategory; difficulty: QuizDifficulty; questionCount: number; title: string; description: string; timeLimit: number },
): Promise<QuizRow> {
  return db
    .insertInto('quizzes')
    .values({ user_id: input.userId, category: input.category, difficulty: input.difficulty, question_count: input.questionCount, title: input.title, description: input.description, time_limit: input.timeLimit })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface QuestionToStore {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  source: string | null;
}

/**
 * Store a quiz's questions and mark it ready, in one transaction and only while it is still being
 * generated: false when another run got there first (nothing is written twice).
 */
export async function storeQuizQuestions(
  db: Kysely<Database>,
  input: { quizId: number; title: string; description: string; source: 'model' | 'offline'; signature: string; questions: QuestionToStore[] },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('quizzes')
      .set({ status: 'ready', title: input.title, description: input.description, source: input.source, signature: input.signature, question_count: input.questions.length, ready_at: new Date() })
      .where('id', '=', input.quizId)
      .where('status', '=', 'generating')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('quiz_questions')
      .values(input.questions.map((q, position) => ({ quiz_id: input.quizId, position, question: q.question, options: JSON.stringify(q.options), correct_answer: q.correctAnswer, explanation: q.explanation, source: q.source })))
      .execute();
    return true;
  });
}

export async function findQuiz(db: Kysely<Database>, quizId: number): Promise<QuizRow | undefined> {
  return db.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst();
}

export async function quizQuestions(db: Kysely<Database>, quizId: number) {
  return db.selectFrom('quiz_questions').selectAll().where('quiz_id', '=', quizId).orderBy('position').execute();
}

/** The newest attempt at a quiz (the child's results page shows it). */
export async function latestAttempt(db: Kysely<Database>, quizId: number) {
  return db.selectFrom('quiz_attempts').selectAll().where('quiz_id', '=', quizId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The first attempt at a quiz, the one that counts. */
export async function firstAttempt(db: Kysely<Database>, quizId: number) {
  return db.selectFrom('quiz_attempts').selectAll().where('quiz_id', '=', quizId).orderBy('id').limit(1).executeTakeFirst();
}

export function toQuizView(row: QuizRow, score: number | null): QuizView {
  return {
    id: row.id,
    studentId: row.user_id,
    title: row.title,
    description: row.description,
    category: row.category as QuizCategory,
    difficulty: row.difficulty as QuizDifficulty,
    timeLimit: row.time_limit,
    totalQuestions: row.question_count,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    score,
  };
}

/** A child's quizzes, newest first, with each one's first score. */
export async function listQuizViews(db: Kysely<Database>, userId: number, limit = 20): Promise<QuizView[]> {
  const rows = await db
    .selectFrom('quizzes as q')
    .selectAll('q')
    .select((eb) => eb.selectFrom('quiz_attempts as a').select('a.score').whereRef('a.quiz_id', '=', 'q.id').orderBy('a.id').limit(1).as('first_score'))
    .where('q.user_id', '=', userId)
    .orderBy('q.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => toQuizView(r, r.first_score ?? null));
}

/** Questions as the API shows them: the answer and explanation only when `reveal`. */
export function toQuestionViews(rows: Awaited<ReturnType<typeof quizQuestions>>, reveal: boolean): QuizQuestionView[] {
  return rows.map((r) => (reveal ? { question: r.question, options: r.options, correctAnswer: r.correct_answer, explanation: r.explanation } : { question: r.question, options: r.options }));
}

/**
 * Keep one graded attempt; the first attempt at a quiz is the one that pays (`xpFor` decides it, on
 * the learner's row lock so two first attempts at once cannot both pay). Returns the attempt's id and XP.
 */
export async function recordQuizAttempt(
  db: Kysely<Database>,
  input: {
    quizId: number;
    userId: number;
    answers: number[];
    correctAnswers: number;
    totalQuestions: number;
    score: number;
    timeSpent: number;
    xpForFirst: number;
    /** Runs in the same transaction, to record the jobs that follow the attempt. */
    afterWrite?: AfterWrite<{ id: number; first: boolean; xpAwarded: number }>;
  },
): Promise<{ id: number; first: boolean; xpAwarded: number }> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('quizzes').select('id').where('id', '=', input.quizId).forUpdate().executeTakeFirstOrThrow();
    // Who took this quiz before (its owner, as a rule): any earlier attempt stops the pay; the learner's own stops the count.
    const earlier = await trx.selectFrom('quiz_attempts').select('user_id').distinct().where('quiz_id', '=', input.quizId).execute();
    const triedBefore = earlier.length > 0;
    const xpAwarded = triedBefore ? 0 : input.xpForFirst;
    const row = await trx
      .insertInto('quiz_attempts')
      .values({ quiz_id: input.quizId, user_id: input.userId, answers: JSON.stringify(input.answers), correct_answers: input.correctAnswers, total_questions: input.totalQuestions, score: input.score, time_spent: input.timeSpent, xp_awarded: xpAwarded })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveLearnerCounters(trx, input.userId, countedFromQuizAttempt({ learnerTriedBefore: earlier.some((r) => r.user_id === input.userId) }));
    const attempt = { id: row.id, first: !triedBefore, xpAwarded };
    await input.afterWrite?.(trx, attempt);
    return attempt;
  });
}
