import type { Redis } from 'ioredis';
import { UserRateLimit } from '../../plugins/user-rate-limit';

/** How fast one student may post: `perMinute` messages in any minute, counted across gateways. */
export class ChatRateLimit extends UserRateLimit {
  constructor(perMinute: number, redis?: { client: Redis; prefix: string }) {
    super({ name: 'chat-post', points: perMinute, durationSeconds: 60, message: (seconds) => `Whoa, that's a lot of messages! Take a breath and try again in ${seconds} seconds.` }, redis);
  }
}
