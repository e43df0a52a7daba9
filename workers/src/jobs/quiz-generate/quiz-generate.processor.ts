import { type QuizCategory, type QuizDifficulty, type QuizDraft, type QuizQuestionDraft, quizDraftProblems, quizSignature, rooms } from '@morah/contracts';
import { type Database, storeQuizQuestions } from '@morah/db';
import type { Kysely } from 'kysely';
import type { Processor, WorkerDeps } from '../../processor';
import type { QuizModel } from '../../quiz/quiz-model';
import { TutorModelError } from '../../tutor/tutor-model';

/** How many times the model may try before the offline writer takes over. */
export const MODEL_TRIES = 3;

const FAILED_MESSAGE = 'Morah could not write this quiz just now. Please try again!';

interface Written {
  draft: Omit<QuizDraft, 'questions'> & { questions: Array<QuizQuestionDraft & { source?: string }> };
  source: 'model' | 'offline';
}

async function previousQuiz(db: Kysely<Database>, userId: number, quizId: number): Promise<{ signature: string | null; questions: string[] }> {
  const prev = await db
    .selectFrom('quizzes')
    .select(['id', 'signature'])
    .where('user_id', '=', userId)
    .where('id', '<>', quizId)
    .where('status', '=', 'ready')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!prev) return { signature: null, questions: [] };
  const questions = await db.selectFrom('quiz_questions').select('question').where('quiz_id', '=', prev.id).orderBy('position').execute();
  return { signature: prev.signature, questions: questions.map((q) => q.question) };
}

/**
 * Ask the model for the quiz as structured JSON, check it against the quiz rules (and against the
 * child's previous quiz), and ask again with what was wrong; null after MODEL_TRIES failed tries or
 * when no model is configured.
 */
async function fromModel(
  quizModel: QuizModel | undefined,
  request: { category: QuizCategory; difficulty: QuizDifficulty; questionCount: number; now: Date },
  previous: { signature: string | null; questions: string[] },
  progress: (percent: number, message: string) => void,
  log: WorkerDeps['log'],
): Promise<QuizDraft | null> {
  if (!quizModel) return null;
  let problems: string[] = [];
  for (let attempt = 1; attempt <= MODEL_TRIES; attempt++) {
    let output: unknown;
    try {
      output = await quizModel.write({ ...request, problems, avoidQuestions: previous.questions });
    } catch (error) {
      if (!(error instanceof TutorModelError)) throw error;
      log.warn({ err: error, attempt }, 'quiz model failed');
      problems = [];
      continue;
    }
    if (output === null) return null;
    problems = quizDraftProblems(output, request.questionCount);
    if (problems.length === 0 && quizSignature((output as QuizDraft).questions) === previous.signature) problems = ['this is the same quiz as the last one: ask different questions'];
    if (problems.length === 0) return output as QuizDraft;
    log.warn({ attempt, problems }, 'quiz model wrote an invalid quiz');
    if (attempt < MODEL_TRIES) progress(30 + attempt * 20, 'Checking the questions...');
  }
  return null;
}

/**
 * Write one quiz's questions. The quiz row exists (status `generating`) before the job runs; the
 * questions are stored and the status set to `ready` in one transaction, and only while the quiz is
 * still generating, so a duplicate job writes nothing twice. The child's room hears the progress and
 * `quiz:ready`; after the last attempt fails it hears `quiz:failed` and the quiz is marked failed.
 */
export function quizGenerateProcessor({ db, emitter, log, tutor }: WorkerDeps): Processor<'quiz.generate'> {
  return async ({ quizId }, ctx) => {
    const quiz = await db.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst();
    if (!quiz) {
      log.warn({ quizId }, 'quiz.generate for a quiz that does not exist');
      return { outcome: 'failed', source: null };
    }
    if (quiz.status === 'ready') return { outcome: 'already-ready', source: (quiz.source as 'model' | 'offline' | null) ?? null };
    const room = rooms.user(quiz.user_id);
    const progress = (percent: number, message: string) => emitter.emit(room, 'quiz:progress', { quizId, percent, message });
    const request = { category: quiz.category as QuizCategory, difficulty: quiz.difficulty as QuizDifficulty, questionCount: quiz.question_count, now: new Date() };
    try {
      progress(10, 'Morah is thinking of questions...');
      const previous = await previousQuiz(db, quiz.user_id, quizId);
      let written: Written;
      const drafted = await fromModel(tutor.quizModel, request, previous, progress, ctx.log);
      if (drafted) written = { draft: drafted, source: 'model' };
      else {
        const { writeOfflineQuiz } = await import('../../quiz/offline/offline-quiz-writer');
        written = { draft: writeOfflineQuiz({ ...request, avoidSignature: previous.signature }), source: 'offline' };
      }
      progress(90, 'Almost ready...');
      const stored = await storeQuizQuestions(db, {
        quizId,
        title: written.draft.title,
        description: written.draft.description,
        source: written.source,
        signature: quizSignature(written.draft.questions),
        questions: written.draft.questions.map((q) => ({ ...q, source: q.source ?? (written.source === 'model' ? 'model' : null) })),
      });
      if (!stored) return { outcome: 'already-ready', source: null };
      progress(100, 'Your quiz is ready!');
      emitter.emit(room, 'quiz:ready', { quizId, title: written.draft.title, category: request.category, totalQuestions: written.draft.questions.length });
      return { outcome: 'ready', source: written.source };
    } catch (error) {
      if (ctx.attempt < ctx.maxAttempts) throw error;
      ctx.log.error({ err: error, jobId: ctx.jobId, attempt: ctx.attempt }, 'quiz.generate failed for good');
      await db.updateTable('quizzes').set({ status: 'failed', failure: error instanceof Error ? error.message.slice(0, 300) : 'unknown error' }).where('id', '=', quizId).where('status', '=', 'generating').execute();
      emitter.emit(room, 'quiz:failed', { quizId, message: FAILED_MESSAGE });
      return { outcome: 'failed', source: null };
    }
  };
}
