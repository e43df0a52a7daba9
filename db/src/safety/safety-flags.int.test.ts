import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFlagged, type NewChatEvent, threadStream } from '../chat/chat-events';
import { appendChatEvents, startChatThread } from '../chat/chat-store';
import { rebuildChatProjections } from '../chat/rebuild-projections';
import * as createSafetyFlagsAndNotices from '../migrations/20261128T0100_create_safety_flags_and_notices';
import { findThreadView } from '../queries/chat.queries';
import { buildClass, buildParent, buildStudent, buildTeacher, createTestDatabase, linkParent, type TestDatabase } from '../testing';
import { listNotices, openNotice } from './notices.queries';
import { findFlagToHandle, listSafetyFlags } from './safety-flags.queries';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const meta = { metadata: { actorId: null } };
const say = (messageId: string, content: string, senderType: 'student' | 'ai' = 'student'): NewChatEvent => ({
  type: 'MessagePosted',
  data: { messageId, senderType, senderId: null, senderName: senderType === 'ai' ? 'Morah AI' : 'Dina Levi', content, replyTo: null },
});
const handled = (messageId: string, note = 'Spoke with her today.'): NewChatEvent => ({ type: 'FlagHandled', data: { messageId, teacherId: 1, teacherName: 'Rivka Cohen', note } });

/** A child in two classes (one teacher teaches both), with two linked parents; another class's teacher and a stranger parent. */
async function family() {
  const child = await buildStudent(t.db, { firstName: 'Dina', lastName: 'Levi' });
  const [teacher, otherTeacher, mother, father, stranger] = await Promise.all([buildTeacher(t.db), buildTeacher(t.db), buildParent(t.db), buildParent(t.db), buildParent(t.db)]);
  await buildClass(t.db, teacher.id, [child.id]);
  await buildClass(t.db, teacher.id, [child.id]);
  await buildClass(t.db, otherTeacher.id, []);
  await linkParent(t.db, mother.id, child.id);
  await linkParent(t.db, father.id, child.id);
  const { threadId } = await startChatThread(t.db, { studentId: child.id, title: 'A hard day', metadata: { actorId: child.id } });
  return { child, teacher, otherTeacher, mother, father, stranger, threadId };
}

const flaggedOf = async (threadId: number) => (await findThreadView(t.db, threadId))!.flagged;

describe('a flag stays until a grown-up handles it', () => {
  it('stays open when a teacher joins the chat, and closes only when it is handled', async () => {
    const { threadId } = await family();
    await appendChatEvents(t.db, threadId, [say('f1', 'my dad hits me when he gets angry'), messageFlagged('f1', ['abuse'], 'local')], meta);
    expect(await flaggedOf(threadId)).toBe(true);

    await appendChatEvents(t.db, threadId, [{ type: 'TeacherJoined', data: { teacherId: 1, teacherName: 'Rivka Cohen' } }, say('t1', 'I am here, Dina.')], meta);
    expect(await flaggedOf(threadId)).toBe(true);

    await appendChatEvents(t.db, threadId, [handled('f1')], meta);
    expect(await flaggedOf(threadId)).toBe(false);
    expect(await t.db.selectFrom('safety_flags').select(['severity', 'categories', 'handled_by_name', 'note']).where('message_id', '=', 'f1').executeTakeFirst()).toEqual({
      severity: 'urgent',
      categories: ['hurt'],
      handled_by_name: 'Rivka Cohen',
      note: 'Spoke with her today.',
    });
  });

  it('keeps a thread flagged while any of its flags is open, and handles a flag once', async () => {
    const { threadId } = await family();
    await appendChatEvents(t.db, threadId, [say('g1', 'my number is 0541234567'), messageFlagged('g1', ['personal-details'], 'local')], meta);
    await appendChatEvents(t.db, threadId, [say('g2', 'I want to hurt myself'), messageFlagged('g2', ['self-harm'], 'local')], meta);
    await appendChatEvents(t.db, threadId, [handled('g2')], meta);
    expect(await flaggedOf(threadId)).toBe(true);
    // Handled again (as a replayed stream could hold it): the first handling stands.
    await appendChatEvents(t.db, threadId, [handled('g2', 'A second note.')], meta);
    expect((await t.db.selectFrom('safety_flags').select('note').where('message_id', '=', 'g2').executeTakeFirstOrThrow()).note).toBe('Spoke with her today.');
    // Flagged again by another screen once handled: it stays as it was, handled.
    await appendChatEvents(t.db, threadId, [messageFlagged('g2', ['stranger'], 'moderation')], meta);
    expect(await t.db.selectFrom('safety_flags').select(['categories', 'screen']).where('message_id', '=', 'g2').executeTakeFirstOrThrow()).toEqual({ categories: ['self-harm'], screen: 'local' });
    expect(await flaggedOf(threadId)).toBe(true);
    await appendChatEvents(t.db, threadId, [handled('g1')], meta);
    expect(await flaggedOf(threadId)).toBe(false);
  });
});

