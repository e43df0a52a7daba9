import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { MorahServer } from './morah-server';

/**
 * Redis pub/sub hands a message only to the subscribers connected at that moment. While this
 * gateway's subscriber was away (Redis restarted, the network blinked), what the workers and the
 * other gateways published for its sockets (a finished tutor reply, a badge) was lost for good.
 *
 * So once the subscriber is back and subscribed again, the gateway tells each of its clients to
 * catch up (`sync:catch-up`): they read again what they show, a conversation `?after=` the version
 * it holds, as after a reconnect. Everything committed before that read is in it, and anything
 * published after it is heard. The connections stay open, so sends on their way are answered.
 *
 * Errors of the two connections while Redis is away are logged once per outage, not per retry.
 */
export function catchUpAfterMissedEvents(io: MorahServer, pub: Redis, sub: Redis, log: FastifyBaseLogger): void {
  let away = false;
  sub.on('close', () => {
    away = true;
  });
  sub.on('ready', () => {
    if (!away) return;
    away = false;
    // ioredis sends the resubscriptions before announcing `ready`: a PING answered after them
    // means every channel is heard again.
    sub.ping().then(
      () => {
        log.warn({ sockets: io.of('/').sockets.size }, 'the Redis subscriber is back; its clients catch up on what it missed');
        io.local.emit('sync:catch-up');
      },
      (err: unknown) => log.warn({ err }, 'the Redis subscriber came back and went away again'),
    );
  });
  for (const [name, client] of [['publisher', pub], ['subscriber', sub]] as const) {
    let reported = false;
    client.on('error', (err) => {
      if (reported) return;
      reported = true;
      log.warn({ err }, `lost the Socket.IO Redis ${name} connection; retrying`);
    });
    client.on('ready', () => {
      reported = false;
    });
  }
}
