import { type Ack, rooms, SendMessagePayload, WatchThreadPayload } from '@morah/contracts';
import { classIdsOfTeacher } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import { assertCanReadThread } from '../../policy/access.policy';
import type { MorahServer, MorahSocket } from '../../realtime/socket-server';
import { type ChatCommandDeps, postChatMessage } from './post-message';

function refusal<T>(error: unknown, fallback = 'That is not a conversation number.'): Ack<T> {
  if (error instanceof AppError) return { ok: false, error: { code: error.code, message: error.message } };
  return { ok: false, error: { code: 'validation_failed', message: fallback } };
}

/**
 * Chat rooms on the socket. Teachers hear their classes' thread lists; anyone may ask to watch a
 * thread, and the same policy as the REST routes decides.
 */
export function registerChatSocket(io: MorahServer, deps: ChatCommandDeps & { log: FastifyBaseLogger }): void {
  const { db, log } = deps;
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

    socket.on('chat:send', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = SendMessagePayload.safeParse(payload);
      if (!parsed.success) return reply(refusal(undefined, parsed.error.issues[0]?.message ?? 'That message could not be read.'));
      try {
        const correlationId = `socket-${socket.id}-${Date.now()}`;
        const { userId, role, firstName, lastName } = socket.data;
        const user = { id: userId, role, first_name: firstName, last_name: lastName };
        const data = await postChatMessage(deps, log, { user, threadId: parsed.data.threadId, content: parsed.data.content, correlationId });
        reply({ ok: true, data });
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error }, 'chat:send failed');
        reply(error instanceof AppError ? refusal(error) : { ok: false, error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
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
