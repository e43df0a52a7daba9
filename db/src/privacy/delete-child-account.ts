import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { closeAccount, findAccountDeletion } from './account-deletions.queries';
import { removeChatThreads } from './remove-chat-threads';

const BATCH = 100;

/** Every conversation of a child: from the read model, and from the events in case a projection is missing. */
async function childThreadIds(db: Kysely<Database>, childId: number): Promise<number[]> {
  const projected = await db.selectFrom('chat_threads').select('id').where('student_id', '=', childId).execute();
  const { rows } = await sql<{ id: string }>`
    select substring(stream_id from 8) as id from events
    where type = 'ThreadStarted' and stream_id like 'thread-%' and (data ->> 'studentId') = ${String(childId)}`.execute(db);
  return [...new Set([...projected.map((r) => r.id), ...rows.map((r) => Number(r.id))])].sort((a, b) => a - b);
}

export interface ChildDeletionResult {
  outcome: 'deleted' | 'already-deleted';
  /** The parent who asked, while their account exists. */
  requestedBy: number | null;
  conversations: number;
  events: number;
}

/**
 * Carry out a parent's deletion request: close the account (again: the request already did), remove
 * the child's conversations through the audited event-store path in batches, forget the jobs that
 * name the child, then delete the account row, which takes every other table's rows with it (each
 * refers to the user with ON DELETE CASCADE). Running it again finds nothing left and changes nothing.
 * `signOut` is told the child's id first, to close their sockets on every gateway.
 */
export async function deleteChildAccount(db: Kysely<Database>, deletionId: string, signOut: (userId: number) => void): Promise<ChildDeletionResult> {
  const request = await findAccountDeletion(db, deletionId);
  if (!request || request.status === 'done' || request.child_id === null) {
    if (request && request.status !== 'done') await db.updateTable('account_deletions').set({ status: 'done', finished_at: sql<Date>`now()` }).where('id', '=', deletionId).execute();
    return { outcome: 'already-deleted', requestedBy: request?.requested_by ?? null, conversations: 0, events: 0 };
  }
  const childId = request.child_id;
  await closeAccount(db, childId);
  signOut(childId);

  const removal = { reason: 'account_deletion' as const, requestedBy: `user-${request.requested_by ?? 'unknown'}`, untouchedSince: null };
  const threads = await childThreadIds(db, childId);
  let conversations = 0;
  let events = 0;
  for (let i = 0; i < threads.length; i += BATCH) {
    const removed = await removeChatThreads(db, threads.slice(i, i + BATCH), removal);
    conversations += removed.threads;
    events += removed.events;
  }

  await db.transaction().execute(async (trx) => {
    await sql`
      delete from job_outbox
      where (payload ->> 'userId') = ${String(childId)}
         or (name = 'quiz.generate' and (payload ->> 'quizId') in (select id::text from quizzes where user_id = ${childId}))
         or (name = 'privacy.export' and (payload ->> 'exportId') in (select id from data_exports where child_id = ${childId}))`.execute(trx);
    if (threads.length) {
      await sql`
        delete from job_outbox
        where name = 'tutor.reply' and (payload ->> 'threadId') = any(${threads.map(String)}::text[])`.execute(trx);
    }
    // Every table refers to the user with ON DELETE CASCADE; the request row keeps no id of the child.
    await trx.deleteFrom('users').where('id', '=', childId).execute();
    await trx.updateTable('account_deletions').set({ status: 'done', finished_at: sql<Date>`now()` }).where('id', '=', deletionId).execute();
  });

  // A job that was writing to a conversation as it went may have left an event behind: take it too.
  for (let i = 0; i < threads.length; i += BATCH) events += (await removeChatThreads(db, threads.slice(i, i + BATCH), removal)).events;
  return { outcome: 'deleted', requestedBy: request.requested_by, conversations, events };
}
