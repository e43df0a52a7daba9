import {
  ChatStatsQuery,
  CreateThreadBody,
  MessagesQuery,
  PostMessageBody,
  type PostMessageResponse,
  RetryParams,
  ThreadIdParams,
} from '@morah/contracts';
import {
  appendChatEvents,
  chatStatsForTeacher,
  DEFAULT_THREAD_TITLE,
  findMessage,
  findThreadView,
  listMessageViews,
  listThreadViews,
  listTutorFailures,
  startChatThread,
} from '@morah/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { assertCanReadThread } from '../../policy/access.policy';
import { parseInput } from '../../validation';
import { type ChatCommandDeps, fullName, postChatMessage, publish, requestReply } from './post-message';

export type ChatRouteDeps = ChatCommandDeps;

/**
 * The chat: every change is an event appended to the thread's stream, with its projections
 * updated in the same transaction; after the commit the rooms hear about it.
 */
export async function chatRoutes(app: FastifyInstance, deps: ChatRouteDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/chat/threads', async (request) => {
    const user = await request.requireUser();
    return { threads: await listThreadViews(db, user) };
  });

  /** Today's Stats for a teacher: counts over their own students' conversations since `since`. */
  app.get('/api/chat/stats', async (request) => {
    const teacher = await request.requireRole('teacher');
    const { since } = parseInput(ChatStatsQuery, request.query);
    return { stats: await chatStatsForTeacher(db, teacher.id, new Date(since)) };
  });

  /** Not in the original app: students start a conversation from the chat tile or New chat. */
  app.post('/api/chat/threads', async (request, reply) => {
    const student = await request.requireRole('student');
    const body = parseInput(CreateThreadBody, request.body ?? {});
    const { threadId, events } = await startChatThread(db, {
      studentId: student.id,
      title: body.title ?? DEFAULT_THREAD_TITLE,
      metadata: { actorId: student.id },
    });
    await publish(deps, request.log, threadId, events);
    reply.code(201);
    return { thread: await findThreadView(db, threadId) };
  });

  app.get('/api/chat/threads/:id', async (request) => {
    const user = await request.requireUser();
    const { id } = parseInput(ThreadIdParams, request.params);
    return { thread: await assertCanReadThread(db, user, id) };
  });

  app.get('/api/chat/threads/:id/messages', async (request) => {
    const user = await request.requireUser();
    const { id } = parseInput(ThreadIdParams, request.params);
    const { after } = parseInput(MessagesQuery, request.query);
    const thread = await assertCanReadThread(db, user, id);
    const [messages, failures] = await Promise.all([listMessageViews(db, id, after ?? 0), listTutorFailures(db, id)]);
    return { messages, failures, version: thread.version };
  });

  app.post('/api/chat/threads/:id/messages', async (request, reply): Promise<PostMessageResponse> => {
    const user = await request.requireUser();
    const { id } = parseInput(ThreadIdParams, request.params);
    const { content } = parseInput(PostMessageBody, request.body);
    const result = await postChatMessage(deps, request.log, { user, threadId: id, content, correlationId: request.id });
    reply.code(201);
    return result;
  });

  app.post('/api/chat/threads/:id/join', async (request) => {
    const teacher = await request.requireRole('teacher');
    const { id } = parseInput(ThreadIdParams, request.params);
    const thread = await assertCanReadThread(db, teacher, id);
    if (!thread.teacherJoined) {
      const stored = await appendChatEvents(db, id, [{ type: 'TeacherJoined', data: { teacherId: teacher.id, teacherName: fullName(teacher) } }], {
        metadata: { actorId: teacher.id, correlationId: request.id },
        // Two teachers pressing Join at once append one join.
        precondition: async (trx) => !(await trx.selectFrom('chat_threads').select('id').where('id', '=', id).where('teacher_joined', '=', true).forUpdate().executeTakeFirst()),
      });
      await publish(deps, request.log, id, stored);
    }
    return { thread: await findThreadView(db, id) };
  });

  /** After a reply finally failed, the student may ask the tutor again. */
  app.post('/api/chat/threads/:id/messages/:messageId/retry', async (request, reply) => {
    const student = await request.requireRole('student');
    const { id, messageId } = parseInput(RetryParams, request.params);
    await assertCanReadThread(db, student, id);
    const message = await findMessage(db, messageId);
    if (!message || message.thread_id !== id || message.sender_id !== student.id) throw new AppError(404, 'not_found', 'That message is not in this conversation.');
    const stored = await appendChatEvents(db, id, [{ type: 'TutorReplyRequested', data: { messageId } }], {
      metadata: { actorId: student.id, correlationId: request.id },
      precondition: async (trx) =>
        (await trx.selectFrom('chat_messages').select('reply_state').where('id', '=', messageId).forUpdate().executeTakeFirst())?.reply_state === 'failed',
    });
    if (stored.length === 0) throw new AppError(409, 'conflict', 'Morah is already answering that message.');
    await publish(deps, request.log, id, stored);
    await requestReply(deps, request.log, id, stored);
    reply.code(202);
    return { ok: true };
  });
}
