import { randomUUID } from 'node:crypto';
import { type JobProducer, type PostMessageResponse, type RoomEmitter, screenMessage } from '@morah/contracts';
import {
  appendChatEvents,
  type Database,
  DEFAULT_THREAD_TITLE,
  findUserById,
  messagesOf,
  type NewChatEvent,
  publishChatEvents,
  type StoredChatEvent,
  titleFromMessage,
  type UserRow,
} from '@morah/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, unauthenticated } from '../../errors';
import { assertCanReadThread } from '../../policy/access.policy';
import { recordActivity } from '../learning/record-activity';
import type { ChatRateLimit } from './chat-rate-limit';

export interface ChatCommandDeps {
  db: Kysely<Database>;
  jobs: JobProducer;
  emitter: RoomEmitter;
  rateLimit: ChatRateLimit;
}

/** Who is writing: enough to authorize and sign a message. */
export type Author = Pick<UserRow, 'id' | 'role' | 'first_name' | 'last_name'>;

export const fullName = (u: Pick<UserRow, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

/** After a commit: push to the rooms. The events are stored, so a failed push costs only liveness. */
export async function publish(deps: ChatCommandDeps, log: FastifyBaseLogger, threadId: number, events: StoredChatEvent[]): Promise<void> {
  await publishChatEvents(deps.db, deps.emitter, threadId, events).catch((err) => log.error({ err, threadId }, 'could not push chat events'));
}

/** Queue the tutor's reply to a `TutorReplyRequested` among the events; the job id comes from that event. */
export async function requestReply(deps: ChatCommandDeps, log: FastifyBaseLogger, threadId: number, events: StoredChatEvent[]): Promise<void> {
  const request = events.find((e) => e.type === 'TutorReplyRequested');
  if (!request || request.type !== 'TutorReplyRequested') return;
  const payload = { threadId, messageId: request.data.messageId, requestPosition: request.position };
  await deps.jobs.enqueue('tutor.reply', payload).catch((err) => log.error({ err, jobPayload: payload }, 'could not enqueue tutor.reply'));
}

/**
 * Post a message to a thread, the same way over REST and over the socket. A student's message is
 * screened, may name the thread, and asks the tutor; a teacher who writes has joined. `user` is the
 * signed-in account, or what the socket learned of it at its handshake (no read before the write).
 */
export async function postChatMessage(
  deps: ChatCommandDeps,
  log: FastifyBaseLogger,
  input: { user: Author; threadId: number; content: string; correlationId: string },
): Promise<PostMessageResponse> {
  const { db, jobs, rateLimit } = deps;
  const { threadId, content, user } = input;
  if (user.role === 'parent') {
    await assertCanReadThread(db, user, threadId);
    throw new AppError(403, 'forbidden', 'Parents can read conversations but not write in them.');
  }
  // The student's own counter: counted even if the thread turns out not to be theirs.
  const [thread] = await Promise.all([assertCanReadThread(db, user, threadId), user.role === 'student' ? rateLimit.consume(user.id) : undefined]);

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
    if (thread.messageCount === 0 && thread.title === DEFAULT_THREAD_TITLE) events.push({ type: 'ThreadRenamed', data: { title: titleFromMessage(content) } });
    if (screen.flagged) events.push({ type: 'MessageFlagged', data: { messageId, categories: screen.categories, screen: 'local' } });
    events.push({ type: 'TutorReplyRequested', data: { messageId } });
  } else {
    events = thread.teacherJoined ? [posted] : [{ type: 'TeacherJoined', data: { teacherId: user.id, teacherName: fullName(user) } }, posted];
  }
  const stored = await appendChatEvents(db, threadId, events, { metadata: { actorId: user.id, correlationId: input.correlationId } });
  // The room hears the message first (publish emits it before any await); the tutor's job is queued alongside.
  await Promise.all([publish(deps, log, threadId, stored), requestReply(deps, log, threadId, stored)]);

  let xpAwarded = 0;
  if (user.role === 'student') {
    const student = await findUserById(db, user.id);
    if (!student) throw unauthenticated();
    xpAwarded = (await recordActivity({ db, jobs, log }, student, 'chat')).xpAwarded;
  }
  return { message: messagesOf(threadId, stored).find((m) => m.id === messageId)!, xpAwarded, flagged };
}
