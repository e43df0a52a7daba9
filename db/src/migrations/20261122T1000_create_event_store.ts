import { type Kysely, sql } from 'kysely';

/**
 * The append-only event store and the chat read models built from it.
 *
 * `position` orders events globally, but identity values are handed out before commit, so a reader
 * that pages by position alone could skip an event whose transaction commits late. Every row also
 * keeps the id of the transaction that wrote it; global readers only read below the oldest
 * transaction still running (`pg_snapshot_xmin`), ordered by (transaction_id, position).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('position', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transaction_id', sql`xid8`, (c) => c.notNull().defaultTo(sql`pg_current_xact_id()`))
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('stream_version', 'integer', (c) => c.notNull().check(sql`stream_version > 0`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('events_stream_version_unique', ['stream_id', 'stream_version'])
    .execute();
  await db.schema.createIndex('events_global_order_idx').on('events').columns(['transaction_id', 'position']).execute();

  // History is never rewritten: the database refuses it, whatever the code tries.
  await sql`
    create function events_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'events are append-only';
    end $$`.execute(db);
  await sql`
    create trigger events_append_only before update or delete on events
    for each statement execute function events_refuse_change()`.execute(db);

  // Thread ids are handed out before the thread's first event, so the event can carry its id.
  await sql`create sequence chat_thread_ids`.execute(db);

  await db.schema
    .createTable('chat_threads')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('teacher_joined', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('flagged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sender_type', 'text')
    .addColumn('last_preview', 'text')
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_threads_student_updated_idx').on('chat_threads').columns(['student_id', 'updated_at']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull().check(sql`sender_type in ('student', 'ai', 'teacher')`))
    .addColumn('sender_id', 'integer')
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('flagged', 'boolean', (c) => c.notNull().defaultTo(false))
    // For a student's message: requested, answered or failed (the tutor's reply to it).
    .addColumn('reply_state', 'text')
    .addColumn('reply_failed_version', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_thread_version_unique', ['thread_id', 'version'])
    .execute();
  // One tutor reply per student message, whatever retries or duplicate jobs do.
  await sql`create unique index chat_messages_one_reply_idx on chat_messages (reply_to) where sender_type = 'ai'`.execute(db);
  await db.schema.createIndex('chat_messages_sender_idx').on('chat_messages').columns(['sender_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_threads').execute();
  await sql`drop sequence chat_thread_ids`.execute(db);
  await db.schema.dropTable('events').execute();
  await sql`drop function events_refuse_change()`.execute(db);
}
