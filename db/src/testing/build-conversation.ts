import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type NewChatEvent, type StoredChatEvent, threadStream } from '../chat/chat-events';
import { projectChatEvents } from '../chat/chat-store';
import type { Database } from '../schema';

/**
 * A conversation as if it had happened at `at` (the chat API writes only "now"): the student's
 * questions and the tutor's answers appended to the event store with that time, and projected as
 * the live path projects them. For retention tests.
 */
export async function buildConversation(
  db: Kysely<Database>,
  input: { studentId: number; studentName: string; at: Date; questions: string[] },
): Promise<{ threadId: number }> {
  const { rows } = await sql<{ id: string }>`select nextval('chat_thread_ids') as id`.execute(db);
  const threadId = Number(rows[0]!.id);
  const events: NewChatEvent[] = [{ type: 'ThreadStarted', data: { threadId, studentId: input.studentId, title: input.questions[0] ?? 'New chat with Morah' } }];
  for (const question of input.questions) {
    const messageId = randomUUID();
    events.push(
      { type: 'MessagePosted', data: { messageId, senderType: 'student', senderId: input.studentId, senderName: input.studentName, content: question, replyTo: null } },
      { type: 'TutorReplyRequested', data: { messageId } },
      { type: 'MessagePosted', data: { messageId: `reply-${messageId}`, senderType: 'ai', senderId: null, senderName: 'Morah AI', content: `Let us think about "${question}" together.`, replyTo: messageId } },
    );
  }
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('events')
      .values(
        events.map((e, i) => ({
          stream_id: threadStream(threadId),
          stream_version: i + 1,
          type: e.type,
          data: JSON.stringify(e.data),
          metadata: JSON.stringify({ actorId: input.studentId }),
          created_at: new Date(input.at.getTime() + i * 1000),
        })),
      )
      .returning(['position', 'stream_id', 'stream_version', 'type', 'data', 'metadata', 'created_at'])
      .execute();
    const asStored = stored.map(
      (r) =>
        ({
          position: Number(r.position),
          transactionId: '0',
          streamId: r.stream_id,
          streamVersion: r.stream_version,
          type: r.type,
          data: r.data,
          metadata: r.metadata,
          createdAt: new Date(r.created_at),
        }) as StoredChatEvent,
    );
    await projectChatEvents(trx, threadId, asStored);
  });
  return { threadId };
}
