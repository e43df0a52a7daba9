import { rooms, type ChatSource } from '@morah/contracts';
import { chatAudience, sendPushes } from '@morah/contracts/audience';
import {
  appendChat,
  appendChatEvents,
  findQuestionToAnswer,
  isUniqueViolation,
  messageFlagged,
  type Database,
  type AppendedChat,
} from '@morah/db';
import type { Transaction } from 'kysely';
import type { Processor, WorkerDeps } from '../../processor';
import { TutorModelError, type TutorTurn } from '../../tutor/tutor-model';
import { findVersesFor } from '../../tutor/verses/find-verses';

/** The reply's id comes from the message it answers, so a second reply cannot exist. */
export const replyIdFor = (messageId: string) => `reply-${messageId}`;

/** How many of the child's earlier messages the safety screen reads with the new one. */
const SCREENED_HISTORY = 4;

/** The child's messages before the one being answered (the history ends with it), oldest first. */
export function earlierFromChild(history: ReadonlyArray<{ sender_type: string; content: string }>): string[] {
  return history.slice(0, -1).filter((m) => m.sender_type === 'student').slice(-SCREENED_HISTORY).map((m) => m.content);
}

/** Streamed pieces closer together than this are sent as one. */
const DELTA_BATCH_MS = 25;

const ROLE = { student: 'student', ai: 'tutor', teacher: 'teacher' } as const;

/**
 * Answer one student message. A reply that already exists is never asked for again (a duplicate
 * job or a retry after the reply was stored), and the one-reply index refuses a second reply
 * even from two jobs racing (that append rolls back whole). Tokens stream to the thread's room as
 * volatile events; the finished reply is an event. Network, 429 and 5xx errors are retried; on the
 * last attempt, or on an error that will not change, a `TutorReplyFailed` event is left behind.
 */
