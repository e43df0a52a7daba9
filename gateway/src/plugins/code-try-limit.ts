import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { type Counted, countTry, makeCounter, type RedisOption, waitInWords } from './try-counters';

export interface CodeLimits {
  /** Tries by one signed-in person (a parent typing link codes). */
  maxTriesPerAccount: number;
  /** Tries from one address, by anyone (class codes typed at sign-up have no account yet). */
  maxTriesPerAddress: number;
  blockMinutes: number;
}

/** 'Too many wrong codes. Please wait 15 minutes and try again.' */
function tooManyCodes(seconds: number): string {
  return `Too many wrong codes. Please wait ${waitInWords(seconds)} and try again.`;
}

/**
 * Class join codes and parent link codes are counted like sign-ins: each try before the code is
 * looked up, atomically, per person and per address; a right code is given back. So codes cannot
 * be tried at hundreds a second, and a class typing its code at once behind one address is fine.
 */
export class CodeTryLimit {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(limits: CodeLimits, redis?: RedisOption) {
    const seconds = limits.blockMinutes * 60;
    this.byAccount = makeCounter('code-account', limits.maxTriesPerAccount, seconds, redis);
    this.byAddress = makeCounter('code-address', limits.maxTriesPerAddress, seconds, redis);
  }

  private counted(address: string, accountId: number | undefined): Counted[] {
    return [[this.byAddress, address], ...(accountId === undefined ? [] : ([[this.byAccount, String(accountId)]] as Counted[]))];
  }

  /** Counts one try before the code is looked up; past a limit, 429 with the time to wait. */
  async consume(address: string, accountId?: number): Promise<void> {
    await countTry(this.counted(address, accountId), tooManyCodes);
  }

  /** The code was right: the try is given back. */
  async succeeded(address: string, accountId?: number): Promise<void> {
    await Promise.all(this.counted(address, accountId).map(([counter, key]) => counter.reward(key, 1)));
  }
}
