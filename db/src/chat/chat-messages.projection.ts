import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { StoredChatEvent } from './chat-events';

/** The `chat_messages` read model: every posted message, and how the tutor's reply to it went. */
export async function projectChatMessage(trx: Transaction<Database>, threadId: number, event: StoredChatEvent): Promise<void> {
  switch (event.type) {
    case 'MessagePosted': {
      const { data } = event;
      await trx
        .insertInto('chat_messages')
        .values({
          id: data.messageId,
          thread_id: threadId,
          version: event.streamVersion,
          sender_type: data.senderType,
          sender_id: data.senderId,
          sender_name: data.senderName,
          content: data.content,
          reply_to: data.replyTo,
          created_at: event.createdAt,
        })
        .execute();
      if (data.senderType === 'ai' && data.replyTo) {
        await trx
          .updateTable('chat_messages')
          .set({ reply_state: 'answered', reply_failed_version: null })
          .where('id', '=', data.replyTo)
          .execute();
      }
      return;
    }
    case 'TutorReplyRequested':
      await trx
        .updateTable('chat_messages')
        .set({ reply_state: 'requested', reply_failed_version: null })
        .where('id', '=', event.data.messageId)
        .where((eb) => eb.or([eb('reply_state', 'is', null), eb('reply_state', '!=', 'answered')]))
        .execute();
      return;
    case 'TutorReplyFailed':
      await trx
        .updateTable('chat_messages')
        .set({ reply_state: 'failed', reply_failed_version: event.streamVersion })
        .where('id', '=', event.data.messageId)
        .where((eb) => eb.or([eb('reply_state', 'is', null), eb('reply_state', '!=', 'answered')]))
        .execute();
      return;
    case 'MessageFlagged':
      await trx.updateTable('chat_messages').set({ flagged: true }).where('id', '=', event.data.messageId).execute();
      return;
    case 'ThreadStarted':
    case 'TeacherJoined':
    case 'ThreadRenamed':
      return;
  }
}
