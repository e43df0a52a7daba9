import { type Ack, rooms, WatchThreadPayload } from '@morah/contracts';
import { classIdsOfTeacher, type Database } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import { assertCanReadThread } from '../../policy/access.policy';
import type { MorahServer, MorahSocket } from '../../realtime/socket-server';

function refusal<T>(error: unknown): Ack<T> {
  if (error instanceof AppError) return { ok: false, error: { code: error.code, message: error.message } };
  return { ok: false, error: { code: 'validation_failed', message: 'That is not a conversation number.' } };
}

/**
 * Chat rooms on the socket. Teachers hear their classes' thread lists; anyone may ask to watch a
 * thread, and the same policy as the REST routes decides.
 */
export function registerChatSocket(io: MorahServer, { db, log }: { db: Kysely<Database>; log: FastifyBaseLogger }): void {
  io.on('connection', (socket: MorahSocket) => {
    if (socket.data.role === 'teacher') {
      classIdsOfTeacher(db, socket.data.userId)
        .then((ids) => socket.join(ids.map(rooms.classTeachers)))
        .catch((err) => log.error({ err }, 'could not join class rooms'));
    }

    socket.on('chat:watch', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchThreadPayload.safeParse(payload);
      if (!parsed.success) return reply(refusal(undefined));
      try {
        const viewer = { id: socket.data.userId, role: socket.data.role };
        const thread = await assertCanReadThread(db, viewer, parsed.data.threadId);
        await socket.join(rooms.thread(thread.id));
        reply({ ok: true, data: { threadId: thread.id, version: thread.version } });
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error }, 'chat:watch failed');
        reply(refusal(error));
      }
    });

    socket.on('chat:unwatch', async (payload, ack) => {
      const parsed = WatchThreadPayload.safeParse(payload);
      if (!parsed.success) return typeof ack === 'function' ? ack(refusal(undefined)) : undefined;
      await socket.leave(rooms.thread(parsed.data.threadId));
      if (typeof ack === 'function') ack({ ok: true, data: { threadId: parsed.data.threadId } });
    });
  });
}
