import { rooms } from '@morah/contracts';
import { deleteChildAccount } from '@morah/db';
import type { Processor, WorkerDeps } from '../../processor';

/**
 * Delete a child's account and every row that names the child, the event store included (through
 * its audited removal path). The child's sockets are closed on every gateway first. Safe to run
 * again: a finished deletion finds nothing left. The parent who asked hears when it is done.
 */
export function privacyDeleteChildProcessor({ db, emitter }: WorkerDeps): Processor<'privacy.delete-child'> {
  return async ({ deletionId }, ctx) => {
    const result = await deleteChildAccount(db, deletionId, (userId) => emitter.disconnect(rooms.user(userId)));
    if (result.requestedBy !== null) emitter.emit(rooms.user(result.requestedBy), 'privacy:deletion-done', { deletionId });
    ctx.log.info({ outcome: result.outcome, conversations: result.conversations, events: result.events }, 'account deletion carried out');
    return { outcome: result.outcome, conversations: result.conversations, events: result.events };
  };
}
