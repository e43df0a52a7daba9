import type { SafetyFlag } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import { toChatMessage } from '../queries/chat.queries';
import type { Database } from '../schema';

/** Open flags, or handled ones, or both. */
export type FlagStatus = 'open' | 'handled' | 'all';

/** How many flags one list holds at most. */
export const FLAGS_LIMIT = 100;

const iso = (d: Date | string) => new Date(d).toISOString();

type ContextRow = Parameters<typeof toChatMessage>[0];

/**
 * Flags with what a grown-up reads beside them: the child, the conversation's title, and the messages
 * around the flagged one in its thread (up to two before, the flagged one, up to two after).
 */
function flagViews(db: Kysely<Database>) {
  return db
    .selectFrom('safety_flags as f')
    .innerJoin('chat_threads as t', 't.id', 'f.thread_id')
    .innerJoin('users as u', 'u.id', 'f.student_id')
    .innerJoin('chat_messages as m', 'm.id', 'f.message_id')
    .select(['f.message_id', 'f.thread_id', 't.title', 'f.student_id', 'f.categories', 'f.severity', 'f.screen', 'f.raised_at', 'f.handled_at', 'f.handled_by_name', 'f.note'])
    .select(sql<string>`u.first_name || ' ' || u.last_name`.as('student_name'))
    .select(
      sql<ContextRow[]>`(
        select coalesce(json_agg(c order by c.version), '[]'::json) from (
          (select b.* from chat_messages b where b.thread_id = f.thread_id and b.version < m.version order by b.version desc limit 2)
          union all
          (select a.* from chat_messages a where a.thread_id = f.thread_id and a.version >= m.version order by a.version limit 3)
        ) c
      )`.as('context'),
    );
}
type FlagViewRow = Awaited<ReturnType<ReturnType<typeof flagViews>['executeTakeFirstOrThrow']>>;

export function toSafetyFlag(row: FlagViewRow): SafetyFlag {
  return {
    messageId: row.message_id,
    threadId: row.thread_id,
    threadTitle: row.title,
    studentId: row.student_id,
    studentName: row.student_name,
    categories: row.categories,
    severity: row.severity,
    screen: row.screen,
    raisedAt: iso(row.raised_at),
    handled: row.handled_at ? { byName: row.handled_by_name ?? '', at: iso(row.handled_at), note: row.note ?? '' } : null,
    context: row.context.map((m) => toChatMessage({ ...m, created_at: new Date(m.created_at) })),
  };
}

/**
 * The flags of the children a grown-up may see (a teacher's students in their classes, a parent's
 * linked children): most pressing first (urgent, high, care), then the newest; handled ones after
 * the open ones, the most recently handled first.
 */
export async function listSafetyFlags(db: Kysely<Database>, viewer: { id: number; role: 'teacher' | 'parent' }, status: FlagStatus, limit = FLAGS_LIMIT): Promise<SafetyFlag[]> {
  let query = flagViews(db).where('f.student_id', 'in', (eb) =>
    viewer.role === 'teacher'
      ? eb.selectFrom('class_members as cm').innerJoin('classes as c', 'c.id', 'cm.class_id').select('cm.student_id').where('c.teacher_id', '=', viewer.id)
      : eb.selectFrom('parent_links as p').select('p.student_id').where('p.parent_id', '=', viewer.id),
  );
  if (status === 'open') query = query.where('f.handled_at', 'is', null);
  else if (status === 'handled') query = query.where('f.handled_at', 'is not', null);
  const rows = await query
    .orderBy(sql`f.handled_at is null`, 'desc')
    .orderBy(sql`f.handled_at`, (ob) => ob.desc().nullsFirst())
    .orderBy(sql`case f.severity when 'urgent' then 0 when 'high' then 1 else 2 end`)
    .orderBy('f.raised_at', 'desc')
    .orderBy('f.message_id')
    .limit(limit)
    .execute();
  return rows.map(toSafetyFlag);
}

/** One flag with its context, whoever asks (the caller has checked they may see it). */
export async function findSafetyFlagView(db: Kysely<Database>, messageId: string): Promise<SafetyFlag | undefined> {
  const row = await flagViews(db).where('f.message_id', '=', messageId).executeTakeFirst();
  return row && toSafetyFlag(row);
}

/**
 * What deciding to handle a flag needs, in one read: the flag, its thread's version (the append
 * expects it), and whether this teacher teaches the child. Undefined when there is no such flag.
 */
export async function findFlagToHandle(db: Kysely<Database>, messageId: string, teacherId: number) {
  return db
    .selectFrom('safety_flags as f')
    .innerJoin('chat_threads as t', 't.id', 'f.thread_id')
    .select(['f.message_id', 'f.thread_id', 'f.student_id', 'f.handled_at', 'f.handled_by_name', 't.version'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('class_members as cm')
            .innerJoin('classes as c', 'c.id', 'cm.class_id')
            .select('cm.student_id')
            .whereRef('cm.student_id', '=', 'f.student_id')
            .where('c.teacher_id', '=', teacherId),
        )
        .as('teaches'),
    )
    .where('f.message_id', '=', messageId)
    .executeTakeFirst();
}
