import type { QuizDifficulty, QuizQuestionDraft } from '@morah/contracts';

export type Random = () => number;

/** One question a generator can ask, with the key that tells it apart from every other. */
export interface OfflineQuestion extends QuizQuestionDraft {
  key: string;
  /** Where the fact comes from, e.g. '@hebcal/core' or 'the alef-bet'. */
  source: string;
}

/** A kind of question; `level` 0 suits beginners, 1 intermediate, 2 advanced only. */
export interface QuestionKind {
  level: 0 | 1 | 2;
  /** Every question of this kind that can be asked today. */
  all: (now: Date) => OfflineQuestion[];
}

export const DIFFICULTY_LEVEL: Record<QuizDifficulty, number> = { beginner: 0, intermediate: 1, advanced: 2 };

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Four options: the answer and the first three distinct wrong ones of `distractors` (put the most
 * plausible first). Returns null when there are not three, so no question goes out with fewer.
 */
export function fourOptions(answer: string, distractors: readonly string[]): { options: string[]; correctAnswer: number } | null {
  const wrong = [...new Set(distractors.filter((d) => d.trim().toLowerCase() !== answer.trim().toLowerCase()))].slice(0, 3);
  if (wrong.length < 3) return null;
  // Options are shuffled when the quiz is assembled; the answer goes first here.
  return { options: [answer, ...wrong], correctAnswer: 0 };
}

/** Build a question, or nothing when it cannot have four distinct options. */
export function question(key: string, source: string, text: string, answer: string, distractors: readonly string[], explanation: string): OfflineQuestion[] {
  const choice = fourOptions(answer, distractors);
  return choice ? [{ key, source, question: text, ...choice, explanation }] : [];
}

/** Rotate a list so the items nearest `index` come first (the most plausible wrong answers). */
export function nearest<T>(items: readonly T[], index: number): T[] {
  return [...items.keys()]
    .filter((i) => i !== index)
    .sort((a, b) => Math.abs(a - index) - Math.abs(b - index) || a - b)
    .map((i) => items[i]!);
}
