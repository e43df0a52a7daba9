import { type Kysely, sql } from 'kysely';

/**
 * The usual chat append (a student's message, the tutor's reply) as one call, so it is one round
 * trip and one transaction of its own: no `begin` and `commit` trips, and Postgres plans the
 * statements inside once per connection. What is written is decided in TypeScript (see
 * `appendChatInOneCall`): the events, the read models' rows, the counters' moves, the pay schedule
 * and the jobs. This function only puts them in order and fills in what the database hands out: the
 * events' versions and positions, the time, the activity's id and pay.
 *
 * In order: the writer's sign-in (when given) must still be live; the thread's lock, the learner's
 * row and the events (`append_chat_events`); the messages' rows and the older messages' reply
 * states; the learner's counters; the activity, paid by the schedule after what its kind paid on the
 * learner's day; the thread's row, returned with who hears of it; the jobs (written as handed over,
 * due for the relay's first check); the job this write finishes, marked done. Nothing is written
 * when the sign-in is over or the thread or the learner is missing (the answer says which).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function append_chat(
      p_session text, p_stream text, p_thread integer, p_learner integer, p_events jsonb, p_meta jsonb,
      p_messages jsonb, p_replies jsonb, p_counters jsonb, p_thread_patch jsonb,
      p_activity jsonb, p_jobs jsonb, p_first_check integer, p_done_job text)
    returns jsonb language plpgsql volatile as $$
    declare
      appended jsonb;
      base integer;
      kept_id integer;
      kept_xp integer;
      thread_row jsonb;
      written jsonb;
    begin
      if p_session is not null and not exists (select 1 from sessions s where s.sid = p_session and s.expires_at > now()) then
        return jsonb_build_object('refused', 'session');
      end if;

      select coalesce(jsonb_agg(jsonb_build_object('position', e.position, 'transaction_id', e.transaction_id::text, 'stream_id', e.stream_id,
          'stream_version', e.stream_version, 'type', e.type, 'data', e.data, 'metadata', e.metadata, 'created_at', e.created_at) order by e.stream_version), '[]'::jsonb)
        into appended
        from append_chat_events(p_stream, p_thread, p_learner, p_events, p_meta) e;
      if jsonb_array_length(appended) = 0 then
        return jsonb_build_object('missing', true);
      end if;
      -- The events are numbered after the thread's version: the rows below count from it too.
      base := (appended->0->>'stream_version')::integer - 1;

      insert into chat_messages (id, thread_id, version, sender_type, sender_id, sender_name, content, reply_to, sources, flagged, reply_state, created_at)
        select m.id, p_thread, base + m.version, m.sender_type, m.sender_id, m.sender_name, m.content, m.reply_to,
          coalesce(m.sources, '[]'::jsonb), coalesce(m.flagged, false), m.reply_state, now()
        from jsonb_to_recordset(p_messages) as m(id text, version integer, sender_type text, sender_id integer, sender_name text,
          content text, reply_to text, sources jsonb, flagged boolean, reply_state text);

      -- A reply that came is not undone by a later request.
      update chat_messages m set reply_state = r.state, reply_failed_version = null
        from jsonb_to_recordset(p_replies) as r(id text, state text)
        where m.id = r.id and (r.state = 'answered' or m.reply_state is null or m.reply_state <> 'answered');

      insert into learner_counters as c (user_id, chat_messages)
        select n.learner, n.added from jsonb_to_recordset(p_counters) as n(learner integer, added integer)
        on conflict (user_id) do update set chat_messages = c.chat_messages + excluded.chat_messages;

      if p_activity is not null then
        insert into activities (user_id, activity_type, duration_seconds, xp_awarded, created_at)
          select p_learner, p_activity->>'type', 0, coalesce((p_activity->'pay'->>paid.total)::integer, (p_activity->>'pastCap')::integer), clock_timestamp()
          from (select coalesce((select s.time_zone from streaks s where s.user_id = p_learner and s.streak_type = 'daily_login'), p_activity->>'defaultZone') as zone offset 0) as learner
          cross join lateral (select coalesce(sum(a.xp_awarded), 0)::integer as total from activities a
            where a.user_id = p_learner and a.activity_type = p_activity->>'type'
              and a.created_at >= ((clock_timestamp() at time zone learner.zone)::date)::timestamp at time zone learner.zone
              and a.created_at < (((clock_timestamp() at time zone learner.zone)::date) + 1)::timestamp at time zone learner.zone) as paid
          returning id, xp_awarded into kept_id, kept_xp;
      end if;

      update chat_threads t set
          version = base + (p_thread_patch->>'version')::integer,
          updated_at = now(),
          message_count = t.message_count + coalesce((p_thread_patch->>'posted')::integer, 0),
          last_sender_type = case when p_thread_patch ? 'last_sender_type' then p_thread_patch->>'last_sender_type' else t.last_sender_type end,
          last_preview = case when p_thread_patch ? 'last_preview' then p_thread_patch->>'last_preview' else t.last_preview end,
          last_message_at = case when p_thread_patch ? 'last_message_at' then now() else t.last_message_at end,
          title = case when p_thread_patch ? 'title' then p_thread_patch->>'title' else t.title end
        where t.id = p_thread
        returning to_jsonb(t) || jsonb_build_object(
          'student_name', (select u.first_name || ' ' || u.last_name from users u where u.id = t.student_id),
          'class_ids', array(select m.class_id from class_members m where m.student_id = t.student_id),
          'parent_ids', array(select p.parent_id from parent_links p where p.student_id = t.student_id))
        into thread_row;

      -- A job may take what was handed out above: the position of the batch's event of a type
      -- ('position'), or the kept activity's id ('activity'), which its id and a payload field end with.
      with jobs as (
        select j.name, j.request_id,
          j.id_prefix || coalesce(
            case j.fill when 'position' then (select (e->>'position') from jsonb_array_elements(appended) e where e->>'type' = j.event_type limit 1)
                        when 'activity' then kept_id::text end, '') as job_id,
          j.payload || case j.fill
            when 'position' then jsonb_build_object(j.field, (select (e->'position') from jsonb_array_elements(appended) e where e->>'type' = j.event_type limit 1))
            when 'activity' then jsonb_build_object(j.field, j.field_prefix || kept_id::text) || case when j.pay_field is null then '{}'::jsonb else jsonb_build_object(j.pay_field, kept_xp) end
            else '{}'::jsonb end as payload
        from jsonb_to_recordset(p_jobs) as j(name text, request_id text, payload jsonb, id_prefix text, fill text, event_type text, field text, field_prefix text, pay_field text, paid boolean)
        -- A job for the activity may follow only a paid one, or only one that paid nothing.
        where j.fill is distinct from 'activity' or (kept_id is not null and (j.paid is null or j.paid = (kept_xp > 0)))
      ), inserted as (
        insert into job_outbox (job_id, name, payload, request_id, deliveries, due_at)
          select jobs.job_id, jobs.name, jobs.payload, jobs.request_id, 1, now() + make_interval(secs => p_first_check) from jobs
          on conflict (job_id) do nothing
          returning job_outbox.job_id, job_outbox.name, job_outbox.payload, job_outbox.request_id
      )
      select coalesce(jsonb_agg(to_jsonb(inserted)), '[]'::jsonb) into written from inserted;

      if p_done_job is not null then
        update job_outbox set done_at = now() where job_id = p_done_job and done_at is null;
      end if;

      return jsonb_build_object('events', appended, 'thread', thread_row, 'jobs', written,
        'activity', case when kept_id is null then null else jsonb_build_object('id', kept_id, 'xp', kept_xp) end);
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function append_chat(text, text, integer, integer, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, integer, text)`.execute(db);
}
