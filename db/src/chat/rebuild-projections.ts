import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { type GlobalCheckpoint, readAllForward } from '../events/event-store';
import { isChatEvent, threadIdOf } from './chat-events';
import { projectChatEvents } from './chat-store';

/**
 * Throw the chat read models (`chat_threads`, `chat_messages`, `safety_flags`, and the learners'
 * message counts) away and build them again from the events, in one transaction: readers see the old tables until the new ones are
 * complete. The grown-ups' notices are not a read model (opening one is theirs) and stay as they are.
 */
export async function rebuildChatProjections(db: Kysely<Database>, onProgress?: (events: number) => void): Promise<{ events: number }> {
  return db.transaction().execute(async (trx) => {
    // Writers wait while we rebuild, so nothing lands between reading the last event and committing.
    await sql`lock table events in exclusive mode`.execute(trx);
    await sql`truncate safety_flags, chat_messages, chat_threads`.execute(trx);
    // The messages are counted again as they are projected again.
    await trx.updateTable('learner_counters').set({ chat_messages: 0 }).execute();
    let checkpoint: GlobalCheckpoint | null = null;
    let count = 0;
    for (;;) {
      const page = await readAllForward(trx, checkpoint, { limit: 1000, fenced: false });
      if (page.events.length === 0) break;
      for (const event of page.events) {
        if (!isChatEvent(event)) continue;
        await projectChatEvents(trx, threadIdOf(event.streamId)!, [event]);
      }
      count += page.events.length;
      checkpoint = page.checkpoint;
      onProgress?.(count);
    }
    return { events: count };
  });
}
