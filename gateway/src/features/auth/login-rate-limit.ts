import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { type Counted, countTry, makeCounter, type RedisOption } from '../../plugins/try-counters';

export interface LoginLimits {
  /** Tries at one account from one address: the limit a child who forgot their password meets. */
  maxFailsPerAccountAddress: number;
  /** Tries at one account from every address together: the limit a spread-out attack meets. */
  maxFailsPerAccount: number;
  /** Tries from one address at every account: a high ceiling, so a school behind one address is not locked out. */
  maxFailsPerAddress: number;
  blockMinutes: number;
}

/**
 * Sign-in tries are counted before the password is checked, atomically, so a hundred parallel
 * tries get no more checks than the limit. A try that signs in is given back; a wrong one stays
 * counted for the whole window, even after a right one (so a burst that holds the right password
 * among wrong ones still gets only the limit's number of wrong checks).
 */
export class LoginRateLimit {
  private readonly byAccountAddress: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(limits: LoginLimits, redis?: RedisOption) {
    const seconds = limits.blockMinutes * 60;
    this.byAccountAddress = makeCounter('login-account-address', limits.maxFailsPerAccountAddress, seconds, redis);
    this.byAccount = makeCounter('login-account', limits.maxFailsPerAccount, seconds, redis);
    this.byAddress = makeCounter('login-address', limits.maxFailsPerAddress, seconds, redis);
  }

  private counted(username: string, address: string): Counted[] {
    return [
      [this.byAccountAddress, `${username}|${address}`],
      [this.byAccount, username],
      [this.byAddress, address],
    ];
  }

  /** Counts one try before the password is checked; past any limit, 429 with the time to wait. */
  async consume(username: string, address: string): Promise<void> {
    await countTry(this.counted(username, address));
  }

  /** The password was right: the try is given back. */
  async succeeded(username: string, address: string): Promise<void> {
    await Promise.all(this.counted(username, address).map(([counter, key]) => counter.reward(key, 1)));
  }
}
