import type { Redis } from 'ioredis';
import { UserRateLimit } from '../../plugins/user-rate-limit';

/** How many new verse insights one user may ask Morah AI for in any hour (kept ones are free). */
export class InsightRateLimit extends UserRateLimit {
  constructor(perHour: number, redis?: { client: Redis; prefix: string }) {
    super(
      {
        name: 'parsha-insight',
        points: perHour,
        durationSeconds: 3600,
        message: (seconds) => `You have asked Morah AI about lots of verses! Keep reading, and ask again in ${Math.ceil(seconds / 60)} minutes.`,
      },
      redis,
    );
  }
}
