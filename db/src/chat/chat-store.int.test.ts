import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStream } from '../events/event-store';
import { connect } from '../client';
import { findThreadView } from '../queries/chat.queries';
import { buildClass, buildParent, buildStudent, buildTeacher, createTestDatabase, linkParent, type TestDatabase } from '../testing';
import { type NewChatEvent, threadStream } from './chat-events';
import { appendChatEvents, startChatThread } from './chat-store';
import { keepActivityIn } from '../activities/keep-activity';
import { lockLearner } from '../activities/lock-learner';

describe('appending to a chat thread', () => {
  let t: TestDatabase;
  let student: { id: number };
  const meta = { metadata: { actorId: null } };

  beforeAll(async () => {
    t = await createTestDatabase();
    student = await buildStudent(t.db);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const messagesCounted = async (userId: number) =>
    (await t.db.selectFrom('learner_counters').select('chat_messages').where('user_id', '=', userId).executeTakeFirst())?.chat_messages ?? 0;
  const message = (id: string) =>
    t.db.selectFrom('chat_messages').select(['sender_type', 'reply_to', 'flagged', 'reply_state', 'reply_failed_version']).where('id', '=', id).executeTakeFirstOrThrow();
  const thread = (id: number) =>
    t.db.selectFrom('chat_threads').select(['title', 'message_count', 'last_sender_type', 'last_preview', 'flagged']).where('id', '=', id).executeTakeFirstOrThrow();
  const requested = (messageId: string): NewChatEvent => ({ type: 'TutorReplyRequested', data: { messageId } });
  const question = (messageId: string, content: string): NewChatEvent => ({
    type: 'MessagePosted',
    data: { messageId, senderType: 'student', senderId: student.id, senderName: 'Ayelet', content, replyTo: null },
  });
  const reply = (to: string): NewChatEvent => ({
    type: 'MessagePosted',
    data: { messageId: `reply-${to}`, senderType: 'ai', senderId: null, senderName: 'Morah AI', content: 'Let us look together.', replyTo: to },
  });

  it('projects a student message and then the tutor reply to it, and counts only the student\'s message', async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'New chat with Morah', metadata: { actorId: student.id } });

    const renamed: NewChatEvent = { type: 'ThreadRenamed', data: { title: 'What is a mezuzah?' } };
    const before = await messagesCounted(student.id);
    await appendChatEvents(t.db, threadId, [question('m1', 'What is a mezuzah?'), renamed, requested('m1')], meta);
    expect(await message('m1')).toEqual({ sender_type: 'student', reply_to: null, flagged: false, reply_state: 'requested', reply_failed_version: null });
    expect(await thread(threadId)).toEqual({ title: 'What is a mezuzah?', message_count: 1, last_sender_type: 'student', last_preview: 'What is a mezuzah?', flagged: false });

    expect(await messagesCounted(student.id)).toBe(before + 1);
    await appendChatEvents(t.db, threadId, [reply('m1')], meta);
    expect(await message('reply-m1')).toMatchObject({ sender_type: 'ai', reply_to: 'm1', reply_state: null });
    expect(await message('m1')).toMatchObject({ reply_state: 'answered', reply_failed_version: null });
    expect(await thread(threadId)).toMatchObject({ message_count: 2, last_sender_type: 'ai', last_preview: 'Let us look together.' });
    // The tutor's reply is not the child's message.
    expect(await messagesCounted(student.id)).toBe(before + 1);
  });

  it('returns the thread as the append left it and who hears about it', async () => {
    const child = await buildStudent(t.db, { firstName: 'Noa', lastName: 'Levi' });
    const [teacherA, teacherB, parent] = await Promise.all([buildTeacher(t.db), buildTeacher(t.db), buildParent(t.db)]);
    const [classA, classB] = [await buildClass(t.db, teacherA.id, [child.id]), await buildClass(t.db, teacherB.id, [child.id])];
    await linkParent(t.db, parent.id, child.id);
    const started = await startChatThread(t.db, { studentId: child.id, title: 'New chat with Morah', metadata: { actorId: child.id } });
    expect(started.audience?.thread).toMatchObject({ studentName: 'Noa Levi', messageCount: 0, lastMessage: null });

    const { events, audience } = await appendChatEvents(t.db, started.threadId, [question('a1', 'Why is the sukkah outside?'), requested('a1')], meta);
    expect(audience?.thread).toEqual(await findThreadView(t.db, started.threadId));
    expect(audience?.thread).toMatchObject({ studentName: 'Noa Levi', messageCount: 1, version: events.at(-1)!.streamVersion, lastMessage: { senderType: 'student', preview: 'Why is the sukkah outside?' } });
    expect(audience?.classIds.sort()).toEqual([classA.id, classB.id].sort());
    expect(audience?.parentIds).toEqual([parent.id]);

    // Nothing appended, nobody to tell.
    expect(await appendChatEvents(t.db, started.threadId, [requested('a1')], { ...meta, precondition: async () => false })).toEqual({ events: [], audience: undefined });
  });

  it('refuses a second reply to one message whole: none of its events is stored', async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'New chat with Morah', metadata: { actorId: student.id } });
    await appendChatEvents(t.db, threadId, [question('d1', 'Why do we bless bread?'), requested('d1')], meta);
    await appendChatEvents(t.db, threadId, [reply('d1')], meta);
    const before = await readStream(t.db, threadStream(threadId));
    // A second job that got past its own check answers again: the one-reply index refuses it.
    const second = { ...reply('d1'), data: { ...reply('d1').data, messageId: 'reply-d1-again', content: 'Again!' } } as NewChatEvent;
    await expect(appendChatEvents(t.db, threadId, [second], meta)).rejects.toMatchObject({ code: '23505' });
    expect(await readStream(t.db, threadStream(threadId))).toEqual(before);
    expect(await thread(threadId)).toMatchObject({ message_count: 2, last_preview: 'Let us look together.' });
  });

  it('starts a thread with its first messages', async () => {
    const threadId = Number((await sql<{ id: string }>`select nextval('chat_thread_ids') as id`.execute(t.db)).rows[0]!.id);
    const started: NewChatEvent = { type: 'ThreadStarted', data: { threadId, studentId: student.id, title: 'Imported' } };
    await appendChatEvents(t.db, threadId, [started, question('s1', 'Who was Rashi?'), requested('s1'), reply('s1')], meta);
    expect(await thread(threadId)).toEqual({ title: 'Imported', message_count: 2, last_sender_type: 'ai', last_preview: 'Let us look together.', flagged: false });
    expect(await message('s1')).toMatchObject({ reply_state: 'answered' });
  });

  it('changes an older message twice in one batch as if the events came one by one', async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'Twice', metadata: { actorId: student.id } });
    await appendChatEvents(t.db, threadId, [question('o1', 'Is it Shabbat yet?'), requested('o1')], meta);

    const flagged: NewChatEvent = { type: 'MessageFlagged', data: { messageId: 'o1', categories: ['x'], screen: 'moderation' } };
    await appendChatEvents(t.db, threadId, [flagged, { type: 'TutorReplyFailed', data: { messageId: 'o1', reason: 'test' } }], meta);
    const failedAt = (await readStream(t.db, threadStream(threadId))).at(-1)!.streamVersion;
    expect(await message('o1')).toEqual({ sender_type: 'student', reply_to: null, flagged: true, reply_state: 'failed', reply_failed_version: failedAt });
    expect(await thread(threadId)).toMatchObject({ flagged: true, message_count: 1 });
    // A name the screen no longer uses is read as a category of today's, with its severity.
    expect(await t.db.selectFrom('safety_flags').select(['categories', 'severity', 'handled_at']).where('message_id', '=', 'o1').executeTakeFirst()).toEqual({
      categories: ['unkind'],
      severity: 'care',
      handled_at: null,
    });

    // A reply that came is not undone by a later failure notice.
    await appendChatEvents(t.db, threadId, [reply('o1')], meta);
    await appendChatEvents(t.db, threadId, [{ type: 'TutorReplyFailed', data: { messageId: 'o1', reason: 'late' } }], meta);
    expect(await message('o1')).toMatchObject({ reply_state: 'answered', reply_failed_version: null });
  });

  it("takes the thread's lock, then the learner's chat lock: while it waits for the thread, the learner's other thread is free", async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'New chat with Morah', metadata: { actorId: student.id } });
    const other = await startChatThread(t.db, { studentId: student.id, title: 'Another chat', metadata: { actorId: student.id } });
    let appending: Promise<unknown> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // Another writer of the thread holds its lock.
      await sql`select pg_advisory_xact_lock(hashtext(${threadStream(threadId)}))`.execute(trx);
      appending = appendChatEvents(t.db, threadId, [question('l1', 'What is a mitzvah?')], { ...meta, learner: student.id });
      await vi.waitUntil(
        async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'advisory'`.execute(t.db);
          return rows[0]!.n > 0;
        },
        { timeout: 60_000 },
      );
      // The waiting append holds nothing of the learner's: their message in another thread goes in.
      await appendChatEvents(t.db, other.threadId, [question('l2', 'What is a brachah?')], { ...meta, learner: student.id });
    });
    await appending;
    expect(await message('l1')).toMatchObject({ sender_type: 'student' });
    expect(await message('l2')).toMatchObject({ sender_type: 'student' });
  });

  it("appends a child's message while a payment of XP, a badge or a challenge holds the learner's row", async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'New chat with Morah', metadata: { actorId: student.id } });
    await t.db.transaction().execute(async (trx) => {
      // A badge job pays the learner: it holds their row until it commits.
      await lockLearner(trx, student.id);
      // The usual append (one call), and one through statements (a precondition), each with its activity.
      await appendChatEvents(t.db, threadId, [question('p1', 'Who was Devorah?'), requested('p1')], {
        ...meta,
        learner: student.id,
        withAppend: async (w) => void (await keepActivityIn(w, { userId: student.id, activityType: 'chat', durationSeconds: 0, timeZone: 'UTC' }, { amount: 5, dailyCap: 100 })),
      });
      await appendChatEvents(t.db, threadId, [question('p2', 'And Yael?')], { ...meta, learner: student.id, precondition: async () => true });
    });
    expect(await message('p1')).toMatchObject({ sender_type: 'student' });
    expect(await message('p2')).toMatchObject({ sender_type: 'student' });
  });

  it("keeps a child's words exactly as written, whatever they hold", async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'Words', metadata: { actorId: student.id } });
    const words = "It's Moshe's \\staff\\ \"quoted\" $$ $x$ '); drop table events; -- בְּרֵאשִׁית 🕎 \n\t end\\";
    // Through Morah's own connection, with a statement after the append, as a child's message has.
    const handle = await connect({ databaseUrl: t.url, poolMax: 1 });
    const { events } = await appendChatEvents(handle.db, threadId, [question('q1', words), requested('q1')], {
      metadata: { actorId: student.id, correlationId: "a'b" },
      learner: student.id,
      withAppend: async (trx) => void (await sql`select ${words}::text as same`.execute(trx)),
    }).finally(() => handle.close());
    expect(events[0]).toMatchObject({ type: 'MessagePosted', data: { content: words }, metadata: { actorId: student.id, correlationId: "a'b" } });
    const stored = await readStream(t.db, threadStream(threadId));
    expect(stored.at(-2)!.data).toMatchObject({ content: words });
    expect((await t.db.selectFrom('chat_messages').select('content').where('id', '=', 'q1').executeTakeFirstOrThrow()).content).toBe(words);
  });

  it('numbers the events of writers that waited for one another from the thread as the writer before left it', async () => {
    const learner = await buildStudent(t.db);
    const { threadId } = await startChatThread(t.db, { studentId: learner.id, title: 'Busy', metadata: { actorId: learner.id } });
    // Eight writers on eight connections; the first holds the thread while the others queue behind it.
    const handle = await connect({ databaseUrl: t.url, poolMax: 8 });
    try {
      // Each keeps a paid activity with its message, its statement going with the append's: the
      // cap (12, 5 a message) is read under the learner's lock, so the eight pay 12 in all.
      const paid: number[] = [];
      const writes = Array.from({ length: 8 }, (_, i) =>
        appendChatEvents(handle.db, threadId, [question(`w${i}`, `Question ${i}`), requested(`w${i}`)], {
          ...meta,
          learner: learner.id,
          withAppend: async (trx) => {
            const kept = await keepActivityIn(trx, { userId: learner.id, activityType: 'chat', durationSeconds: 0, timeZone: 'UTC' }, { amount: 5, dailyCap: 12 });
            if (kept.ok) paid.push(kept.activity.xp);
          },
        }),
      );
      const appended = await Promise.all(writes);
      // A writer turned away by a conflict tried again; only the paid amounts of committed tries count.
      const committed = await t.db.selectFrom('activities').select('xp_awarded').where('user_id', '=', learner.id).execute();
      expect(committed).toHaveLength(8);
      expect(committed.map((a) => a.xp_awarded).sort()).toEqual([0, 0, 0, 0, 0, 2, 5, 5]);
      expect(paid.length).toBeGreaterThanOrEqual(8);
      const versions = appended.flatMap((a) => a.events.map((e) => e.streamVersion)).sort((a, b) => a - b);
      // After ThreadStarted (1): 2 to 17, each once, with no writer turned away.
      expect(versions).toEqual(Array.from({ length: 16 }, (_, i) => i + 2));
      const stream = await readStream(t.db, threadStream(threadId));
      expect(stream.map((e) => e.streamVersion)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
      expect(await thread(threadId)).toMatchObject({ message_count: 8 });
      // Each writer's two events are its own, one after the other.
      for (const { events } of appended) expect(events[1]!.streamVersion).toBe(events[0]!.streamVersion + 1);
    } finally {
      await handle.close();
    }
  });

  it("keeps a child's activity with their message, in the append's transaction", async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'New chat with Morah', metadata: { actorId: student.id } });
    await appendChatEvents(t.db, threadId, [question('r1', 'Who was Moshe?'), requested('r1')], { ...meta, learner: student.id });
    expect(await message('r1')).toMatchObject({ sender_type: 'student', reply_to: null });
    let kept: unknown;
    await appendChatEvents(t.db, threadId, [question('r2', 'And Aharon?'), requested('r2')], {
      ...meta,
      learner: student.id,
      withAppend: async (trx) => {
        kept = await keepActivityIn(trx, { userId: student.id, activityType: 'chat', durationSeconds: 0, timeZone: 'UTC' }, { amount: 5, dailyCap: 100 });
      },
    });
    expect(kept).toMatchObject({ ok: true, activity: { xp: 5 } });
    expect(await message('r2')).toMatchObject({ sender_type: 'student', reply_to: null });
  });

  it("reads a guard in the append's transaction, and writes nothing (events, activity, projections) when it finds no row", async () => {
    const { threadId } = await startChatThread(t.db, { studentId: student.id, title: 'New chat with Morah', metadata: { actorId: student.id } });
    const handle = await connect({ databaseUrl: t.url, poolMax: 1 });
    const activities = async () => (await t.db.selectFrom('activities').select('id').where('user_id', '=', student.id).execute()).length;
    const guarded = (userId: number, messageId: string) =>
      appendChatEvents(handle.db, threadId, [question(messageId, 'Who was Miriam?'), requested(messageId)], {
        ...meta,
        learner: student.id,
        withAppend: async (trx) => {
          await keepActivityIn(trx, { userId: student.id, activityType: 'chat', durationSeconds: 0, timeZone: 'UTC' }, { amount: 5, dailyCap: 100 });
        },
        guard: { query: handle.db.selectFrom('users').select('id').where('id', '=', userId), refused: () => new Error('refused by the guard') },
      });
    try {
      const kept = await activities();
      await guarded(student.id, 'g1');
      expect(await message('g1')).toMatchObject({ sender_type: 'student' });
      expect(await activities()).toBe(kept + 1);
      await expect(guarded(-1, 'g2')).rejects.toThrow('refused by the guard');
      expect(await t.db.selectFrom('chat_messages').select('id').where('id', '=', 'g2').executeTakeFirst()).toBeUndefined();
      expect(await activities()).toBe(kept + 1);
      expect(await thread(threadId)).toMatchObject({ message_count: 1 });
      expect((await readStream(t.db, threadStream(threadId))).map((e) => e.type)).toEqual(['ThreadStarted', 'MessagePosted', 'TutorReplyRequested']);
    } finally {
      await handle.close();
    }
  });
});
