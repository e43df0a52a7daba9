import { countedFromMessages } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import { moveManyLearnersCounters } from '../learners/learner-counters';
import { threadStream } from '../chat/chat-events';
import type { Database } from '../schema';

export interface RemovalRequest {
  reason: 'retention' | 'account_deletion';
  /** Who asked, for the audit: `retention` for the scheduler, `user-<id>` for a parent. */
  requestedBy: string;
  /** Keep a conversation that has an event at or after this moment (retention); null removes it whatever its age. */
  untouchedSince: Date | null;
}

/**
 * Remove conversations from the event store, through the audited `remove_event_streams` function
 * (the only path that may delete events), from every chat read model and the grown-ups'
 * notices of their flags, and from the students' message counts, in one transaction.
 * Each stream is removed under the lock its writers take, so a message being posted either lands
 * before (and, for retention, keeps the conversation) or finds the conversation gone.
 */
export async function removeChatThreads(db: Kysely<Database>, threadIds: readonly number[], request: RemovalRequest): Promise<{ threads: number; events: number }> {
  if (threadIds.length === 0) return { threads: 0, events: 0 };
  return db.transaction().execute(async (trx) => {
    const streams = threadIds.map(threadStream);
    const { rows } = await sql<{ stream_id: string; events_removed: number }>`
      select stream_id, events_removed
      from remove_event_streams(${streams}::text[], ${request.reason}, ${request.requestedBy}, ${request.untouchedSince}::timestamptz)`.execute(trx);
    const removed = new Set(rows.map((r) => r.stream_id));
    const gone = threadIds.filter((id) => removed.has(threadStream(id)));
    // A deleted child's read models go whether or not events were left; retention only where the events went.
    const projectionIds = request.untouchedSince === null ? [...threadIds] : gone;
    if (projectionIds.length) {
      // The messages first, so the students' counts go down by what they had posted (the rule in contracts).
      const messages = await trx.deleteFrom('chat_messages').where('thread_id', 'in', projectionIds).returning(['sender_type as senderType', 'sender_id as senderId']).execute();
      await moveManyLearnersCounters(trx, countedFromMessages(messages, -1));
      // Their flags go with the threads (a foreign key); the grown-ups' notices of them name them only.
      await trx.deleteFrom('chat_threads').where('id', 'in', projectionIds).execute();
      await trx.deleteFrom('notices').where('thread_id', 'in', projectionIds).execute();
    }
    return { threads: request.untouchedSince === null ? threadIds.length : gone.length, events: rows.reduce((n, r) => n + Number(r.events_removed), 0) };
  });
}
