import type { Notice } from '@morah/contracts';
import { sql, type Transaction } from 'kysely';
import type { StoredChatEvent } from '../chat/chat-events';
import type { Database } from '../schema';
import { type NoticeRow, toNotice } from './notices.queries';
import { type SafetyNoticeChange, safetyNoticesFor } from './safety-notices-for';

/** A notice and the grown-up whose own room it goes to. */
export interface AddressedNotice {
  userId: number;
  notice: Notice;
}

const returned = sql.raw('returning id, user_id, kind, data, created_at, updated_at, opened_at');

function statementFor(threadId: number, change: SafetyNoticeChange) {
  if (change.change === 'raise') {
    const { messageId, severity, categories, raisedAt } = change;
    // Every teacher of the child's classes and every linked parent, once each.
    return sql<NoticeRow>`
      insert into notices (user_id, kind, student_id, thread_id, message_id, data)
      select g.user_id, 'safety-flag', t.student_id, t.id, ${messageId}::text,
        jsonb_build_object('threadId', t.id, 'messageId', ${messageId}::text, 'studentId', t.student_id,
          'studentName', u.first_name || ' ' || u.last_name, 'severity', ${severity}::text,
          'categories', ${JSON.stringify(categories)}::jsonb, 'raisedAt', ${raisedAt.toISOString()}::text)
      from chat_threads t
      join users u on u.id = t.student_id
      cross join lateral (
        select c.teacher_id as user_id from class_members m join classes c on c.id = m.class_id where m.student_id = t.student_id
        union
        select p.parent_id from parent_links p where p.student_id = t.student_id
      ) g
      where t.id = ${threadId}::int
      on conflict (user_id, kind, message_id) do nothing
      ${returned}`;
  }
  return sql<NoticeRow>`
    update notices n set opened_at = null, updated_at = now()
    where n.kind = 'safety-flag' and n.message_id = ${change.messageId}::text
      and exists (select 1 from parent_links p where p.parent_id = n.user_id and p.student_id = n.student_id)
    ${returned}`;
}

/**
 * Write the grown-ups' notices an append's events ask for (see `safetyNoticesFor`) in its
 * transaction, and answer them for the push to each grown-up's own room after the commit. Nothing
 * is written, and no statement sent, when the events ask for none.
 */
export async function writeSafetyNotices(trx: Transaction<Database>, threadId: number, events: readonly StoredChatEvent[]): Promise<AddressedNotice[]> {
  const notices: AddressedNotice[] = [];
  for (const change of safetyNoticesFor(events)) {
    const { rows } = await statementFor(threadId, change).execute(trx);
    for (const row of rows) notices.push({ userId: row.user_id, notice: toNotice(row, change.change === 'raise' ? null : change.handled) });
  }
  return notices;
}
