import type { Insertable, Transaction } from 'kysely';
import type { ChatMessagesTable, Database } from '../schema';
import type { StoredChatEvent } from './chat-events';

type Row = Insertable<ChatMessagesTable>;
type Later = (trx: Transaction<Database>) => Promise<unknown>;

/** A reply that came is not undone by a later request or failure notice. */
const notAnswered = (state: Row['reply_state']) => state !== 'answered';

/**
 * The `chat_messages` read model: every posted message, and how the tutor's reply to it went.
 * Messages posted in this batch are written once, already carrying what the rest of the batch says
 * about them (flagged, reply requested); changes to older messages are updates. Applying the same
 * events one by one gives the same rows.
 */
export async function projectChatMessages(trx: Transaction<Database>, threadId: number, events: readonly StoredChatEvent[]): Promise<void> {
  const fresh = new Map<string, Row>();
  const later: Later[] = [];

  const setReplyState = (messageId: string, state: 'requested' | 'failed' | 'answered', failedVersion: number | null) => {
    const row = fresh.get(messageId);
    if (row) {
      if (state === 'answered' || notAnswered(row.reply_state)) Object.assign(row, { reply_state: state, reply_failed_version: failedVersion });
      return;
    }
    later.push((t) => {
      let update = t.updateTable('chat_messages').set({ reply_state: state, reply_failed_version: failedVersion }).where('id', '=', messageId);
      if (state !== 'answered') update = update.where((eb) => eb.or([eb('reply_state', 'is', null), eb('reply_state', '!=', 'answered')]));
      return update.execute();
    });
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
        const row = fresh.get(event.data.messageId);
        if (row) row.flagged = true;
        else later.push((t) => t.updateTable('chat_messages').set({ flagged: true }).where('id', '=', event.data.messageId).execute());
        break;
      }
      case 'ThreadStarted':
      case 'TeacherJoined':
      case 'ThreadRenamed':
        break;
    }
  }
  if (fresh.size) await trx.insertInto('chat_messages').values([...fresh.values()]).execute();
  for (const run of later) await run(trx);
}
