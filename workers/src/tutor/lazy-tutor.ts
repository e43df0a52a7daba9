import type { QuizModel } from '../quiz/quiz-model';
import type { ModerationOptions, ModerationResult, Moderator, TutorModel, TutorRequest } from './tutor-model';

export interface TutorEnv {
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_API_KEY?: string | undefined;
  OPENAI_MODEL?: string | undefined;
  TUTOR_PIECE_DELAY_MS?: string | undefined;
  SCREEN_TIMEOUT_MS?: string | undefined;
}

/**
 * The tutor, loaded on first use: the model client and the calendar tables stay out of start-up,
 * which matters for `pnpm start`, and cost nothing until a child asks something.
 */
export function lazyTutor(env: TutorEnv): { model: TutorModel; moderator: Moderator; quizModel: QuizModel } {
  let loading: ReturnType<typeof load> | undefined;
  const load = async () => (await import('./index')).createTutor(env);
  const tutor = () => (loading ??= load());
  return {
    model: {
      name: 'lazy',
      async *stream(request: TutorRequest) {
        yield* (await tutor()).model.stream(request);
      },
      async notesFor(question: string, now: Date) {
        const { model } = await tutor();
        return model.notesFor?.(question, now);
      },
    },
    moderator: {
      async check(latest: string, earlier: readonly string[], options?: ModerationOptions): Promise<ModerationResult> {
        return (await tutor()).moderator.check(latest, earlier, options);
      },
    },
    quizModel: {
      async write(request, signal) {
        const { quizModel } = await tutor();
        return quizModel ? quizModel.write(request, signal) : null;
      },
    },
  };
}
