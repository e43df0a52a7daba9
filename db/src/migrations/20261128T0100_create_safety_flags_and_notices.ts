import { type Kysely, sql } from 'kysely';

/**
 * Safety flags that stay open until a teacher handles them, and notices kept for each grown-up until
 * they open them.
 *
 * `safety_flags` is a read model of the thread's `MessageFlagged` and `FlagHandled` events (rebuilt
 * with the chat's), one row per flagged message. `notices` is not a read model: whether a grown-up
 * opened a notice is theirs, not the thread's, so it is never rebuilt; it names its thread without a
 * foreign key for that reason, and goes with the child it is about.
 *
 * Flags stored before this migration are read into `safety_flags` here, with the category names and
 * severities of this moment (the screen's older names and the moderation service's); a thread's
 * `flagged` then means it has an open flag, so threads a teacher joined are flagged again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('safety_flags')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('categories', sql`text[]`, (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('urgent', 'high', 'care')`))
    .addColumn('screen', 'text', (c) => c.notNull().check(sql`screen in ('local', 'moderation')`))
    .addColumn('raised_at', 'timestamptz', (c) => c.notNull())
    .addColumn('handled_at', 'timestamptz')
    // No foreign key: the record of who handled a flag outlives the teacher's account.
    .addColumn('handled_by', 'integer')
    .addColumn('handled_by_name', 'text')
    .addColumn('note', 'text')
    .execute();
  await sql`create index safety_flags_open_by_student_idx on safety_flags (student_id, raised_at) where handled_at is null`.execute(db);
  await db.schema.createIndex('safety_flags_student_idx').on('safety_flags').columns(['student_id', 'raised_at']).execute();
  await db.schema.createIndex('safety_flags_thread_idx').on('safety_flags').column('thread_id').execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('safety-flag')`))
    // The child the notice is about: it goes with their account.
    .addColumn('student_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('thread_id', 'integer')
    .addColumn('message_id', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('opened_at', 'timestamptz')
    .addUniqueConstraint('notices_one_per_flag_unique', ['user_id', 'kind', 'message_id'])
    .execute();
  await db.schema.createIndex('notices_user_idx').on('notices').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('notices_message_idx').on('notices').column('message_id').execute();

  // The flags kept so far, one per message: its first flag's screen and time, the categories of all
  // its flags (read as this moment's names, in the order they came), the most pressing severity.
  await sql`
    insert into safety_flags (message_id, thread_id, student_id, categories, severity, screen, raised_at)
    with other_names (name, category) as (values
      ('violence', 'harm-others'), ('abuse', 'hurt'), ('bullying', 'bullied'), ('sexual', 'unsafe-touch'),
      ('sexual/minors', 'unsafe-touch'), ('harassment', 'unkind'), ('harassment/threatening', 'harm-others'),
      ('hate', 'unkind'), ('hate/threatening', 'harm-others'), ('illicit', 'unkind'), ('illicit/violent', 'harm-others'),
      ('violence/graphic', 'harm-others'), ('self-harm/intent', 'self-harm'), ('self-harm/instructions', 'self-harm')),
    flags as (
      select e.data ->> 'messageId' as message_id, e.stream_version, e.created_at, coalesce(e.data ->> 'screen', 'local') as screen,
        t.id as thread_id, t.student_id, e.data -> 'categories' as names
      from events e join chat_threads t on e.stream_id = 'thread-' || t.id
      where e.type = 'MessageFlagged'),
    named as (
      select f.message_id, case
          when c.name in ('hurt', 'bullied', 'unsafe-touch', 'neglect', 'stranger', 'self-harm', 'harm-others', 'unkind', 'personal-details') then c.name
          else coalesce(
            (select o.category from other_names o where o.name = c.name),
            (select o.category from other_names o where o.name = split_part(c.name, '/', 1)),
            'unkind') end as category,
        f.stream_version, c.n
      from flags f cross join lateral jsonb_array_elements_text(f.names) with ordinality as c(name, n)),
    merged as (
      select message_id, array_agg(category order by stream_version, n) as categories from (
        select distinct on (message_id, category) message_id, category, stream_version, n
        from named order by message_id, category, stream_version, n) firsts
      group by message_id)
    select distinct on (f.message_id)
      f.message_id, f.thread_id, f.student_id, coalesce(m.categories, '{}'),
      case
        when m.categories && array['hurt', 'bullied', 'unsafe-touch', 'neglect', 'self-harm'] then 'urgent'
        when m.categories && array['stranger', 'harm-others'] then 'high'
        else 'care' end,
      f.screen, f.created_at
    from flags f left join merged m on m.message_id = f.message_id
    order by f.message_id, f.stream_version`.execute(db);
  await sql`update chat_threads t set flagged = exists (select 1 from safety_flags f where f.thread_id = t.id and f.handled_at is null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notices').execute();
  await db.schema.dropTable('safety_flags').execute();
}
