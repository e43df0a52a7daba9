import { ApiError } from './api-client';

/** Turns any failure into a sentence a child understands. The server's own message wins. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return 'Please log in first.';
    if (error.status === 403) return 'You are not allowed to do that.';
    if (error.status === 404) return 'We could not find that.';
    if (error.status === 429) return 'Whoa, that was a lot of tries! Please wait a little and try again.';
    if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
    return 'Something did not work. Please try again.';
  }
  return 'We could not reach Morah. Check your internet connection and try again.';
}
