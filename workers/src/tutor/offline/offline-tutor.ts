/**
 * The tutor that needs no network: it answers from built-in knowledge (alef-bet, calendar, blessings)
 * and streams the answer a few words at a time, telling the caller first where the answer comes from.
 * Used when no model is configured, and in tests.
 */
import { TutorModelError, type TutorModel, type TutorRequest } from '../tutor-model';
import { answerFor, type TutorAnswer } from './answers';
import { streamPieces } from './pieces';

/**
 * The offline tutor's pause between pieces of three words: about 33 words a second, the pace of a
 * model streaming its answer, so a child sees it being written (at 25 ms a whole reply came in under
 * a second, which reads as one burst).
 */
export const OFFLINE_PIECE_DELAY_MS = 90;

export interface OfflineTutorOptions {
  /** Pause between pieces of three words so the reply looks typed; 0 in tests. */
  pieceDelayMs?: number;
}

export function createOfflineTutor(options: OfflineTutorOptions = {}): TutorModel {
  const pieceDelayMs = options.pieceDelayMs ?? OFFLINE_PIECE_DELAY_MS;
  return {
    name: 'offline',
    async *stream(request: TutorRequest): AsyncGenerator<string> {
      let answer: TutorAnswer;
      try {
        answer = answerFor(request);
      } catch (error) {
        // A calendar lookup that fails will fail again: not worth a retry.
        throw new TutorModelError('the offline tutor could not build an answer', false, { cause: error });
      }
      if (answer.sources.length > 0) request.onSources?.(answer.sources);
      yield* streamPieces(answer.text, pieceDelayMs, request.signal);
    },
  };
}
