import { type Kysely, sql } from 'kysely';

/**
 * A learner's running totals, kept with the ledgers they count: every insert into (or delete from)
 * chat_messages, activities, game_results, quiz_attempts, parsha_verse_reads, challenge_progress and
 * streaks moves the learner's row of `learner_counters` in the same transaction, by trigger, so no
 * writer can forget it. Badge checks read this one row instead of counting a child's whole history.
 * A delete only ever updates (a learner being deleted is never given a row again).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('learner_counters')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('chat_messages', 'integer', (c) => c.notNull().defaultTo(0))
    // Coloring activities that paid XP (pages past the day's cap are kept but do not count).
    .addColumn('coloring_pages', 'integer', (c) => c.notNull().defaultTo(0))
    // Whole minutes of each study_time activity, summed.
    .addColumn('study_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('games_completed', 'integer', (c) => c.notNull().defaultTo(0))
    // Distinct quizzes attempted, and distinct verses read.
    .addColumn('quizzes_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parsha_verses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('challenges_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('longest_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Add to a learner's counters: a new row for a new learner, an update otherwise.
  await sql`
    create function learner_counters_add(learner integer, counter text, delta integer) returns void language plpgsql as $$
    begin
      if delta = 0 or learner is null then return; end if;
      if delta > 0 then
        execute format('insert into learner_counters as c (user_id, %1$I) values ($1, $2)
                        on conflict (user_id) do update set %1$I = c.%1$I + excluded.%1$I', counter) using learner, delta;
      else
        execute format('update learner_counters set %1$I = %1$I + $2 where user_id = $1', counter) using learner, delta;
      end if;
    end $$`.execute(db);

  // Take the learner's counters row first (creating it for an insert), so counting a distinct item
  // waits for any other transaction counting for the same learner and then sees what it committed.
  await sql`
    create function learner_counters_lock(learner integer, create_row boolean) returns void language plpgsql as $$
    begin
      if create_row then
        insert into learner_counters (user_id) values (learner) on conflict (user_id) do update set user_id = excluded.user_id;
      else
        perform 1 from learner_counters where user_id = learner for update;
      end if;
    end $$`.execute(db);

  await sql`
    create function learner_counters_chat_messages() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.sender_type = 'student' then perform learner_counters_add(new.sender_id, 'chat_messages', 1); end if;
      if tg_op = 'DELETE' and old.sender_type = 'student' then perform learner_counters_add(old.sender_id, 'chat_messages', -1); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger learner_counters_chat_messages after insert or delete on chat_messages
    for each row execute function learner_counters_chat_messages()`.execute(db);

  await sql`
    create function learner_counters_activities() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        if old.activity_type = 'coloring' and old.xp_awarded > 0 then perform learner_counters_add(old.user_id, 'coloring_pages', -1); end if;
        if old.activity_type = 'study_time' then perform learner_counters_add(old.user_id, 'study_minutes', -(old.duration_seconds / 60)); end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        if new.activity_type = 'coloring' and new.xp_awarded > 0 then perform learner_counters_add(new.user_id, 'coloring_pages', 1); end if;
        if new.activity_type = 'study_time' then perform learner_counters_add(new.user_id, 'study_minutes', new.duration_seconds / 60); end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger learner_counters_activities after insert or delete or update of activity_type, xp_awarded, duration_seconds, user_id on activities
    for each row execute function learner_counters_activities()`.execute(db);

  await sql`
    create function learner_counters_game_results() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then perform learner_counters_add(new.user_id, 'games_completed', 1);
      else perform learner_counters_add(old.user_id, 'games_completed', -1); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger learner_counters_game_results after insert or delete on game_results
    for each row execute function learner_counters_game_results()`.execute(db);

  // A quiz counts once however often it is taken, a verse once whichever days it was read on: only
  // the first row of an item adds, only the last one removed subtracts (one statement writes one
  // attempt, or one day's reads).
  await sql`
    create function learner_counters_distinct() returns trigger language plpgsql as $$
    declare
      r record;
      others boolean;
    begin
      if tg_op = 'INSERT' then r := new; else r := old; end if;
      perform learner_counters_lock(r.user_id, tg_op = 'INSERT');
      if tg_table_name = 'quiz_attempts' then
        others := exists (select 1 from quiz_attempts q where q.quiz_id = r.quiz_id and q.user_id = r.user_id and q.id <> r.id);
      else
        others := exists (select 1 from parsha_verse_reads v where v.user_id = r.user_id and v.book = r.book and v.chapter = r.chapter and v.verse = r.verse and v.day <> r.day);
      end if;
      if not others then perform learner_counters_add(r.user_id, tg_argv[0], case when tg_op = 'INSERT' then 1 else -1 end); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger learner_counters_quiz_attempts after insert or delete on quiz_attempts
    for each row execute function learner_counters_distinct('quizzes_completed')`.execute(db);
  await sql`create trigger learner_counters_parsha_verse_reads after insert or delete on parsha_verse_reads
    for each row execute function learner_counters_distinct('parsha_verses')`.execute(db);

  await sql`
    create function learner_counters_challenge_progress() returns trigger language plpgsql as $$
    declare
      was integer := case when tg_op in ('UPDATE', 'DELETE') and old.completed_at is not null then 1 else 0 end;
      now_done integer := case when tg_op in ('UPDATE', 'INSERT') and new.completed_at is not null then 1 else 0 end;
    begin
      perform learner_counters_add(coalesce(new.user_id, old.user_id), 'challenges_completed', now_done - was);
      return null;
    end $$`.execute(db);
  await sql`create trigger learner_counters_challenge_progress after insert or delete or update of completed_at on challenge_progress
    for each row execute function learner_counters_challenge_progress()`.execute(db);

  // The longest streak of any kind: a streak row changes rarely (a check-in), so it is read again whole.
  await sql`
    create function learner_counters_streaks() returns trigger language plpgsql as $$
    declare
      learner integer := coalesce(new.user_id, old.user_id);
      longest integer := (select coalesce(max(s.longest), 0) from streaks s where s.user_id = learner);
    begin
      if tg_op = 'DELETE' then
        update learner_counters set longest_streak = longest where user_id = learner;
      else
        insert into learner_counters as c (user_id, longest_streak) values (learner, longest)
        on conflict (user_id) do update set longest_streak = excluded.longest_streak;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger learner_counters_streaks after insert or delete or update of longest on streaks
    for each row execute function learner_counters_streaks()`.execute(db);

  // A day's games by time (the daily challenges read one day, not a child's every game).
  await db.schema.createIndex('game_results_user_created_idx').on('game_results').columns(['user_id', 'created_at']).execute();

  // What the ledgers hold already.
  await sql`
    insert into learner_counters (user_id, chat_messages, coloring_pages, study_minutes, games_completed, quizzes_completed, parsha_verses, challenges_completed, longest_streak)
    select u.id,
      (select count(*) from chat_messages m where m.sender_id = u.id and m.sender_type = 'student'),
      (select count(*) from activities a where a.user_id = u.id and a.activity_type = 'coloring' and a.xp_awarded > 0),
      (select coalesce(sum(a.duration_seconds / 60), 0) from activities a where a.user_id = u.id and a.activity_type = 'study_time'),
      (select count(*) from game_results g where g.user_id = u.id),
      (select count(distinct q.quiz_id) from quiz_attempts q where q.user_id = u.id),
      (select count(distinct (v.book, v.chapter, v.verse)) from parsha_verse_reads v where v.user_id = u.id),
      (select count(*) from challenge_progress c where c.user_id = u.id and c.completed_at is not null),
      (select coalesce(max(s.longest), 0) from streaks s where s.user_id = u.id)
    from users u where u.role = 'student'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['chat_messages', 'activities', 'game_results', 'quiz_attempts', 'parsha_verse_reads', 'challenge_progress', 'streaks']) {
    await sql`drop trigger ${sql.raw(`learner_counters_${table}`)} on ${sql.table(table)}`.execute(db);
    if (table !== 'quiz_attempts' && table !== 'parsha_verse_reads') await sql`drop function ${sql.raw(`learner_counters_${table}`)}()`.execute(db);
  }
  await sql`drop function learner_counters_distinct()`.execute(db);
  await sql`drop function learner_counters_lock(integer, boolean)`.execute(db);
  await sql`drop function learner_counters_add(integer, text, integer)`.execute(db);
  await db.schema.dropTable('learner_counters').execute();
  await db.schema.dropIndex('game_results_user_created_idx').execute();
}
