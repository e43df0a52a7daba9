import type { QuizCategory, QuizDifficulty } from '@morah/contracts';

export interface QuizModelRequest {
  category: QuizCategory;
  difficulty: QuizDifficulty;
  questionCount: number;
  now: Date;
  /** What was wrong with the previous try, so the model can mend it. */
  problems?: string[];
  /** Questions of the child's previous quiz: not to be asked again all together. */
  avoidQuestions?: string[];
}

/**
 * A model that writes a quiz as structured JSON. It answers with what the model wrote, parsed, which
 * the caller validates; null when no model is configured (the offline writer then writes the quiz).
 * Throws TutorModelError when the model cannot be reached or answers with an error.
 */
export interface QuizModel {
  write(request: QuizModelRequest, signal?: AbortSignal): Promise<unknown | null>;
}
