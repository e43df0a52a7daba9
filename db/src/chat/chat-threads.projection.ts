import type { Transaction, Updateable } from 'kysely';
import type { ChatThreadsTable, Database } from '../schema';
import type { StoredChatEvent } from './chat-events';

const PREVIEW_LENGTH = 120;

/**
 * The `chat_threads` read model: one row per thread, kept in step inside the append's transaction.
 * A batch of events folds into one update (a message, its flag and its reply request cost one
 * round trip, not three); applying the same events one by one gives the same row.
 */
export async function projectChatThread(trx: Transaction<Database>, threadId: number, events: readonly StoredChatEvent[]): Promise<void> {
  let rest = events;
  const first = events[0];
  if (first?.type === 'ThreadStarted') {
    await trx
      .insertInto('chat_threads')
      .values({
        id: threadId,
        student_id: first.data.studentId,
        title: first.data.title,
        version: first.streamVersion,
        created_at: first.createdAt,
        updated_at: first.createdAt,
      })
      .execute();
    rest = events.slice(1);
  }
  const last = rest.at(-1);
  if (!last) return;

  const patch: Updateable<ChatThreadsTable> = { version: last.streamVersion, updated_at: last.createdAt };
  let posted = 0;
  for (const event of rest) {
    switch (event.type) {
      case 'MessagePosted':
        posted++;
        patch.last_sender_type = event.data.senderType;
        patch.last_preview = event.data.content.slice(0, PREVIEW_LENGTH);
        patch.last_message_at = event.createdAt;
        break;
      case 'TeacherJoined':
        patch.teacher_joined = true;
        patch.flagged = false;
        break;
      case 'MessageFlagged':
        patch.flagged = true;
        break;
      case 'ThreadRenamed':
        patch.title = event.data.title;
        break;
      case 'ThreadStarted':
      case 'TutorReplyRequested':
      case 'TutorReplyFailed':
        break;
    }
  }
  await trx
    .updateTable('chat_threads')
    .set((eb) => ({ ...patch, ...(posted ? { message_count: eb('message_count', '+', posted) } : {}) }))
    .where('id', '=', threadId)
    .execute();
}
