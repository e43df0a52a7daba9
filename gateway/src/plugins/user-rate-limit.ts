import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { makeCounter, type RedisOption, tooMany } from './try-counters';

export interface UserRateLimitOptions {
  /** Names the counters, e.g. `chat-post`. */
  name: string;
  points: number;
  durationSeconds: number;
  /** The 429's words, given the seconds to wait. */
  message: (seconds: number) => string;
}

/**
 * How often one user may do something: `points` times in any `durationSeconds`. Counters live in
 * Redis when there is one, so every gateway counts together.
 */
export class UserRateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly options: UserRateLimitOptions,
    redis?: RedisOption,
  ) {
    this.limiter = makeCounter(options.name, options.points, options.durationSeconds, redis);
  }

  /** Counts one; past the limit, a 429 that says how long to wait. */
  async consume(userId: number): Promise<void> {
    try {
      await this.limiter.consume(String(userId));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw tooMany(error.msBeforeNext, this.options.message);
    }
  }
}
