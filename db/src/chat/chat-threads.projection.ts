import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { StoredChatEvent } from './chat-events';

const PREVIEW_LENGTH = 120;

/** The `chat_threads` read model: one row per thread, kept in step inside the append's transaction. */
export async function projectChatThread(trx: Transaction<Database>, threadId: number, event: StoredChatEvent): Promise<void> {
  const touched = { version: event.streamVersion, updated_at: event.createdAt };
  switch (event.type) {
    case 'ThreadStarted':
      await trx
        .insertInto('chat_threads')
        .values({
          id: threadId,
          student_id: event.data.studentId,
          title: event.data.title,
          version: event.streamVersion,
          created_at: event.createdAt,
          updated_at: event.createdAt,
        })
        .execute();
      return;
    case 'MessagePosted':
      await trx
        .updateTable('chat_threads')
        .set((eb) => ({
          ...touched,
          message_count: eb('message_count', '+', 1),
          last_sender_type: event.data.senderType,
          last_preview: event.data.content.slice(0, PREVIEW_LENGTH),
          last_message_at: event.createdAt,
        }))
        .where('id', '=', threadId)
        .execute();
      return;
    case 'TeacherJoined':
      await trx.updateTable('chat_threads').set({ ...touched, teacher_joined: true, flagged: false }).where('id', '=', threadId).execute();
      return;
    case 'MessageFlagged':
      await trx.updateTable('chat_threads').set({ ...touched, flagged: true }).where('id', '=', threadId).execute();
      return;
    case 'ThreadRenamed':
      await trx.updateTable('chat_threads').set({ ...touched, title: event.data.title }).where('id', '=', threadId).execute();
      return;
    case 'TutorReplyRequested':
    case 'TutorReplyFailed':
      await trx.updateTable('chat_threads').set(touched).where('id', '=', threadId).execute();
      return;
  }
}
