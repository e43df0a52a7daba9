import type { Redis } from 'ioredis';
import { UserRateLimit } from '../../plugins/user-rate-limit';

/** How many quizzes one student may ask Morah to write in any hour, counted across gateways. */
export class QuizRateLimit extends UserRateLimit {
  constructor(perHour: number, redis?: { client: Redis; prefix: string }) {
    super(
      { name: 'quiz-generate', points: perHour, durationSeconds: 3600, message: (seconds) => `You have made lots of quizzes! Take one of them, and try a new one in ${Math.ceil(seconds / 60)} minutes.` },
      redis,
    );
  }
}
