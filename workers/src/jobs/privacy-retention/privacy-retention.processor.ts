import { purgeExpiredExports, removeOldConversations } from '@morah/db';
import type { Processor, WorkerDeps } from '../../processor';

/**
 * The scheduled retention sweep: conversations untouched for the configured number of days leave
 * the event store and every read model (in batches, through the audited removal path), and data
 * exports past their time are removed. What went is logged as counts, never as content.
 */
export function privacyRetentionProcessor({ db }: WorkerDeps): Processor<'privacy.retention'> {
  return async ({ retentionDays }, ctx) => {
    const exports = await purgeExpiredExports(db);
    if (retentionDays === null) {
      ctx.log.info({ conversations: 0, exports }, 'retention: conversations are kept (no CHAT_RETENTION_DAYS)');
      return { conversations: 0, events: 0, exports };
    }
    const removed = await removeOldConversations(db, { retentionDays });
    ctx.log.info(
      { retentionDays, cutoff: removed.cutoff.toISOString(), conversations: removed.conversations, events: removed.events, exports },
      `retention: removed ${removed.conversations} conversations older than ${retentionDays} days`,
    );
    return { conversations: removed.conversations, events: removed.events, exports };
  };
}
