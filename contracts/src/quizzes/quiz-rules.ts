/**
 * What a quiz must be (whoever wrote it, the model or the offline generator), how it is graded, and
 * what it pays. Pure, so the worker, the gateway and the tests share one set of rules.
 */
import { z } from 'zod';
import type { QuizDifficulty, QuizReviewItem } from './quiz-api';

export const QUIZ_OPTION_COUNT = 4;

export const QuizQuestionDraft = z.object({
  question: z.string().trim().min(5).max(400),
  options: z.array(z.string().trim().min(1).max(160)).length(QUIZ_OPTION_COUNT),
  correctAnswer: z.number().int().min(0).max(QUIZ_OPTION_COUNT - 1),
  explanation: z.string().trim().min(5).max(600),
});
export type QuizQuestionDraft = z.infer<typeof QuizQuestionDraft>;

export const QuizDraft = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(3).max(300),
  questions: z.array(QuizQuestionDraft).min(1).max(10),
});
export type QuizDraft = z.infer<typeof QuizDraft>;

/**
 * Everything wrong with a draft, in words (empty when it is a good quiz): the schema, the number of
 * questions asked for, options that repeat (so two would be correct), and a question asked twice.
 */
export function quizDraftProblems(input: unknown, questionCount: number): string[] {
  const parsed = QuizDraft.safeParse(input);
  if (!parsed.success) return parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'quiz'}: ${i.message}`);
  const problems: string[] = [];
  const { questions } = parsed.data;
  if (questions.length !== questionCount) problems.push(`questions: expected ${questionCount}, got ${questions.length}`);
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const options = q.options.map((o) => o.trim().toLowerCase());
    if (new Set(options).size !== options.length) problems.push(`questions.${i}.options: two options are the same`);
    const key = q.question.trim().toLowerCase();
    if (seen.has(key)) problems.push(`questions.${i}: asked twice`);
    seen.add(key);
  });
  return problems;
}

/** Minutes a quiz allows: one and a half a question, at least 5. */
export function quizTimeLimit(questionCount: number, difficulty: QuizDifficulty): number {
  const perQuestion = difficulty === 'advanced' ? 2 : 1.5;
  return Math.max(5, Math.ceil(questionCount * perQuestion));
}

export interface GradableQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string | null;
}

/** Grade on the server: an answer missing, out of range or not a whole number is simply not correct. */
export function gradeQuiz(questions: readonly GradableQuestion[], answers: readonly number[]): { score: number; correctAnswers: number; review: QuizReviewItem[] } {
  const review = questions.map((q, i) => {
    const chosen = answers[i];
    const selectedAnswer = chosen !== undefined && Number.isInteger(chosen) && chosen >= 0 && chosen < q.options.length ? chosen : null;
    return { question: q.question, options: q.options, correctAnswer: q.correctAnswer, selectedAnswer, isCorrect: selectedAnswer === q.correctAnswer, explanation: q.explanation };
  });
  const correctAnswers = review.filter((r) => r.isCorrect).length;
  const score = questions.length ? Math.round((correctAnswers / questions.length) * 100) : 0;
  return { score, correctAnswers, review };
}

/** XP for a quiz's first attempt: 5 a question at full marks, scaled by the score, and at least 5 for finishing. */
export const QUIZ_XP_PER_QUESTION = 5;
export function quizXp(score: number, totalQuestions: number): number {
  return Math.max(QUIZ_XP_PER_QUESTION, Math.round((totalQuestions * QUIZ_XP_PER_QUESTION * Math.min(100, Math.max(0, score))) / 100));
}

/** Spec 5: 90 and up A+, 80 A, 70 B, 60 C, below 60 D. */
export function gradeBand(score: number): 'A+' | 'A' | 'B' | 'C' | 'D' {
  if (score >= 90) return 'A+';
  if (score >= 80) return 'A';
  if (score >= 70) return 'B';
  if (score >= 60) return 'C';
  return 'D';
}

/** The key of a question set: the same questions in any order are the same quiz. */
export function quizSignature(questions: readonly { question: string }[]): string {
  return questions.map((q) => q.question.trim().toLowerCase()).sort().join('\n');
}
