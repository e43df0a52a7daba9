import { type ChatMessage, type ChatSource, type ChatStats, type ChatThread, type TutorFailure, TUTOR_FAILURE_MESSAGE } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import { learnerTimeZoneSql } from '../gamification/streaks';
import type { Prepared } from '../client';
import type { ChatMessagesTable, Database } from '../schema';


function threadQuery(db: Kysely<Database>) {
  return db
    .selectFrom('chat_threads as t')
    .innerJoin('users as u', 'u.id', 't.student_id')
    .selectAll('t')
    .select(sql<string>`u.first_name || ' ' || u.last_name`.as('student_name'));
}
type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toChatThread(row: ThreadRow): ChatThread {
  return {
    id: row.id,
    studentId: row.student_id,
    studentName: row.student_name,
    title: row.title,
    isActive: row.is_active,
    teacherJoined: row.teacher_joined,
    flagged: row.flagged,
    messageCount: row.message_count,
    lastMessage:
      row.last_sender_type && row.last_message_at
        ? { senderType: row.last_sender_type, preview: row.last_preview ?? '', createdAt: iso(row.last_message_at) }
        : null,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findThreadView(db: Kysely<Database>, threadId: number): Promise<ChatThread | undefined> {
  const row = await threadQuery(db).where('t.id', '=', threadId).executeTakeFirst();
  return row && toChatThread(row);
}

/**
 * A thread's view with its student's time zone (UTC until one is known), in one round trip: what a
 * message needs before it is written (the student's day decides what the message pays).
 */
export async function findThreadForPosting(db: Kysely<Database>, threadId: number): Promise<(ChatThread & { studentTimeZone: string }) | undefined> {
  const row = await threadQuery(db)
    .select(learnerTimeZoneSql(sql`t.student_id`).as('student_time_zone'))
    .where('t.id', '=', threadId)
    .executeTakeFirst();
  return row && { ...toChatThread(row), studentTimeZone: row.student_time_zone };
}

/** A thread's view and who hears about it: the student, their parents, the teachers of their classes. */
export interface ThreadAudience {
  thread: ChatThread;
  classIds: number[];
  parentIds: number[];
}

/**
 * What a thread's row needs beside its own columns to become its audience: the student's name, their
 * classes and their parents, read by the statement that writes the row (`chat_threads` there, no alias).
 */
export const threadAudienceColumns = [
  sql<string>`(select u.first_name || ' ' || u.last_name from users u where u.id = chat_threads.student_id)`.as('student_name'),
  sql<number[]>`array(select m.class_id from class_members m where m.student_id = chat_threads.student_id)`.as('class_ids'),
  sql<number[]>`array(select p.parent_id from parent_links p where p.student_id = chat_threads.student_id)`.as('parent_ids'),
] as const;

/** The audience from a `chat_threads` row returned with `threadAudienceColumns`. */
export function toThreadAudience(row: ThreadRow & { class_ids: unknown[]; parent_ids: unknown[] }): ThreadAudience {
  return { thread: toChatThread(row), classIds: row.class_ids.map(Number), parentIds: row.parent_ids.map(Number) };
}

/** The threads a user may read: a student's own, a teacher's students', a parent's children's. Newest first. */
export async function listThreadViews(
  db: Kysely<Database>,
  viewer: { id: number; role: 'student' | 'teacher' | 'parent' },
  limit = 100,
): Promise<ChatThread[]> {
  let query = threadQuery(db);
  if (viewer.role === 'student') query = query.where('t.student_id', '=', viewer.id);
  else if (viewer.role === 'teacher')
    query = query.where('t.student_id', 'in', (eb) =>
      eb.selectFrom('class_members as m').innerJoin('classes as c', 'c.id', 'm.class_id').select('m.student_id').where('c.teacher_id', '=', viewer.id),
    );
  else query = query.where('t.student_id', 'in', (eb) => eb.selectFrom('parent_links').select('student_id').where('parent_id', '=', viewer.id));
  const rows = await query.orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
  return rows.map(toChatThread);
}

export function toChatMessage(row: {
  id: string;
  thread_id: number;
  version: number;
  sender_type: ChatMessage['senderType'];
  sender_id: number | null;
  sender_name: string;
  content: string;
  reply_to: string | null;
  flagged: boolean;
  created_at: Date;
  sources?: ChatSource[];
}): ChatMessage {
  return {
    id: row.id,
    threadId: row.thread_id,
    version: row.version,
    senderType: row.sender_type,
    senderId: row.sender_id,
    senderName: row.sender_name,
    content: row.content,
    replyTo: row.reply_to,
    flagged: row.flagged,
    createdAt: iso(row.created_at),
    sources: row.sources ?? [],
  };
}

/** Messages after a stream version, oldest first: the catch-up read. */
export async function listMessageViews(db: Kysely<Database>, threadId: number, after = 0, limit = 500): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('thread_id', '=', threadId)
    .where('version', '>', after)
    .orderBy('version')
    .limit(limit)
    .execute();
  return rows.map(toChatMessage);
}

export async function findMessageViews(db: Kysely<Database>, ids: readonly string[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).orderBy('version').execute();
  return rows.map(toChatMessage);
}

export async function findMessage(db: Kysely<Database>, messageId: string) {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', messageId).executeTakeFirst();
}

export async function findTutorReply(db: Kysely<Database>, messageId: string) {
  return db.selectFrom('chat_messages').selectAll().where('reply_to', '=', messageId).where('sender_type', '=', 'ai').executeTakeFirst();
}

/** How many messages of the conversation, up to the question, the tutor reads before answering. */
export const TUTOR_HISTORY_LIMIT = 20;

/**
 * What the tutor needs of a message it is asked to answer, in one round trip: the message, its
 * sender's first name, the id of the tutor's reply when one exists already, and the conversation up
 * to and with the message (its last `historyLimit` messages, oldest first). Asked for every reply,
 * so with `prepared` (the workers' connection) it is kept prepared: its columns are named.
 */
export async function findQuestionToAnswer(db: Kysely<Database>, messageId: string, prepared?: Prepared, historyLimit = TUTOR_HISTORY_LIMIT) {
  const query = db
    .selectFrom('chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.sender_id')
    .select(['m.id', 'm.thread_id', 'm.sender_type', 'm.content', 'm.flagged', 'u.first_name as sender_first_name'])
    // The limits are written in: with them as parameters Postgres judged its one plan for every call
    // worse than planning each call afresh.
    .select((eb) =>
      eb.selectFrom('chat_messages as r').select('r.id').whereRef('r.reply_to', '=', 'm.id').where('r.sender_type', '=', sql.lit('ai')).limit(sql.lit(1)).as('reply_id'),
    )
    // The conversation the tutor reads before answering, up to this message, in the same read.
    .select(
      sql<{ sender_type: ChatMessagesTable['sender_type']; content: string }[]>`(
        select coalesce(json_agg(json_build_object('sender_type', h.sender_type, 'content', h.content) order by h.version), '[]')
        from (select sender_type, content, version from chat_messages where thread_id = m.thread_id and version <= m.version order by version desc limit ${sql.lit(Math.trunc(historyLimit))}) h
      )`.as('history'),
    )
    .where('m.id', '=', messageId);
  if (!prepared) return query.executeTakeFirst();
  const compiled = query.compile();
  const [row] = await prepared(`find-question-to-answer-${Math.trunc(historyLimit)}`, compiled, compiled.parameters);
  return row;
}

/** Student messages whose tutor reply failed and was not answered since. */
export async function listTutorFailures(db: Kysely<Database>, threadId: number): Promise<TutorFailure[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'reply_failed_version'])
    .where('thread_id', '=', threadId)
    .where('reply_state', '=', 'failed')
    .orderBy('version')
    .execute();
  return rows.map((r) => ({ threadId, replyTo: r.id, version: r.reply_failed_version ?? 0, message: TUTOR_FAILURE_MESSAGE }));
}

