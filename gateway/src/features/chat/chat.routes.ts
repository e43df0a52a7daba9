import {
  ChatStatsQuery,
  ChatStatsResponse,
  CreateThreadBody,
  MessagesQuery,
  MessagesResponse,
  PostMessageBody,
  PostMessageResponse,
  RetryParams,
  RetryReplyResponse,
  ThreadIdParams,
  ThreadResponse,
  ThreadsResponse,
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors';
import { assertCanReadThread } from '../../policy/access.policy';
import { type ChatCommandDeps, fullName, postChatMessage, publish, requestReply } from './post-message';

export type ChatRouteDeps = ChatCommandDeps;

/**
 * The chat: every change is an event appended to the thread's stream, with its projections
 * updated in the same transaction; after the commit the rooms hear about it.
 */
export async function chatRoutes(base: FastifyInstance, deps: ChatRouteDeps): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const threadView = async (id: number) => {
    const thread = await findThreadView(db, id);
    if (!thread) throw notFound('We could not find that conversation.');
    return thread;
  };

  app.get('/api/chat/threads', { schema: { response: { 200: ThreadsResponse } } }, async (request) => {
    const user = await request.requireUser();
    return { threads: await listThreadViews(db, user) };
  });

  /** Today's Stats for a teacher: counts over their own students' conversations since `since`. */
  app.get('/api/chat/stats', { schema: { querystring: ChatStatsQuery, response: { 200: ChatStatsResponse } } }, async (request) => {
    const teacher = await request.requireRole('teacher');
    const { since } = request.query;
    return { stats: await chatStatsForTeacher(db, teacher.id, new Date(since)) };
  });

  /** Not in the original app: students start a conversation from the chat tile or New chat. */
  app.post('/api/chat/threads', { schema: { body: CreateThreadBody, response: { 201: ThreadResponse } } }, async (request, reply) => {
    const student = await request.requireRole('student');
    const body = request.body;
    const started = await startChatThread(db, {
      studentId: student.id,
      title: body.title ?? DEFAULT_THREAD_TITLE,
      metadata: { actorId: student.id },
    });
    publish(deps, request.log, started.threadId, started);
    reply.code(201);
    return { thread: started.audience?.thread ?? (await threadView(started.threadId)) };
  });

  app.get('/api/chat/threads/:id', { schema: { params: ThreadIdParams, response: { 200: ThreadResponse } } }, async (request) => {
    const user = await request.requireUser();
    const { id } = request.params;
    return { thread: await assertCanReadThread(db, user, id) };
  });

  app.get('/api/chat/threads/:id/messages', { schema: { params: ThreadIdParams, querystring: MessagesQuery, response: { 200: MessagesResponse } } }, async (request) => {
    const user = await request.requireUser();
    const { id } = request.params;
    const { after } = request.query;
    const thread = await assertCanReadThread(db, user, id);
    const [messages, failures] = await Promise.all([listMessageViews(db, id, after ?? 0), listTutorFailures(db, id)]);
    return { messages, failures, version: thread.version };
  });

  app.post('/api/chat/threads/:id/messages', { schema: { params: ThreadIdParams, body: PostMessageBody, response: { 201: PostMessageResponse } } }, async (request, reply) => {
    const user = await request.requireUser();
    const { id } = request.params;
    const { content, clientMessageId } = request.body;
    const result = await postChatMessage(deps, request.log, { user, threadId: id, content, clientMessageId, correlationId: request.id });
    reply.code(201);
    return result;
  });

  app.post('/api/chat/threads/:id/join', { schema: { params: ThreadIdParams, response: { 200: ThreadResponse } } }, async (request) => {
    const teacher = await request.requireRole('teacher');
    const { id } = request.params;
    const thread = await assertCanReadThread(db, teacher, id);
    if (!thread.teacherJoined) {
      const joined = await appendChatEvents(db, id, [{ type: 'TeacherJoined', data: { teacherId: teacher.id, teacherName: fullName(teacher) } }], {
        metadata: { actorId: teacher.id, correlationId: request.id },
        // Two teachers pressing Join at once append one join.
        precondition: async (trx) => !(await trx.selectFrom('chat_threads').select('id').where('id', '=', id).where('teacher_joined', '=', true).forUpdate().executeTakeFirst()),
      });
      publish(deps, request.log, id, joined);
    }
    return { thread: await threadView(id) };
  });

  /** After a reply finally failed, the student may ask the tutor again. */
  app.post('/api/chat/threads/:id/messages/:messageId/retry', { schema: { params: RetryParams, response: { 202: RetryReplyResponse } } }, async (request, reply) => {
    const student = await request.requireRole('student');
    const { id, messageId } = request.params;
    await assertCanReadThread(db, student, id);
    const message = await findMessage(db, messageId);
    if (!message || message.thread_id !== id || message.sender_id !== student.id) throw new AppError(404, 'not_found', 'That message is not in this conversation.');
    const requested = await appendChatEvents(db, id, [{ type: 'TutorReplyRequested', data: { messageId } }], {
      metadata: { actorId: student.id, correlationId: request.id },
      precondition: async (trx) =>
        (await trx.selectFrom('chat_messages').select('reply_state').where('id', '=', messageId).forUpdate().executeTakeFirst())?.reply_state === 'failed',
      afterWrite: requestReply(deps.jobs, id),
    });
    if (requested.events.length === 0) throw new AppError(409, 'conflict', 'Morah is already answering that message.');
    publish(deps, request.log, id, requested);
    reply.code(202);
    return { ok: true as const };
  });
}
