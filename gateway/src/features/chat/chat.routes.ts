import { randomUUID } from 'node:crypto';
import {
  ChatStatsQuery,
  CreateThreadBody,
  type JobProducer,
  MessagesQuery,
  PostMessageBody,
  type PostMessageResponse,
  RetryParams,
  type RoomEmitter,
  screenMessage,
  ThreadIdParams,
} from '@morah/contracts';
import {
  appendChatEvents,
  chatStatsForTeacher,
  type Database,
  DEFAULT_THREAD_TITLE,
  findMessage,
  findThreadView,
  listMessageViews,
  listThreadViews,
  listTutorFailures,
  messagesOf,
  type NewChatEvent,
  publishChatEvents,
  startChatThread,
  type StoredChatEvent,
  titleFromMessage,
  type UserRow,
} from '@morah/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import { assertCanReadThread } from '../../policy/access.policy';
import { parseInput } from '../../validation';
import { recordActivity } from '../learning/record-activity';
import type { ChatRateLimit } from './chat-rate-limit';

export interface ChatRouteDeps {
  db: Kysely<Database>;
  jobs: JobProducer;
  emitter: RoomEmitter;
  rateLimit: ChatRateLimit;
}

const fullName = (u: UserRow) => `${u.first_name} ${u.last_name}`.trim();

/**
 * The chat: every change is an event appended to the thread's stream, with its projections
 * updated in the same transaction; after the commit the rooms hear about it.
 */
export async function chatRoutes(app: FastifyInstance, { db, jobs, emitter, rateLimit }: ChatRouteDeps): Promise<void> {
  async function publish(log: FastifyBaseLogger, threadId: number, events: StoredChatEvent[]) {
    // The events are committed: a failed push costs only liveness, and clients catch up by version.
    await publishChatEvents(db, emitter, threadId, events).catch((err) => log.error({ err, threadId }, 'could not push chat events'));
  }

  async function requestReply(log: FastifyBaseLogger, threadId: number, events: StoredChatEvent[]) {
    const request = events.find((e) => e.type === 'TutorReplyRequested');
    if (!request || request.type !== 'TutorReplyRequested') return;
    const payload = { threadId, messageId: request.data.messageId, requestPosition: request.position };
    await jobs.enqueue('tutor.reply', payload).catch((err) => log.error({ err, jobPayload: payload }, 'could not enqueue tutor.reply'));
  }

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
    await publish(request.log, threadId, events);
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
    if (user.role === 'parent') {
      await assertCanReadThread(db, user, id);
      throw new AppError(403, 'forbidden', 'Parents can read conversations but not write in them.');
    }
    // The student's own counter: counted even if the thread turns out not to be theirs.
    const [thread] = await Promise.all([assertCanReadThread(db, user, id), user.role === 'student' ? rateLimit.consume(user.id) : undefined]);
    const { content } = parseInput(PostMessageBody, request.body);
    const messageId = randomUUID();
    const posted: NewChatEvent = {
      type: 'MessagePosted',
      data: { messageId, senderType: user.role, senderId: user.id, senderName: fullName(user), content, replyTo: null },
    };

    let events: NewChatEvent[];
    let flagged = false;
    if (user.role === 'student') {
      const screen = screenMessage(content);
      flagged = screen.flagged;
      events = [posted];
      if (thread.messageCount === 0 && thread.title === DEFAULT_THREAD_TITLE) {
        events.push({ type: 'ThreadRenamed', data: { title: titleFromMessage(content) } });
      }
      if (screen.flagged) events.push({ type: 'MessageFlagged', data: { messageId, categories: screen.categories, screen: 'local' } });
      events.push({ type: 'TutorReplyRequested', data: { messageId } });
    } else {
      // A teacher who writes has joined.
      events = thread.teacherJoined ? [posted] : [{ type: 'TeacherJoined', data: { teacherId: user.id, teacherName: fullName(user) } }, posted];
    }
    const stored = await appendChatEvents(db, id, events, { metadata: { actorId: user.id, correlationId: request.id } });
    // The room hears the message first (publish emits it before any await); the tutor's job is queued alongside.
    await Promise.all([publish(request.log, id, stored), requestReply(request.log, id, stored)]);

    const xpAwarded = user.role === 'student' ? (await recordActivity({ db, jobs, log: request.log }, user, 'chat')).xpAwarded : 0;
    reply.code(201);
    return { message: messagesOf(id, stored).find((m) => m.id === messageId)!, xpAwarded, flagged };
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
      await publish(request.log, id, stored);
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
    await publish(request.log, id, stored);
    await requestReply(request.log, id, stored);
    reply.code(202);
    return { ok: true };
  });
}
