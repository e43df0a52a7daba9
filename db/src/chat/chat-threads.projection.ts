import { sql, type Updateable } from 'kysely';
import { threadAudienceColumns } from '../queries/chat.queries';
import type { ChatThreadsTable } from '../schema';
import type { StoredChatEvent } from './chat-events';
import type { ProjectionWrite } from './run-projection-writes';
import { safetyFlagRow } from './safety-flags.projection';

const PREVIEW_LENGTH = 120;

/**
 * What a batch of events (after a thread's start) changes in its thread's row: the columns it sets,
 * the messages it adds to the count, and the flags' rows it raises or handles (whose state the
 * thread's `flagged` then reads).
 */
export function chatThreadChange(events: readonly StoredChatEvent[]): { patch: Updateable<ChatThreadsTable>; posted: number; flagRows: string[] } {
  const last = events.at(-1);
  const patch: Updateable<ChatThreadsTable> = last ? { version: last.streamVersion, updated_at: last.createdAt } : {};
  let posted = 0;
  const flagRows: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'MessagePosted':
        posted++;
        patch.last_sender_type = event.data.senderType;
        patch.last_preview = event.data.content.slice(0, PREVIEW_LENGTH);
        patch.last_message_at = event.createdAt;
        break;
      case 'TeacherJoined':
        patch.teacher_joined = true;
        break;
      case 'MessageFlagged':
      case 'FlagHandled':
        flagRows.push(safetyFlagRow(event.data.messageId));
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
  return { patch, posted, flagRows };
}

/**
 * The `chat_threads` read model: one row per thread, kept in step inside the append's transaction.
 * A batch of events folds into one write (a message, its flag and its reply request change the row
 * once, not three times; a thread started in the batch is inserted as the rest of it leaves it);
 * applying the same events one by one gives the same row. `flagged` means the thread has an open
 * flag: a batch that raises or handles one reads it from `safety_flags` as the batch left them, in a
 * statement after theirs (only such a batch costs a statement more; joining a chat changes nothing
 * of it). With `returnAudience`, the write returns the row as it leaves it with
 * `threadAudienceColumns` (what the push to rooms tells), so nothing reads the thread again after
 * the commit.
 */
export function chatThreadWrites(threadId: number, events: readonly StoredChatEvent[], returnAudience = false): ProjectionWrite[] {
  const first = events[0];
  const started = first?.type === 'ThreadStarted' ? first : undefined;
  const rest = started ? events.slice(1) : events;
  const last = rest.at(-1);
  const { patch, posted, flagRows } = chatThreadChange(rest);
  const rows = [`chat_threads:${threadId}`];
  if (started) {
    // A new thread has no flags before this batch: open are those it raised and did not handle.
    const open = new Set<string>();
    for (const event of rest) {
      if (event.type === 'MessageFlagged') open.add(event.data.messageId);
      else if (event.type === 'FlagHandled') open.delete(event.data.messageId);
    }
    if (flagRows.length) patch.flagged = open.size > 0;
    const { studentId, title } = started.data;
    const row = { id: threadId, student_id: studentId, title, version: started.streamVersion, created_at: started.createdAt, updated_at: started.createdAt };
    return [
      {
        rows,
        build: (db) => {
          const insert = db.insertInto('chat_threads').values({ ...row, ...patch, message_count: posted });
          return returnAudience ? insert.returningAll().returning(threadAudienceColumns) : insert;
        },
      },
    ];
  }
  if (!last) return [];
  const flagged = flagRows.length
    ? { flagged: sql<boolean>`exists (select 1 from safety_flags f where f.thread_id = ${threadId} and f.handled_at is null)` }
    : {};
  return [
    {
      // Naming the flags' rows puts this write in a statement after theirs, which it then reads.
      rows: [...rows, ...flagRows],
      build: (db) => {
        const update = db
          .updateTable('chat_threads')
          .set((eb) => ({ ...patch, ...flagged, ...(posted ? { message_count: eb('message_count', '+', posted) } : {}) }))
          .where('id', '=', threadId);
        return returnAudience ? update.returningAll().returning(threadAudienceColumns) : update;
      },
    },
  ];
}
