import { createHash, randomUUID } from 'node:crypto';
import { dailyActivityXpCap, messagesOf, type PostMessageResponse, type RoomEmitter, xpForActivity } from '@morah/contracts';
import { chatAudience, sendPushes } from '@morah/contracts/audience';
import {
  appendChat,
  type Database,
  type JobProducer,
  type JobRecorder,
  findMessageViews,
  isUniqueViolation,
  jobTakingPosition,
  NoThreadToAppendError,
  type StoredChatEvent,
  type AppendedChat,
  type UserRow,
} from '@morah/db';
import { screenMessage } from '@morah/safety';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { AppError, notFound, unauthenticated } from '../../errors';
import { assertCanReadThread, assertCanReadThreadToPost, THREAD_NOT_FOUND } from '../../policy/access.policy';
import { activityFollowUps } from '../learning/record-activity-jobs';
import type { ChatRateLimit } from './chat-rate-limit';
import { busyError } from '../../plugins/load-shedding';
import { decidePost } from './decide-post';

export interface ChatCommandDeps {
  db: Kysely<Database>;
  jobs: JobProducer;
  emitter: RoomEmitter;
  rateLimit: ChatRateLimit;
  /** True while this gateway is past what it keeps up with: a new send is then refused at once as busy. */
  underPressure: () => boolean;
}

/** Who is writing: enough to authorize and sign a message. */
export type Author = Pick<UserRow, 'id' | 'role' | 'first_name' | 'last_name'>;