/** Today's Stats: what a teacher's students did in their conversations since a moment. */
export async function chatStatsForTeacher(db: Kysely<Database>, teacherId: number, since: Date): Promise<ChatStats> {
  const students = db.selectFrom('class_members as m').innerJoin('classes as c', 'c.id', 'm.class_id').select('m.student_id').where('c.teacher_id', '=', teacherId);
  const messages = await db
    .selectFrom('chat_messages as msg')
    .innerJoin('chat_threads as t', 't.id', 'msg.thread_id')
    .where('t.student_id', 'in', students)
    .where('msg.created_at', '>=', since)
    .select((eb) => [
      eb.fn.countAll<string>().as('messages'),
      eb.fn.count<string>('msg.id').filterWhere('msg.sender_type', '=', 'student').as('questions'),
      eb.fn.count<string>('t.student_id').filterWhere('msg.sender_type', '=', 'student').distinct().as('active_students'),
      eb.fn.count<string>('t.id').distinct().as('active_chats'),
    ])
    .executeTakeFirstOrThrow();
  const flagged = await db
    .selectFrom('chat_threads')
    .where('student_id', 'in', students)
    // An open flag, whether or not a teacher joined the chat: it stays until a teacher handles it.
    .where('flagged', '=', true)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const badges = await db
    .selectFrom('user_badges')
    .where('user_id', 'in', students)
    .where('earned_at', '>=', since)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    activeStudents: Number(messages.active_students),
    messages: Number(messages.messages),
    questions: Number(messages.questions),
    activeChats: Number(messages.active_chats),
    flaggedChats: Number(flagged.n),
    badgesEarned: Number(badges.n),
  };
}