describe("the grown-ups' notices", () => {
  it('are written with an urgent flag, in its transaction, for each of the child\u2019s teachers and parents once, and nobody else', async () => {
    const { teacher, otherTeacher, mother, father, stranger, child, threadId } = await family();
    const appended = await appendChatEvents(t.db, threadId, [say('n1', 'my dad hits me when he gets angry'), messageFlagged('n1', ['abuse'], 'local')], meta);
    expect(appended.notices?.map((n) => n.userId).sort()).toEqual([teacher.id, mother.id, father.id].sort());
    expect(appended.notices?.[0]?.notice).toMatchObject({
      kind: 'safety-flag',
      openedAt: null,
      handled: null,
      data: { threadId, messageId: 'n1', studentId: child.id, studentName: 'Dina Levi', severity: 'urgent', categories: ['hurt'] },
    });
    for (const grownUp of [teacher, mother, father]) expect((await listNotices(t.db, grownUp.id)).map((n) => n.data.messageId)).toEqual(['n1']);
    for (const nobody of [otherTeacher, stranger, child]) expect(await listNotices(t.db, nobody.id)).toEqual([]);
  });

  it('are not written for a care flag, nor left behind by an append that rolled back', async () => {
    const { teacher, threadId } = await family();
    const care = await appendChatEvents(t.db, threadId, [say('c1', 'my number is 0541234567'), messageFlagged('c1', ['personal-details'], 'local')], meta);
    expect(care.notices).toBeUndefined();
    // The flag is written, the one-reply index refuses the batch's reply: nothing of it stays.
    await appendChatEvents(t.db, threadId, [{ type: 'MessagePosted', data: { messageId: 'r1', senderType: 'ai', senderId: null, senderName: 'Morah AI', content: 'Hi', replyTo: 'c1' } }], meta);
    const refused = appendChatEvents(t.db, threadId, [
      messageFlagged('c1', ['self-harm'], 'moderation'),
      { type: 'MessagePosted', data: { messageId: 'r2', senderType: 'ai', senderId: null, senderName: 'Morah AI', content: 'Hi again', replyTo: 'c1' } },
    ], meta);
    await expect(refused).rejects.toMatchObject({ code: '23505' });
    expect(await listNotices(t.db, teacher.id)).toEqual([]);
    expect(await t.db.selectFrom('safety_flags').select(['message_id', 'severity']).where('thread_id', '=', threadId).execute()).toEqual([{ message_id: 'c1', severity: 'care' }]);
    // Flagged again, more pressingly, while open: the flag takes the new category and severity, and the grown-ups hear.
    const again = await appendChatEvents(t.db, threadId, [messageFlagged('c1', ['self-harm/intent', 'personal-details'], 'moderation')], meta);
    expect(again.notices?.map((n) => n.userId)).toContain(teacher.id);
    expect(await t.db.selectFrom('safety_flags').select(['categories', 'severity', 'screen']).where('message_id', '=', 'c1').executeTakeFirst()).toEqual({
      categories: ['personal-details', 'self-harm'],
      severity: 'urgent',
      screen: 'local',
    });
  });

  it('come back to the parents, unopened and saying who handled the flag, when a teacher handles it; a notice opens once, for its owner only', async () => {
    const { teacher, mother, father, threadId } = await family();
    await appendChatEvents(t.db, threadId, [say('h1', 'I want to hurt myself'), messageFlagged('h1', ['self-harm'], 'local')], meta);
    const [motherNotice] = await listNotices(t.db, mother.id);
    const [teacherNotice] = await listNotices(t.db, teacher.id);
    expect(await openNotice(t.db, father.id, motherNotice!.id)).toBeUndefined();
    const opened = await openNotice(t.db, mother.id, motherNotice!.id);
    expect(opened?.openedAt).not.toBeNull();
    expect((await openNotice(t.db, mother.id, motherNotice!.id))?.openedAt).toBe(opened?.openedAt);
    await openNotice(t.db, teacher.id, teacherNotice!.id);

    const appended = await appendChatEvents(t.db, threadId, [handled('h1', 'We talked, and I called home.')], meta);
    expect(appended.notices?.map((n) => n.userId).sort()).toEqual([mother.id, father.id].sort());
    const [again] = await listNotices(t.db, mother.id);
    expect(again).toMatchObject({ id: motherNotice!.id, openedAt: null, handled: { byName: 'Rivka Cohen', note: 'We talked, and I called home.' } });
    expect(Date.parse(again!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(motherNotice!.updatedAt));
    // The teacher's stays opened; it reads as handled.
    expect((await listNotices(t.db, teacher.id))[0]).toMatchObject({ openedAt: expect.any(String), handled: { byName: 'Rivka Cohen' } });
  });
});

describe('reading flags', () => {
  it('lists a teacher\u2019s students\u2019 open flags by severity, then newest, each with the messages around it, and no one else\u2019s', async () => {
    const { teacher, otherTeacher, mother, stranger, threadId } = await family();
    await appendChatEvents(t.db, threadId, [say('x0', 'Shalom Morah'), say('x0r', 'Shalom Dina!', 'ai'), say('x1', 'my number is 0541234567'), messageFlagged('x1', ['personal-details'], 'local')], meta);
    await appendChatEvents(t.db, threadId, [say('x1r', 'Let us keep numbers private.', 'ai'), say('x2', 'someone online wants to meet me'), messageFlagged('x2', ['stranger'], 'moderation')], meta);
    await appendChatEvents(t.db, threadId, [say('x3', 'my dad hits me'), messageFlagged('x3', ['abuse'], 'local'), say('x3r', 'Thank you for telling me.', 'ai')], meta);

    const flags = (await listSafetyFlags(t.db, { id: teacher.id, role: 'teacher' }, 'open')).filter((f) => f.threadId === threadId);
    expect(flags.map((f) => [f.messageId, f.severity])).toEqual([
      ['x3', 'urgent'],
      ['x2', 'high'],
      ['x1', 'care'],
    ]);
    expect(flags[2]!.context.map((m) => m.id)).toEqual(['x0', 'x0r', 'x1', 'x1r', 'x2']);
    expect(flags[0]!.context.map((m) => m.id)).toEqual(['x1r', 'x2', 'x3', 'x3r']);
    expect(flags[0]).toMatchObject({ studentName: 'Dina Levi', threadTitle: 'A hard day', categories: ['hurt'], handled: null });

    // The parent reads them too; another class's teacher and a stranger parent read none.
    expect((await listSafetyFlags(t.db, { id: mother.id, role: 'parent' }, 'open')).map((f) => f.messageId)).toEqual(['x3', 'x2', 'x1']);
    expect(await listSafetyFlags(t.db, { id: otherTeacher.id, role: 'teacher' }, 'all')).toEqual([]);
    expect(await listSafetyFlags(t.db, { id: stranger.id, role: 'parent' }, 'all')).toEqual([]);

    await appendChatEvents(t.db, threadId, [handled('x2')], meta);
    expect((await listSafetyFlags(t.db, { id: mother.id, role: 'parent' }, 'handled')).map((f) => [f.messageId, f.handled?.byName])).toEqual([['x2', 'Rivka Cohen']]);
    expect((await listSafetyFlags(t.db, { id: teacher.id, role: 'teacher' }, 'open')).map((f) => f.messageId)).toEqual(['x3', 'x1']);
    expect((await findFlagToHandle(t.db, 'x3', otherTeacher.id))?.teaches).toBe(false);
    expect((await findFlagToHandle(t.db, 'x3', teacher.id))?.teaches).toBe(true);
  });

  it('rebuilds the flags from the events as they were kept live', async () => {
    const snapshot = async () => ({
      flags: (await sql`select * from safety_flags order by message_id`.execute(t.db)).rows,
      threads: (await sql`select id, flagged from chat_threads order by id`.execute(t.db)).rows,
    });
    const live = await snapshot();
    expect(live.flags.length).toBeGreaterThan(5);
    await rebuildChatProjections(t.db);
    expect(await snapshot()).toEqual(live);
  });
});

describe('the migration', () => {
  it('reads the flags kept before it with today\u2019s names, and flags again the chats a teacher joined', async () => {
    const scratch = await createTestDatabase();
    try {
      const child = await buildStudent(scratch.db);
      const { threadId } = await startChatThread(scratch.db, { studentId: child.id, title: 'Before', metadata: { actorId: child.id } });
      await appendChatEvents(scratch.db, threadId, [say('o1', 'he hits me'), say('o2', 'I wish I was dead')], meta);
      await createSafetyFlagsAndNotices.down(scratch.db);
      // As the screens stored flags before: older names, no severity; then a teacher joined, which cleared the mark.
      const stream = threadStream(threadId);
      const old = [
        { type: 'MessageFlagged', data: { messageId: 'o1', categories: ['abuse', 'violence'], screen: 'local' } },
        { type: 'MessageFlagged', data: { messageId: 'o2', categories: ['self-harm/intent', 'harassment'], screen: 'moderation' } },
        { type: 'MessageFlagged', data: { messageId: 'o2', categories: ['bullying'], screen: 'local' } },
        { type: 'TeacherJoined', data: { teacherId: 1, teacherName: 'Rivka Cohen' } },
      ];
      for (const [i, e] of old.entries()) {
        await scratch.db.insertInto('events').values({ stream_id: stream, stream_version: 4 + i, type: e.type, data: JSON.stringify(e.data), metadata: '{}' }).execute();
      }
      await scratch.db.updateTable('chat_threads').set({ flagged: false, teacher_joined: true, version: 7 }).where('id', '=', threadId).execute();

      await createSafetyFlagsAndNotices.up(scratch.db);
      const rows = await scratch.db.selectFrom('safety_flags').select(['message_id', 'categories', 'severity', 'screen']).orderBy('message_id').execute();
      expect(rows).toEqual([
        { message_id: 'o1', categories: ['hurt', 'harm-others'], severity: 'urgent', screen: 'local' },
        { message_id: 'o2', categories: ['self-harm', 'unkind', 'bullied'], severity: 'urgent', screen: 'moderation' },
      ]);
      expect((await findThreadView(scratch.db, threadId))?.flagged).toBe(true);
      // What the migration read is what a rebuild reads.
      const before = (await sql`select * from safety_flags order by message_id`.execute(scratch.db)).rows;
      await rebuildChatProjections(scratch.db);
      expect((await sql`select * from safety_flags order by message_id`.execute(scratch.db)).rows).toEqual(before);
    } finally {
      await scratch.drop();
    }
  });
});
