/**
 * OpenAI client errors as TutorModelError. Retryable: no connection, a timeout, 408, 429 and 5xx, which
 * may well work next time. Any other 4xx (bad key, bad request, unknown model) will not, so the job stops.
 */
import { APIConnectionError, APIError } from 'openai';
import { TutorModelError } from '../tutor-model';

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function toTutorModelError(error: unknown, what: string): TutorModelError {
  if (error instanceof TutorModelError) return error;
  // APIConnectionTimeoutError is a kind of APIConnectionError.
  if (error instanceof APIConnectionError) return new TutorModelError(`${what}: could not reach the model (${error.message})`, true, { cause: error });
  if (error instanceof APIError) {
    // No status: the server sent an error in the middle of a stream, which is its trouble, not the request's.
    const retryable = error.status === undefined || isRetryableStatus(error.status);
    return new TutorModelError(`${what}: the model answered ${error.status ?? 'with an error'} (${error.message})`, retryable, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new TutorModelError(`${what}: ${message}`, false, { cause: error });
}
