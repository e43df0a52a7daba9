import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../client';
import { jobTakingActivity, jobTakingPosition } from '../outbox/follow-up-jobs';
import { rebuildChatProjections } from './rebuild-projections';
import type { Database } from '../schema';
import { buildClass, buildParent, buildStudent, buildTeacher, copyMigratedEmbedded, createTestDatabase, linkParent } from '../testing';
import { messageFlagged, type NewChatEvent } from './chat-events';
import { appendChat, type ChatAppendOptions, NoThreadToAppendError, startChatThread } from './chat-store';

/** The databases Morah runs on: Postgres, and the embedded one (`pnpm start`). */
const databases: [string, () => Promise<{ db: Kysely<Database>; close(): Promise<void> }>][] = [
  ['Postgres', async () => {
    const t = await createTestDatabase();
    return { db: t.db, close: () => t.drop() };
  }],
  ['the embedded database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'morah-append-chat-'));
    const handle: DbHandle = await connect({ dataDir: await copyMigratedEmbedded(dir) });
    return { db: handle.db, close: async () => { await handle.close(); rmSync(dir, { recursive: true, force: true }); } };
  }],
];

describe.each(databases)('a chat append in one call, on %s', (_name, open) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  }, 180_000);
  afterAll(async () => {
    await close?.();
  });

  const question = (studentId: number, messageId: string, content: string): NewChatEvent => ({
    type: 'MessagePosted',
    data: { messageId, senderType: 'student', senderId: studentId, senderName: 'Noa Levi', content, replyTo: null },
  });
  const requested = (messageId: string): NewChatEvent => ({ type: 'TutorReplyRequested', data: { messageId } });
  const reply = (to: string): NewChatEvent => ({
    type: 'MessagePosted',
    data: { messageId: `reply-${to}`, senderType: 'ai', senderId: null, senderName: 'Morah AI', content: 'Let us look together.', replyTo: to },
  });
  /** A student's message as the gateway writes it: the activity, the tutor's job and the XP job that follow. */
  const asked = (studentId: number, threadId: number, messageId: string): ChatAppendOptions => ({
    metadata: { actorId: studentId },
    learner: studentId,
    activity: { activityType: 'chat', pay: { amount: 2, dailyCap: 3 } },
    jobs: [
      jobTakingPosition('tutor.reply', { threadId, messageId }, 'requestPosition', 'TutorReplyRequested'),
      jobTakingActivity('xp.award', { userId: studentId, reason: 'chat' }, { field: 'sourceId', prefix: 'activity-', payField: 'amount', paid: true }),
      jobTakingActivity('gamification.apply', { userId: studentId }, { field: 'sourceId', prefix: 'activity-', paid: false }),
    ],
  });
  const outbox = (db: Kysely<Database>, ids: string[]) =>
    db.selectFrom('job_outbox').select(['job_id', 'name', 'payload', 'deliveries', 'done_at']).where('job_id', 'in', ids).orderBy('job_id').execute();

  it('writes the message, its read models, its activity within the cap and the jobs that follow, and answers who hears of it', async () => {
    const child = await buildStudent(db, { firstName: 'Noa', lastName: 'Levi' });
    const teacher = await buildTeacher(db);
    const parent = await buildParent(db);
    const klass = await buildClass(db, teacher.id, [child.id]);
    await linkParent(db, parent.id, child.id);
    const { threadId } = await startChatThread(db, { studentId: child.id, title: 'New chat with Morah', metadata: { actorId: child.id } });

    const first = await appendChat(db, threadId, [question(child.id, 'q1', 'What is a mezuzah?'), { type: 'ThreadRenamed', data: { title: 'What is a mezuzah?' } }, requested('q1')], asked(child.id, threadId, 'q1'));
    expect(first.events.map((e) => [e.type, e.streamVersion])).toEqual([['MessagePosted', 2], ['ThreadRenamed', 3], ['TutorReplyRequested', 4]]);
    expect(first.audience).toMatchObject({ classIds: [klass.id], parentIds: [parent.id], thread: { studentName: 'Noa Levi', title: 'What is a mezuzah?', messageCount: 1, version: 4, lastMessage: { senderType: 'student', preview: 'What is a mezuzah?' } } });
    expect(first.activity?.xp).toBe(2);
    const request = first.events[2]!;
    expect(first.jobs.map((j) => [j.name, j.payload])).toEqual(
      expect.arrayContaining([
        ['tutor.reply', { threadId, messageId: 'q1', requestPosition: request.position }],
        ['xp.award', { userId: child.id, sourceId: `activity-${first.activity!.id}`, amount: 2, reason: 'chat' }],
      ]),
    );
    expect(first.jobs).toHaveLength(2);
    expect(await outbox(db, [`tutor-reply-${request.position}`, `xp-award-activity-${first.activity!.id}`])).toHaveLength(2);
    const message = await db.selectFrom('chat_messages').selectAll().where('id', '=', 'q1').executeTakeFirstOrThrow();
    expect(message).toMatchObject({ thread_id: threadId, version: 2, sender_type: 'student', flagged: false, reply_state: 'requested', sources: [] });
    expect(new Date(message.created_at).getTime()).toBe(request.createdAt.getTime());

    // The day's cap (3) leaves 1 for the next message, then nothing: that one's job is the judging's.
    const second = await appendChat(db, threadId, [question(child.id, 'q2', 'And the shema?'), requested('q2')], asked(child.id, threadId, 'q2'));
    expect(second.activity?.xp).toBe(1);
    const third = await appendChat(db, threadId, [question(child.id, 'q3', 'And the tefillin?'), requested('q3')], asked(child.id, threadId, 'q3'));
    expect(third.activity?.xp).toBe(0);
    expect(third.jobs.map((j) => j.name).sort()).toEqual(['gamification.apply', 'tutor.reply']);
    expect((await db.selectFrom('learner_counters').select('chat_messages').where('user_id', '=', child.id).executeTakeFirstOrThrow()).chat_messages).toBe(3);

    // The tutor's reply marks its job done with it, and the question answered.
    const replyJob = `tutor-reply-${request.position}`;
    const replied = await appendChat(db, threadId, [reply('q1')], { metadata: { actorId: null }, done: replyJob });
    expect(replied.audience?.thread).toMatchObject({ messageCount: 4, lastMessage: { senderType: 'ai' } });
    expect((await db.selectFrom('chat_messages').select('reply_state').where('id', '=', 'q1').executeTakeFirstOrThrow()).reply_state).toBe('answered');
    expect((await outbox(db, [replyJob]))[0]!.done_at).not.toBeNull();
    // A second reply to the same message is refused whole.
    await expect(appendChat(db, threadId, [reply('q1')], { metadata: { actorId: null } })).rejects.toMatchObject({ code: '23505' });
    expect((await db.selectFrom('chat_threads').select('version').where('id', '=', threadId).executeTakeFirstOrThrow()).version).toBe(replied.events[0]!.streamVersion);

    // The read models the one call wrote are the ones the events give when rebuilt.
    const readModels = async () => ({
      messages: await db.selectFrom('chat_messages').selectAll().where('thread_id', '=', threadId).orderBy('version').execute(),
      thread: await db.selectFrom('chat_threads').selectAll().where('id', '=', threadId).executeTakeFirstOrThrow(),
    });
    const written = await readModels();
    await rebuildChatProjections(db);
    expect(await readModels()).toEqual(written);
  });

  it("pays a child writing in several threads at once within the chat's day cap, in the one call and in statements alike", async () => {
    const child = await buildStudent(db);
    const threads = await Promise.all(Array.from({ length: 6 }, (_, i) => startChatThread(db, { studentId: child.id, title: `Chat ${i}`, metadata: { actorId: child.id } })));
    const appended = await Promise.all(
      threads.map(({ threadId }, i) => {
        const id = `m${i}`;
        // Every other message is flagged, so it is written as statements.
        const events = i % 2 ? [question(child.id, id, 'I feel sad'), messageFlagged(id, ['self-harm'], 'local'), requested(id)] : [question(child.id, id, 'Who was Rivka?'), requested(id)];
        return appendChat(db, threadId, events, asked(child.id, threadId, id));
      }),
    );
    // Two a message, three a day: whatever the order, the day pays 3 in all.
    expect(appended.map((a) => a.activity?.xp ?? 0).reduce((a, b) => a + b, 0)).toBe(3);
    const kept = await db.selectFrom('activities').select('xp_awarded').where('user_id', '=', child.id).execute();
    expect(kept.map((a) => a.xp_awarded).sort()).toEqual([0, 0, 0, 0, 1, 2]);
    expect((await db.selectFrom('learner_counters').select('chat_messages').where('user_id', '=', child.id).executeTakeFirstOrThrow()).chat_messages).toBe(6);
  });

  it('writes a teacher\'s message, which moves no learner\'s counters and keeps no activity', async () => {
    const child = await buildStudent(db);
    const teacher = await buildTeacher(db);
    const { threadId } = await startChatThread(db, { studentId: child.id, title: 'New chat with Morah', metadata: { actorId: child.id } });
    const said: NewChatEvent = { type: 'MessagePosted', data: { messageId: 't1', senderType: 'teacher', senderId: teacher.id, senderName: 'Mrs Cohen', content: 'Lovely question.', replyTo: null } };
    const appended = await appendChat(db, threadId, [said], { metadata: { actorId: teacher.id } });
    expect(appended).toMatchObject({ jobs: [], audience: { thread: { messageCount: 1, lastMessage: { senderType: 'teacher' } } } });
    expect(appended.activity).toBeUndefined();
    // Joining and speaking at once is written as statements: the same answer.
    const other = await buildTeacher(db);
    const joined = await appendChat(db, threadId, [{ type: 'TeacherJoined', data: { teacherId: other.id, teacherName: 'Mr Katz' } }, { ...said, data: { ...said.data, messageId: 't2', senderId: other.id } }], { metadata: { actorId: other.id } });
    expect(joined).toMatchObject({ jobs: [], audience: { thread: { messageCount: 2, teacherJoined: true } } });
  });

  it('writes nothing when the sign-in is over or the thread is gone', async () => {
    const child = await buildStudent(db);
    const { threadId } = await startChatThread(db, { studentId: child.id, title: 'New chat with Morah', metadata: { actorId: child.id } });
    await db.insertInto('sessions').values({ sid: 'over', data: '{}', expires_at: new Date(Date.now() - 1000) }).execute();
    const refused = new Error('signed out');
    const options = { ...asked(child.id, threadId, 's1'), session: { id: 'over', refused: () => refused } };
    await expect(appendChat(db, threadId, [question(child.id, 's1', 'Hello?'), requested('s1')], options)).rejects.toBe(refused);
    await expect(appendChat(db, 987_654, [question(child.id, 's2', 'Hello?'), requested('s2')], asked(child.id, 987_654, 's2'))).rejects.toBeInstanceOf(NoThreadToAppendError);
    expect(await db.selectFrom('chat_messages').select('id').where('id', 'in', ['s1', 's2']).execute()).toEqual([]);
    expect(await db.selectFrom('activities').select('id').where('user_id', '=', child.id).execute()).toEqual([]);

    await db.insertInto('sessions').values({ sid: 'live', data: '{}', expires_at: new Date(Date.now() + 60_000) }).execute();
    const posted = await appendChat(db, threadId, [question(child.id, 's3', 'Hello?'), requested('s3')], { ...options, session: { id: 'live', refused: () => refused } });
    expect(posted.events).toHaveLength(2);
  });

  it('writes a flagged message as statements, with the same activity and jobs', async () => {
    const child = await buildStudent(db);
    const { threadId } = await startChatThread(db, { studentId: child.id, title: 'New chat with Morah', metadata: { actorId: child.id } });
    const flagged = messageFlagged('f1', ['self-harm'], 'local');
    const appended = await appendChat(db, threadId, [question(child.id, 'f1', 'I feel sad'), flagged, requested('f1')], asked(child.id, threadId, 'f1'));
    expect(appended.audience?.thread).toMatchObject({ flagged: true, messageCount: 1 });
    expect(appended.activity?.xp).toBe(2);
    expect(appended.jobs.map((j) => j.name).sort()).toEqual(['tutor.reply', 'xp.award']);
    expect(await db.selectFrom('safety_flags').select('message_id').where('thread_id', '=', threadId).execute()).toEqual([{ message_id: 'f1' }]);
  });
});
