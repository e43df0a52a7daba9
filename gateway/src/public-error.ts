import { AppError } from './errors';

/** How long a client should wait before trying again while the database or queue is away. */
export const RETRY_AFTER_SECONDS = 3;

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up, shutting down)
  '53300', // too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_WORDS = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|server closed the connection|Connection is closed/i;

/** The database (or the queue) could not be reached: nothing the client sent is wrong. */
export function isServiceUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_WORDS.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isServiceUnreachable)) return true;
  }
  return false;
}

/** Postgres refused a value (class 22, data exception; class 54, too long for an index): the input's doing. */
export function isRefusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
}

/**
 * Two writers met on the same rows and Postgres stopped one (40P01 deadlock, 40001 serialization
 * failure, 55P03 lock not available): nothing was kept, and the same request a moment later succeeds.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001' || code === '55P03';
}

/** A second is enough for the other writer to finish. */
const CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * What a person is told about a failure, the same over REST and the socket: an AppError as it is;
 * the database or queue away, or two writers meeting on the same rows: 503, try again in a moment
 * (nothing was kept, so trying again is safe); a value Postgres refused: 400. Anything
 * else is a bug: undefined, and the caller answers a logged 500 whose details stay hidden.
 */
export function publicError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isServiceUnreachable(error)) {
    return new AppError(503, 'unavailable', 'Morah is taking a short break. Please try again in a moment.', { retryAfterSeconds: RETRY_AFTER_SECONDS }, {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  }
  if (isTransientConflict(error)) {
    return new AppError(503, 'busy', 'Morah was busy with something else for you. Please try again.', { retryAfterSeconds: CONFLICT_RETRY_AFTER_SECONDS }, {
      'retry-after': String(CONFLICT_RETRY_AFTER_SECONDS),
    });
  }
  if (isRefusedValue(error)) {
    return new AppError(400, 'validation_failed', 'Something in what you sent could not be kept. Please check it and try again.');
  }
  return undefined;
}
