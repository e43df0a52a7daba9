import type { ErrorCode } from '@morah/contracts';

/** The one error type routes throw; the error handler turns it into `{ error: { code, message, details } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'We could not find that.') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'You may not do that.') => new AppError(403, 'forbidden', message);
export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Please log in first.');
