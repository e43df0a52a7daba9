import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors';

export type RedisOption = { client: Redis; prefix: string } | undefined;

/**
 * A counter of `points` in any `durationSeconds`. In Redis when there is one (an INCR in a Lua
 * script: atomic, and shared by every gateway); otherwise in this process's memory, where the
 * count and its check are one synchronous step (the embedded mode runs one process).
 */
export function makeCounter(name: string, points: number, durationSeconds: number, redis: RedisOption): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis.client, keyPrefix: `${redis.prefix}:${name}`, points, duration: durationSeconds })
    : new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
}

export type Counted = [counter: RateLimiterAbstract, key: string];

/**
 * Counts one try against every counter at once, before the try is judged. Past any limit the
 * point is given back where it was taken (a refused try was not tried) and the answer is 429 with
 * Retry-After: the longest wait among the counters used up.
 */
export async function countTry(counted: Counted[], message: (seconds: number) => string = tooManyTries): Promise<void> {
  const results = await Promise.allSettled(counted.map(([counter, key]) => counter.consume(key, 1)));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (!refused.length) return;
  await Promise.all(results.map((r, i) => (r.status === 'fulfilled' ? counted[i]![0].reward(counted[i]![1], 1) : undefined)));
  const used = refused.filter((e): e is RateLimiterRes => e instanceof RateLimiterRes);
  if (used.length < refused.length) throw refused.find((e) => !(e instanceof RateLimiterRes));
  throw tooMany(Math.max(...used.map((res) => res.msBeforeNext)), message);
}

/** '45 seconds', '15 minutes': how long to wait, in words. */
export function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 'Too many tries. Please wait 15 minutes and try again.' */
export function tooManyTries(seconds: number): string {
  return `Too many tries. Please wait ${waitInWords(seconds)} and try again.`;
}

/** The 429 every limit answers: its words, `retryAfterSeconds` in details and a Retry-After header. */
export function tooMany(waitMs: number, message: (seconds: number) => string): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'rate_limited', message(seconds), { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}