export const fullName = (u: Pick<UserRow, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

/** After a commit: tell the rooms (`chatAudience` says who hears what). The events are stored, so a failed push costs only liveness. */
export function publish(deps: Pick<ChatCommandDeps, 'emitter'>, log: FastifyBaseLogger, threadId: number, appended: AppendedChat): void {
  try {
    sendPushes(deps.emitter, chatAudience(threadId, appended));
  } catch (err) {
    log.error({ err, threadId }, 'could not push chat events');
  }
}

/**
 * The tutor's reply to a student's message, recorded with the append that asks for it: the job takes
 * the position of the append's `TutorReplyRequested` (its id comes from it), so the question is
 * answered even if this process dies next.
 */
export const replyJob = (threadId: number, messageId: string) => jobTakingPosition('tutor.reply', { threadId, messageId }, 'requestPosition', 'TutorReplyRequested');

/** The same in a transaction of statements (a retry's request): recorded after the append, from its `TutorReplyRequested`. */
export function requestReply(jobs: JobRecorder, threadId: number) {
  return async (trx: Transaction<Database>, events: StoredChatEvent[]): Promise<void> => {
    const request = events.find((e) => e.type === 'TutorReplyRequested');
    if (!request || request.type !== 'TutorReplyRequested') return;
    await jobs.enqueue(trx, 'tutor.reply', { threadId, messageId: request.data.messageId, requestPosition: request.position });
  };
}

/**
 * The threads a student has posted to on one socket: theirs (the policy said so at the first post; a
 * thread never changes hands) and with a message in them (so no message of theirs renames it again).
 * The next message to a known thread is written with no read before it. At most `max` are kept.
 */
export function postedThreads(max = 64) {
  const known = new Set<number>();
  return {
    has: (threadId: number) => known.has(threadId),
    add(threadId: number) {
      known.delete(threadId);
      if (known.size >= max) known.delete(known.values().next().value!);
      known.add(threadId);
    },
    forget: (threadId: number) => void known.delete(threadId),
  };
}
export type PostedThreads = ReturnType<typeof postedThreads>;

export interface PostInput {
  user: Author;
  threadId: number;
  content: string;
  correlationId: string;
  /** The id the sender's device gave this message, the same on each retry of it. */
  clientMessageId?: string | undefined;
  /** The socket's threads this student has posted to (none over REST). */
  postedBefore?: PostedThreads;
  /**
   * The socket's sign-in, checked in the append's own transaction (over REST the request's session
   * was checked before the route ran): signed out or expired, nothing is written and the answer is 401.
   */
  sessionId?: string;
}

/**
 * Post a message to a thread, the same way over REST and over the socket. A student's message is
 * screened, may name the thread, and asks the tutor; a teacher who writes has joined. `user` is the
 * signed-in account, or what the socket learned of it at its handshake (no read before the write).
 */
export async function postChatMessage(deps: ChatCommandDeps, log: FastifyBaseLogger, input: PostInput): Promise<PostMessageResponse> {
  if (deps.underPressure()) throw busyError();
  const { db, jobs, rateLimit } = deps;
  const { threadId, content, user } = input;
  if (user.role === 'parent') {
    await assertCanReadThread(db, user, threadId);
    throw new AppError(403, 'forbidden', 'Parents can read conversations but not write in them.');
  }
  const isStudent = user.role === 'student';
  // A thread this student has posted to on this socket is theirs and has messages: nothing to read.
  const known = isStudent && input.postedBefore?.has(threadId) === true;
  // The student's own counter: counted even if the thread turns out not to be theirs.
  const [thread] = await Promise.all([known ? undefined : assertCanReadThreadToPost(db, user, threadId), isStudent ? rateLimit.consume(user.id) : undefined]);
  // A message the device named has an id made from that name: a retry of it is the same message,
  // which the messages' unique id keeps from being stored (and answered, and paid) twice.
  const messageId = input.clientMessageId ? messageIdFor(user.id, threadId, input.clientMessageId) : randomUUID();
  // What the message becomes is decided by a pure function (see decide-post.ts); here it is loaded and kept.
  const screen = isStudent ? screenMessage(content) : null;
  const events = decidePost(thread ? { title: thread.title, messageCount: thread.messageCount, teacherJoined: thread.teacherJoined } : null, {
    messageId,
    author: { id: user.id, role: isStudent ? 'student' : 'teacher', name: fullName(user) },
    content,
    screen,
  });
  const flagged = screen?.flagged ?? false;
  // A student's question is a learning activity: kept with the message, in its transaction, paid
  // within the day's cap (on the student's own day: a student writes only in their own thread), with
  // the tutor's job and the XP job it pays for. The answer says what it pays; the XP itself follows
  // through the job, which tells the student's room, so nobody waits for a worker here. The append
  // is one call to the database (see `appendChat`); this gateway hands the jobs to the queue itself
  // as soon as it is done (the relay only checks on them later).
  const appended = await appendChat(db, threadId, events, {
    metadata: { actorId: user.id, correlationId: input.correlationId },
    ...(isStudent
      ? {
          // The student's row is taken before their message moves their counters (see `learner`).
          learner: user.id,
          activity: { activityType: 'chat', pay: { amount: xpForActivity('chat', 0), dailyCap: dailyActivityXpCap('chat') } },
          jobs: [replyJob(threadId, messageId), ...activityFollowUps(user, 'chat')],
        }
      : {}),
    ...(input.sessionId ? { session: { id: input.sessionId, refused: unauthenticated } } : {}),
  }).catch((error: unknown) => {
    // The thread is gone (a known one deleted meanwhile): nothing was written.
    if (error instanceof NoThreadToAppendError) {
      input.postedBefore?.forget(threadId);
      throw notFound(THREAD_NOT_FOUND);
    }
    // A retry of a message already stored: nothing of this one was written.
    if (input.clientMessageId && isUniqueViolation(error)) return null;
    throw error;
  });
  if (appended === null) return storedAnswer(db, threadId, messageId);
  if (isStudent) input.postedBefore?.add(threadId);
  jobs.handOver(appended.jobs);
  // The rooms hear the message before the answer goes back: the thread's room, then the thread lists
  // (students', parents' and class teachers' rooms), told what the append's own write returned. A
  // failed push is logged; the events are stored.
  publish(deps, log, threadId, appended);
  return { message: messagesOf(threadId, appended.events).find((m) => m.id === messageId)!, xpAwarded: appended.activity?.xp ?? 0, flagged };
}

/** A message's id, from who sent it, where, and the id their device gave it. */
export function messageIdFor(senderId: number, threadId: number, clientMessageId: string): string {
  const hex = createHash('sha256').update(`${senderId}:${threadId}:${clientMessageId}`).digest('hex');
  // Laid out as a UUID (version 8: made by the application), like the ids the server makes.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The answer to a repeated send: the message as it was stored the first time; no second XP. */
async function storedAnswer(db: Kysely<Database>, threadId: number, messageId: string): Promise<PostMessageResponse> {
  const [message] = await findMessageViews(db, [messageId]);
  if (!message || message.threadId !== threadId) throw new AppError(409, 'conflict', 'This message was already sent. Please write a new one.');
  return { message, xpAwarded: 0, flagged: message.flagged };
}
