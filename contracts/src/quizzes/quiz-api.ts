/**
 * Quizzes on the wire (spec learning 2, 3, 5, 7, 8): generation, reading (never the answers before the
 * child has submitted), attempts graded on the server, and the live notices of generation.
 */
import { z } from 'zod';

export const QUIZ_CATEGORIES = ['torah', 'holidays', 'traditions', 'hebrew', 'history'] as const;
export const QuizCategory = z.enum(QUIZ_CATEGORIES, { error: 'Please select both a category and difficulty level.' });
export type QuizCategory = z.infer<typeof QuizCategory>;

export const QUIZ_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const QuizDifficulty = z.enum(QUIZ_DIFFICULTIES, { error: 'Please select both a category and difficulty level.' });
export type QuizDifficulty = z.infer<typeof QuizDifficulty>;

/** Spec 9: 3 (Quick), 5 (Standard, the default), 7 (Extended), 10 (Challenge). */
export const QUESTION_COUNTS = [
  { value: 3, label: 'Quick' },
  { value: 5, label: 'Standard' },
  { value: 7, label: 'Extended' },
  { value: 10, label: 'Challenge' },
] as const;
export const DEFAULT_QUESTION_COUNT = 5;

export const GenerateQuizBody = z.object({
  category: QuizCategory,
  difficulty: QuizDifficulty,
  questionCount: z
    .number({ error: 'questionCount must be 3, 5, 7 or 10.' })
    .refine((n) => QUESTION_COUNTS.some((c) => c.value === n), 'questionCount must be 3, 5, 7 or 10.')
    .default(DEFAULT_QUESTION_COUNT),
});
export type GenerateQuizBody = z.input<typeof GenerateQuizBody>;

export const QuizParams = z.object({ id: z.coerce.number({ error: 'That is not a quiz number.' }).int('That is not a quiz number.').positive('That is not a quiz number.').max(2_147_483_647, 'That is not a quiz number.') });

/** Longest time one attempt may report: 4 hours. */
export const MAX_QUIZ_SECONDS = 4 * 60 * 60;

/** Spec 7: answers arrive as a JSON-encoded list of option indexes; a plain list is accepted too. */
export const QuizAttemptBody = z.object({
  answers: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(z.number({ error: 'Each answer is the number of the chosen option.' }).int('Each answer is the number of the chosen option.').min(0, 'Each answer is the number of the chosen option.'), { error: 'answers must be a list of chosen options.' }).max(50),
  ),
  timeSpent: z.number({ error: 'timeSpent must be a number of seconds.' }).int('timeSpent is a whole number of seconds.').min(0, 'timeSpent cannot be negative.').max(MAX_QUIZ_SECONDS, 'A quiz can last at most 4 hours.'),
});
export type QuizAttemptBody = z.input<typeof QuizAttemptBody>;

export const QuizStatus = z.enum(['generating', 'ready', 'failed']);
export type QuizStatus = z.infer<typeof QuizStatus>;

export const QuizView = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: QuizCategory,
  difficulty: QuizDifficulty,
  /** Minutes. */
  timeLimit: z.number(),
  totalQuestions: z.number().int(),
  status: QuizStatus,
  createdAt: z.string(),
  /** The first attempt's score, once the child has submitted. */
  score: z.number().nullable(),
});
export type QuizView = z.infer<typeof QuizView>;

/** Before the child submits, a question carries no answer and no explanation. */
export const QuizQuestionView = z.object({
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number().int().optional(),
  explanation: z.string().nullable().optional(),
});
export type QuizQuestionView = z.infer<typeof QuizQuestionView>;

export const QuizResponse = z.object({ quiz: QuizView, questions: z.array(QuizQuestionView) });
export type QuizResponse = z.infer<typeof QuizResponse>;

export const QuizzesResponse = z.object({ quizzes: z.array(QuizView) });
export type QuizzesResponse = z.infer<typeof QuizzesResponse>;

export const QuizReviewItem = z.object({
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number().int(),
  selectedAnswer: z.number().int().nullable(),
  isCorrect: z.boolean(),
  explanation: z.string().nullable(),
});
export type QuizReviewItem = z.infer<typeof QuizReviewItem>;

export const QuizAttemptResponse = z.object({
  score: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  xpGained: z.number().int(),
  review: z.array(QuizReviewItem),
});
export type QuizAttemptResponse = z.infer<typeof QuizAttemptResponse>;

/** Live notices of a quiz being made, to the child's own room: how far along, then ready or failed. */
export const QuizProgress = z.object({
  quizId: z.number().int(),
  percent: z.number().min(0).max(100),
  message: z.string(),
});
export type QuizProgress = z.infer<typeof QuizProgress>;
export const QuizReady = z.object({
  quizId: z.number().int(),
  title: z.string(),
  category: QuizCategory,
  totalQuestions: z.number().int(),
});
export type QuizReady = z.infer<typeof QuizReady>;
export const QuizFailed = z.object({
  quizId: z.number().int(),
  message: z.string(),
});
export type QuizFailed = z.infer<typeof QuizFailed>;
