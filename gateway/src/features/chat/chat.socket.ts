import { type Ack, rooms, SendMessagePayload, WatchThreadPayload } from '@morah/contracts';
import { classIdsOfTeacher } from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import { assertCanReadThread } from '../../policy/access.policy';
import { withSocketEventId } from '../../plugins/request-id';
import { ackError, ackInvalid } from '../../realtime/ack-error';
import type { MorahServer, MorahSocket } from '../../realtime/socket-server';
import { type ChatCommandDeps, postChatMessage, postedThreads } from './post-message';

/**
 * Chat rooms on the socket. Teachers hear their classes' thread lists; anyone may ask to watch a
 * thread, and the same policy as the REST routes decides.
 */
export function registerChatSocket(io: MorahServer, deps: ChatCommandDeps & { log: FastifyBaseLogger }): void {
  const { db, log } = deps;
  io.on('connection', (socket: MorahSocket) => {
    // The threads this socket's student has posted to: their next messages need no read first.
    const postedBefore = postedThreads();
    if (socket.data.role === 'teacher') {
      classIdsOfTeacher(db, socket.data.userId)
        .then((ids) => socket.join(ids.map(rooms.classTeachers)))
        .catch((err) => log.error({ err }, 'could not join class rooms'));
    }

    socket.on('chat:watch', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = WatchThreadPayload.safeParse(payload);
      if (!parsed.success) return reply(ackInvalid(parsed.error, payload));
      try {
        const viewer = { id: socket.data.userId, role: socket.data.role };
        const thread = await assertCanReadThread(db, viewer, parsed.data.threadId);
        await socket.join(rooms.thread(thread.id));
        reply({ ok: true, data: { threadId: thread.id, version: thread.version } });
      } catch (error) {
        const { ack, logged } = ackError<never>(error);
        if (!logged) log.error({ err: error }, 'chat:watch failed');
        reply(ack);
      }
    });

    socket.on('chat:send', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = SendMessagePayload.safeParse(payload);
      if (!parsed.success) return reply(ackInvalid(parsed.error, payload));
      try {
        const { userId, role, firstName, lastName } = socket.data;
        const user = { id: userId, role, first_name: firstName, last_name: lastName };
        const { threadId, content, clientMessageId } = parsed.data;
        const { sessionId } = socket.data;
        const data = await withSocketEventId((requestId) =>
          postChatMessage(deps, log.child({ reqId: requestId }), { user, threadId, content, clientMessageId, correlationId: requestId, postedBefore, sessionId }),
        );
        reply({ ok: true, data });
      } catch (error) {
        const { ack, logged } = ackError<never>(error);
        if (!logged) log.error({ err: error }, 'chat:send failed');
        reply(ack);
        // The sign-in is over (the append's guard found no live session): the socket goes, as on any event.
        if (!ack.ok && ack.error.code === 'unauthenticated') socket.disconnect(true);
      }
    });

    socket.on('chat:unwatch', async (payload, ack) => {
      const parsed = WatchThreadPayload.safeParse(payload);
      if (!parsed.success) return typeof ack === 'function' ? ack(ackInvalid(parsed.error, payload)) : undefined;
      await socket.leave(rooms.thread(parsed.data.threadId));
      if (typeof ack === 'function') ack({ ok: true, data: { threadId: parsed.data.threadId } });
    });
  });
}