export function tutorReplyProcessor({ db, prepared, emitter, log, tutor, metrics }: WorkerDeps): Processor<'tutor.reply'> {
  return async (payload, ctx) => {
    const jobStarted = performance.now();
    const { threadId, messageId } = payload;
    const room = rooms.thread(threadId);
    const publish = (appended: AppendedChat) => sendPushes(emitter, chatAudience(threadId, appended));
    const noReplyYet = async (trx: Transaction<Database>) =>
      !(await trx.selectFrom('chat_messages').select('id').where('reply_to', '=', messageId).where('sender_type', '=', 'ai').executeTakeFirst());

    const message = await findQuestionToAnswer(db, messageId, prepared);
    if (!message || message.thread_id !== threadId || message.sender_type !== 'student') {
      log.warn({ jobPayload: payload }, 'tutor.reply for a message that is not a student message in that thread');
      return { outcome: 'failed', messageId: null };
    }
    if (message.reply_id) return { outcome: 'already-answered', messageId: message.reply_id };

    emitter.emit(room, 'chat:tutor-typing', { threadId, replyTo: messageId });
    try {
      const flagged = message.flagged;
      const now = new Date();
      // The safety screen runs beside everything else, the model included (a message the local
      // screen flagged already gets care without it). The conversation came with the message; the
      // knowledge base's notes (CPU work here) are looked up while the verses are on their way. The
      // gateway screened the message on its own as it was sent and heard nothing (it is not flagged),
      // so the local screen reads it here only with the child's earlier messages.
      const moderation = flagged ? undefined : tutor.moderator.check(message.content, earlierFromChild(message.history), { heardAlone: [] });
      moderation?.catch(() => undefined); // awaited below; a failure meanwhile is not left unhandled
      const [verses, notes] = await (async () => {
        const versesRead = findVersesFor(db, message.content);
        versesRead.catch(() => undefined);
        await new Promise<void>((resolve) => setImmediate(resolve));
        // Without notes the model looks them up itself; a message already flagged gets care, not notes.
        const found = flagged ? undefined : await tutor.model.notesFor?.(message.content, now).catch(() => undefined);
        return [await versesRead, found] as const;
      })();

      const turns: TutorTurn[] = message.history.map((m) => ({ role: ROLE[m.sender_type], content: m.content }));
      // The first piece goes out at once; pieces that come in a burst are sent together, so fewer
      // volatile packets meet a busy socket and get dropped. Nothing goes out before the screen has
      // answered (`released`): a reply the screen would have asked to be careful never reaches the child.
      let content = '';
      let sources: ChatSource[] = [];
      let sent = 0;
      let lastSentAt = 0;
      let released = flagged;
      const flush = () => {
        if (!released || sent === content.length) return;
        if (sent === 0) metrics?.tutorFirstToken(performance.now() - jobStarted);
        // The first piece is sent reliably: a client that missed it could show nothing until the end.
        emitter.emit(room, 'chat:tutor-delta', { threadId, replyTo: messageId, delta: content.slice(sent), offset: sent }, { volatile: sent > 0 });
        sent = content.length;
        lastSentAt = performance.now();
      };
      const ask = async (careful: boolean, signal?: AbortSignal) => {
        content = '';
        sources = [];
        sent = 0;
        for await (const delta of tutor.model.stream({
          turns,
          studentFirstName: message.sender_first_name ?? '',
          now,
          flagged: careful,
          messageId,
          verses,
          ...(notes && !careful ? { notes } : {}),
          onSources: (cited) => {
            sources = cited;
          },
          ...(signal ? { signal } : {}),
        })) {
          content += delta;
          if (performance.now() - lastSentAt >= DELTA_BATCH_MS) flush();
        }
      };
      if (!moderation) await ask(true);
      else {
        const screening = new AbortController();
        const streaming = ask(false, screening.signal);
        streaming.catch(() => undefined); // awaited below, or abandoned when the screen flags
        const screen = await moderation.catch((error: unknown) => {
          screening.abort();
          throw error;
        });
        if (screen.flagged) {
          // Asked again, with care; what the first asking streamed is dropped unseen.
          screening.abort();
          await streaming.catch(() => undefined);
          const flaggedNow = await appendChatEvents(db, threadId, [messageFlagged(messageId, screen.categories, 'moderation')], {
            metadata: { actorId: null, causationId: String(payload.requestPosition) },
          });
          publish(flaggedNow);
          released = true;
          await ask(true);
        } else {
          released = true;
          flush();
          await streaming;
        }
      }
      flush();
      content = content.trim();
      if (!content) throw new TutorModelError('The model answered with nothing.', true);

      const replyId = replyIdFor(messageId);
      const replied = await appendChat(
        db,
        threadId,
        [{ type: 'MessagePosted', data: { messageId: replyId, senderType: 'ai', senderId: null, senderName: 'Morah AI', content, replyTo: messageId, ...(sources.length ? { sources } : {}) } }],
        // No check before it: it would hold the thread's lock, which the child's next message waits
        // on, across one more round trip. The one-reply index refuses a reply that came meanwhile,
        // and nothing of the append is written. The job is marked done with the reply, in the same
        // call (no statement of its own).
        { metadata: { actorId: null, causationId: String(payload.requestPosition) }, done: ctx.jobId },
      ).catch((error) => {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      });
      if (!replied?.events.length) return { outcome: 'already-answered', messageId: replyId };
      ctx.markedDone?.();
      publish(replied);
      return { outcome: 'answered', messageId: replyId };
    } catch (error) {
      const retryable = !(error instanceof TutorModelError) || error.retryable;
      if (retryable && ctx.attempt < ctx.maxAttempts) throw error;
      ctx.log.error({ err: error, jobId: ctx.jobId, attempt: ctx.attempt }, 'tutor.reply failed for good');
      const failed = await appendChatEvents(
        db,
        threadId,
        [{ type: 'TutorReplyFailed', data: { messageId, reason: error instanceof Error ? error.message.slice(0, 300) : 'unknown error' } }],
        {
          metadata: { actorId: null, causationId: String(payload.requestPosition) },
          // A reply that made it in after all is not undone by a failure notice.
          precondition: noReplyYet,
        },
      );
      publish(failed);
      return { outcome: 'failed', messageId: null };
    }
  };
}
