import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../errors';

export interface LoginLimits {
  maxFailsPerAccount: number;
  maxFailsPerAddress: number;
  blockMinutes: number;
}

/**
 * Failed sign-ins are counted per account and per address. Past the limit, sign-in is refused
 * with 429 and the time to wait. Counters live in Redis when there is one (shared by every gateway).
 */
export class LoginRateLimit {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(limits: LoginLimits, redis?: { client: Redis; prefix: string }) {
    const duration = limits.blockMinutes * 60;
    const make = (keyPrefix: string, points: number) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis.client, keyPrefix: `${redis.prefix}:${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.byAccount = make('login-account', limits.maxFailsPerAccount);
    this.byAddress = make('login-address', limits.maxFailsPerAddress);
  }

  /** Throws 429 when either counter is used up. */
  async check(username: string, address: string): Promise<void> {
    const [account, ip] = await Promise.all([this.byAccount.get(username), this.byAddress.get(address)]);
    const blocked = [
      [account, this.byAccount.points],
      [ip, this.byAddress.points],
    ].filter(([res, points]) => res instanceof RateLimiterRes && res.consumedPoints >= (points as number)) as [RateLimiterRes, number][];
    if (blocked.length) {
      const waitMs = Math.max(...blocked.map(([res]) => res.msBeforeNext));
      throw tooMany(waitMs);
    }
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await Promise.all([
      this.byAccount.penalty(username, 1),
      this.byAddress.penalty(address, 1),
    ]);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.byAccount.delete(username);
  }
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const when = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(429, 'rate_limited', `Too many tries. Please wait ${when} and try again.`, { retryAfterSeconds: seconds }, {
    'retry-after': String(seconds),
  });
}
