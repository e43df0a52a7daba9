import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../errors';

/**
 * How fast one student may post: `perMinute` messages in any minute. Counters live in Redis when
 * there is one, so every gateway counts together.
 */
export class ChatRateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(perMinute: number, redis?: { client: Redis; prefix: string }) {
    this.limiter = redis
      ? new RateLimiterRedis({ storeClient: redis.client, keyPrefix: `${redis.prefix}:chat-post`, points: perMinute, duration: 60 })
      : new RateLimiterMemory({ keyPrefix: 'chat-post', points: perMinute, duration: 60 });
  }

  /** Counts one message; past the limit, a 429 that says how long to wait. */
  async consume(userId: number): Promise<void> {
    try {
      await this.limiter.consume(String(userId));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new AppError(
        429,
        'rate_limited',
        `Whoa, that's a lot of messages! Take a breath and try again in ${seconds} seconds.`,
        { retryAfterSeconds: seconds },
        { 'retry-after': String(seconds) },
      );
    }
  }
}
