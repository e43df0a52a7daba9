import { type Kysely, sql } from 'kysely';

/**
 * Privacy: a separate, audited path that removes whole event streams (old conversations, a deleted
 * child's), a child's data exports and account deletions.
 *
 * The event store stays append-only for the application: the trigger still refuses every update
 * and delete, except one made by the role `morah_event_eraser`. Nobody signs in as that role; it
 * only owns `remove_event_streams`, a SECURITY DEFINER function that deletes the streams it is
 * given (each under the same lock chat writers take), skips a stream that has an event newer than
 * the cutoff it is given, and writes what it removed to `event_removals`, which nobody may change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Roles belong to the whole Postgres server: another database may have made it already.
  await sql`
    do $$ begin
      create role morah_event_eraser nologin;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);

  await db.schema
    .createTable('event_removals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('retention', 'account_deletion')`))
    .addColumn('stream_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('events_removed', 'integer', (c) => c.notNull())
    // Who asked, as the application tells it (a user id for a deletion, the scheduler for retention).
    .addColumn('requested_by', 'text', (c) => c.notNull())
    // The database user whose session called the function.
    .addColumn('database_user', 'text', (c) => c.notNull().defaultTo(sql`session_user`))
    .addColumn('removed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function event_removals_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the removal audit is append-only';
    end $$`.execute(db);
  await sql`
    create trigger event_removals_append_only before update or delete or truncate on event_removals
    for each statement execute function event_removals_refuse_change()`.execute(db);

  // Deletes are refused unless made through remove_event_streams (which runs as the eraser role).
  await sql`
    create or replace function events_refuse_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_user = 'morah_event_eraser' then
        return null;
      end if;
      raise exception 'events are append-only';
    end $$`.execute(db);

  await sql`
    create function remove_event_streams(p_stream_ids text[], p_reason text, p_requested_by text, p_untouched_since timestamptz)
    returns table (stream_id text, events_removed integer)
    language plpgsql security definer set search_path = public, pg_temp as $$
    declare
      s text;
      n integer;
      removed text[] := '{}';
      total integer := 0;
    begin
      foreach s in array coalesce(p_stream_ids, '{}') loop
        -- The lock every chat writer takes first: no message lands in a stream while it goes.
        perform pg_advisory_xact_lock(hashtext(s));
        if p_untouched_since is not null
           and exists (select 1 from events e where e.stream_id = s and e.created_at >= p_untouched_since) then
          continue;
        end if;
        delete from events e where e.stream_id = s;
        get diagnostics n = row_count;
        if n > 0 then
          removed := removed || s;
          total := total + n;
          stream_id := s;
          events_removed := n;
          return next;
        end if;
      end loop;
      if total > 0 then
        insert into event_removals (reason, stream_ids, events_removed, requested_by)
        values (p_reason, removed, total, p_requested_by);
      end if;
    end $$`.execute(db);

  await sql`grant usage, create on schema public to morah_event_eraser`.execute(db);
  await sql`grant select, delete on events to morah_event_eraser`.execute(db);
  await sql`grant insert on event_removals to morah_event_eraser`.execute(db);
  await sql`alter function remove_event_streams(text[], text, text, timestamptz) owner to morah_event_eraser`.execute(db);
  await sql`revoke all on function remove_event_streams(text[], text, text, timestamptz) from public`.execute(db);
  await sql`grant execute on function remove_event_streams(text[], text, text, timestamptz) to current_user`.execute(db);

  // Retention looks for conversations by the time of their last event.
  await db.schema.createIndex('chat_threads_updated_idx').on('chat_threads').column('updated_at').execute();

  await db.schema
    .createTable('data_exports')
    // Random and unguessable: the download link names it.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('child_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('building').check(sql`status in ('building', 'ready', 'failed')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file', 'bytea')
    .addColumn('size_bytes', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('data_exports_child_idx').on('data_exports').columns(['child_id', 'created_at']).execute();

  await db.schema
    .createTable('account_deletions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Set null when the child's row goes: what is left names no one.
    .addColumn('child_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'done')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
  await db.schema.dropTable('data_exports').execute();
  await db.schema.dropIndex('chat_threads_updated_idx').execute();
  await sql`drop function remove_event_streams(text[], text, text, timestamptz)`.execute(db);
  await sql`
    create or replace function events_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'events are append-only';
    end $$`.execute(db);
  await db.schema.dropTable('event_removals').execute();
  await sql`drop function event_removals_refuse_change()`.execute(db);
  await sql`revoke all on schema public from morah_event_eraser`.execute(db);
  await sql`revoke all on events from morah_event_eraser`.execute(db);
}
