/**
 * Picks the tutor from the environment: an OpenAI-compatible model when a key or a base URL is given,
 * the offline tutor otherwise. The local safety screen always moderates; with a model configured, the
 * model classifies each message too (a second screen), and OpenAI's moderation joins them only with a
 * real API key (a local Ollama or vLLM server has no moderation endpoint).
 */
import { combineModerators, createLocalModerator } from './local-moderator';
import { createOfflineTutor } from './offline/offline-tutor';
import { createModelScreen } from './openai/model-screen';
import { createOpenAiModerator } from './openai/openai-moderator';
import { createOpenAiTutor } from './openai/openai-tutor';
import type { Moderator, TutorModel } from './tutor-model';
import { createOpenAiQuizModel } from '../quiz/openai-quiz-model';
import type { QuizModel } from '../quiz/quiz-model';

export * from './tutor-model';
export { createOfflineTutor } from './offline/offline-tutor';
export { createOpenAiTutor } from './openai/openai-tutor';
export { createModelScreen } from './openai/model-screen';
export { createOpenAiModerator } from './openai/openai-moderator';
export { combineModerators, createLocalModerator } from './local-moderator';
export { systemPromptFor } from './system-prompt';

export interface TutorEnvironment {
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_API_KEY?: string | undefined;
  OPENAI_MODEL?: string | undefined;
  TUTOR_PIECE_DELAY_MS?: string | undefined;
  SCREEN_TIMEOUT_MS?: string | undefined;
}

export interface Tutor {
  model: TutorModel;
  moderator: Moderator;
  /** Writes quizzes when a model is configured; the offline quiz writer otherwise. */
  quizModel: QuizModel | null;
  mode: 'openai' | 'offline';
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function milliseconds(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

export function createTutor(env: TutorEnvironment): Tutor {
  const baseURL = nonEmpty(env.OPENAI_BASE_URL);
  const apiKey = nonEmpty(env.OPENAI_API_KEY);
  const local = createLocalModerator();
  if (!apiKey && !baseURL) {
    return { model: createOfflineTutor({ pieceDelayMs: milliseconds(env.TUTOR_PIECE_DELAY_MS) }), moderator: local, quizModel: null, mode: 'offline' };
  }
  // Ollama and vLLM ignore the key, but the client insists on one.
  const key = apiKey ?? 'not-needed';
  const modelName = nonEmpty(env.OPENAI_MODEL) ?? 'gpt-4o-mini';
  const model = createOpenAiTutor({ baseURL, apiKey: key, model: modelName });
  const modelScreen = createModelScreen({ baseURL, apiKey: key, model: modelName, timeoutMs: milliseconds(env.SCREEN_TIMEOUT_MS) || undefined });
  const moderator = apiKey ? combineModerators(local, modelScreen, createOpenAiModerator({ baseURL, apiKey })) : combineModerators(local, modelScreen);
  return { model, moderator, quizModel: createOpenAiQuizModel({ baseURL, apiKey: key, model: modelName }), mode: 'openai' };
}
