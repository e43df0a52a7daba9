// A child with a long past: `count` chat questions asked over the last year, each with its activity
// and its XP, written straight into the tables (as if they had been posted one by one).
import { countedFromMessages, levelForXp } from '@morah/contracts';
import { moveLearnerCounters } from '@morah/db';
import { sql, type Kysely } from 'kysely';

export async function seedHistory(db: Kysely<any>, input: { studentId: number; studentName: string; count: number }): Promise<void> {
  const { studentId, studentName, count } = input;
  const { rows } = await sql<{ id: string }>`select nextval('chat_thread_ids') as id`.execute(db);
  const threadId = Number(rows[0]!.id);
  const stream = `thread-${threadId}`;
  // Spread over the past year, none of it today.
  const at = (g: string) => sql`now() - interval '1 day' - (${sql.raw(g)} * interval '1 minute') * (525600.0 / ${count}::int)`;
  await db.transaction().execute(async (trx) => {
    await sql`insert into events (stream_id, stream_version, type, data, metadata, created_at)
      values (${stream}, 1, 'ThreadStarted', ${JSON.stringify({ threadId, studentId, title: 'Questions from last year' })}::jsonb, '{"actorId":null}'::jsonb, now() - interval '367 days')`.execute(trx);
    await sql`insert into chat_threads (id, student_id, title, version, created_at, updated_at)
      values (${threadId}, ${studentId}, 'Questions from last year', 1, now() - interval '367 days', now() - interval '367 days')`.execute(trx);
    await sql`insert into events (stream_id, stream_version, type, data, metadata, created_at)
      select ${stream}, 1 + g,
        'MessagePosted',
        jsonb_build_object('messageId', 'history-' || ${threadId}::int || '-' || g, 'senderType', 'student', 'senderId', ${studentId}::int, 'senderName', ${studentName}::text,
                           'content', 'An old question number ' || g, 'replyTo', null),
        jsonb_build_object('actorId', ${studentId}::int), ${at('g')}
      from generate_series(1, ${count}::int) g`.execute(trx);
    await sql`insert into chat_messages (id, thread_id, version, sender_type, sender_id, sender_name, content, reply_to, flagged, created_at)
      select 'history-' || ${threadId}::int || '-' || g, ${threadId}::int, 1 + g, 'student', ${studentId}, ${studentName}::text, 'An old question number ' || g, null, false, ${at('g')}
      from generate_series(1, ${count}::int) g`.execute(trx);
    await sql`update chat_threads set version = ${count + 1}, message_count = ${count}, updated_at = now() - interval '1 day' where id = ${threadId}`.execute(trx);
    await sql`insert into activities (user_id, activity_type, duration_seconds, xp_awarded, created_at)
      select ${studentId}, 'chat', 0, 5, ${at('g')} from generate_series(1, ${count}::int) g`.execute(trx);
    await sql`insert into xp_events (user_id, source_id, amount, reason, created_at)
      select ${studentId}, 'activity-' || a.id, a.xp_awarded, 'chat', a.created_at from activities a where a.user_id = ${studentId}`.execute(trx);
    // Each question's activity paid 5: the XP, the level by its one rule, and the counted messages.
    const xp = count * 5;
    await sql`update users set xp = ${xp}, level = ${levelForXp(xp)} where id = ${studentId}`.execute(trx);
    await moveLearnerCounters(trx, studentId, countedFromMessages(Array.from({ length: count }, () => ({ senderType: 'student', senderId: studentId }))).get(studentId)!);
  });
}
