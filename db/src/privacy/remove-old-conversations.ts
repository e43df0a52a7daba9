import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { removeChatThreads } from './remove-chat-threads';

export const RETENTION_BATCH = 100;

/**
 * Retention: remove every conversation whose last event is older than `retentionDays`, in batches
 * of short transactions (chat keeps flowing meanwhile), each conversation checked again under its
 * writers' lock. Returns how many conversations and events went.
 */
export async function removeOldConversations(
  db: Kysely<Database>,
  options: { retentionDays: number; now?: Date; batchSize?: number },
): Promise<{ conversations: number; events: number; cutoff: Date }> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.retentionDays * 24 * 60 * 60 * 1000);
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  let after = 0;
  let conversations = 0;
  let events = 0;
  for (;;) {
    const batch = await db
      .selectFrom('chat_threads')
      .select('id')
      .where('updated_at', '<', cutoff)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) break;
    const ids = batch.map((r) => r.id);
    const removed = await removeChatThreads(db, ids, { reason: 'retention', requestedBy: 'retention', untouchedSince: cutoff });
    conversations += removed.threads;
    events += removed.events;
    after = ids.at(-1)!;
  }
  return { conversations, events, cutoff };
}
