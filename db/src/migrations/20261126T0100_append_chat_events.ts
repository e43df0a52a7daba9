import { type Kysely, sql } from 'kysely';

/**
 * A chat append's locks and events as one database function, so the gateway and the workers reach
 * them in one round trip that goes with the transaction's `begin` (see `appendChatEvents`), while
 * Postgres plans the statements inside once per connection. The thread's lock comes first, then the
 * learner's row (when there is one), in the order `lockStreamThenLearner` takes them. A function
 * that is not `stable` reads with a fresh snapshot at each statement, so the thread's version is
 * read after the lock is held, as the writer before left it. Nothing is appended (no rows) when the
 * thread or the learner is missing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function append_chat_events(stream text, thread integer, learner integer, new_events jsonb, meta jsonb)
    returns setof events language plpgsql volatile as $$
    declare
      current_version integer;
    begin
      perform pg_advisory_xact_lock(hashtext(stream));
      select t.version into current_version from chat_threads t where t.id = thread;
      if not found then return; end if;
      if learner is not null then
        perform 1 from users u where u.id = learner for no key update;
        if not found then return; end if;
      end if;
      return query
        insert into events (stream_id, stream_version, type, data, metadata)
        select stream, current_version + e.n::integer, e.event->>'type', e.event->'data', meta
        from jsonb_array_elements(new_events) with ordinality as e(event, n)
        returning *;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function append_chat_events(text, integer, integer, jsonb, jsonb)`.execute(db);
}
