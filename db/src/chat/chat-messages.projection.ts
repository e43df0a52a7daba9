import { countedFromMessages } from '@morah/contracts';
import type { Insertable } from 'kysely';
import { moveCountersQuery } from '../learners/learner-counters';
import type { ChatMessagesTable } from '../schema';
import type { StoredChatEvent } from './chat-events';
import type { ProjectionWrite } from './run-projection-writes';

type Row = Insertable<ChatMessagesTable>;

/** A reply that came is not undone by a later request or failure notice. */
const notAnswered = (state: Row['reply_state']) => state !== 'answered';

/** A change to a message posted before the batch: its reply's state, or a flag. */
export type OlderMessageChange =
  | { messageId: string; change: 'reply'; state: 'requested' | 'failed' | 'answered'; failedVersion: number | null }
  | { messageId: string; change: 'flag' };

/**
 * What a batch of events changes in the `chat_messages` read model: the messages posted in it, each
 * written once, already carrying what the rest of the batch says about them (flagged, reply
 * requested); and each change to an older message, in the batch's order.
 */
export function chatMessageChanges(threadId: number, events: readonly StoredChatEvent[]): { fresh: Row[]; older: OlderMessageChange[] } {
  const fresh = new Map<string, Row>();
  const older: OlderMessageChange[] = [];

  const setReplyState = (messageId: string, state: 'requested' | 'failed' | 'answered', failedVersion: number | null) => {
    const row = fresh.get(messageId);
    if (row) {
      if (state === 'answered' || notAnswered(row.reply_state)) Object.assign(row, { reply_state: state, reply_failed_version: failedVersion });
      return;
    }
    older.push({ messageId, change: 'reply', state, failedVersion });
  };

  for (const event of events) {
    switch (event.type) {
      case 'MessagePosted': {
        const { data } = event;
        fresh.set(data.messageId, {
          id: data.messageId,
          thread_id: threadId,
          version: event.streamVersion,
          sender_type: data.senderType,
          sender_id: data.senderId,
          sender_name: data.senderName,
          content: data.content,
          reply_to: data.replyTo,
          sources: JSON.stringify(data.sources ?? []),
          flagged: false,
          reply_state: null,
          reply_failed_version: null,
          created_at: event.createdAt,
        });
        if (data.senderType === 'ai' && data.replyTo) setReplyState(data.replyTo, 'answered', null);
        break;
      }
      case 'TutorReplyRequested':
        setReplyState(event.data.messageId, 'requested', null);
        break;
      case 'TutorReplyFailed':
        setReplyState(event.data.messageId, 'failed', event.streamVersion);
        break;
      case 'MessageFlagged': {
        const { messageId } = event.data;
        const row = fresh.get(messageId);
        if (row) row.flagged = true;
        else older.push({ messageId, change: 'flag' });
        break;
      }
      case 'ThreadStarted':
      case 'TeacherJoined':
      case 'ThreadRenamed':
      case 'FlagHandled':
        break;
    }
  }
  return { fresh: [...fresh.values()], older };
}

/**
 * The `chat_messages` read model: every posted message, and how the tutor's reply to it went.
 * Messages posted in this batch are written once (see `chatMessageChanges`); each change to an older
 * message is an update of its own, in the batch's order. Applying the same events one by one gives
 * the same rows.
 */
export function chatMessageWrites(threadId: number, events: readonly StoredChatEvent[]): ProjectionWrite[] {
  const { fresh, older } = chatMessageChanges(threadId, events);
  const updates = older.map(
    (change): ProjectionWrite => ({
      rows: [`chat_messages:${change.messageId}`],
      build: (db) => {
        if (change.change === 'flag') return db.updateTable('chat_messages').set({ flagged: true }).where('id', '=', change.messageId);
        const update = db.updateTable('chat_messages').set({ reply_state: change.state, reply_failed_version: change.failedVersion }).where('id', '=', change.messageId);
        return change.state === 'answered' ? update : update.where((eb) => eb.or([eb('reply_state', 'is', null), eb('reply_state', '!=', 'answered')]));
      },
    }),
  );
  if (!fresh.length) return updates;
  return [{ rows: fresh.map((row) => `chat_messages:${row.id}`), build: (db) => db.insertInto('chat_messages').values(fresh) }, ...updates];
}

/**
 * The learners' counters the batch moves: each student's posted messages add to their count (the
 * rule in contracts), in the same statement as the messages' rows. The learner's row was taken by
 * the append first, as every writer of a learner's day takes it.
 */
export function chatMessageCounterWrites(events: readonly StoredChatEvent[]): ProjectionWrite[] {
  const posted = events.flatMap((e) => (e.type === 'MessagePosted' ? [e.data] : []));
  return [...countedFromMessages(posted)].map(([userId, moves]) => ({
    rows: [`learner_counters:${userId}`],
    build: (db) => moveCountersQuery(db, userId, moves),
  }));
}
