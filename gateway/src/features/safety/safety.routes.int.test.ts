import type { SafetyFlag } from '@morah/contracts';
import { buildClass } from '@morah/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWorld, type SignedIn } from '../../../../tests/support/inject-client';

const world = injectWorld();
const { mine, other } = world.twoFamilies(['Dina', 'Boaz']);
let threadId: number;
let flagged: string;

const DISCLOSURE = 'my dad hits me when he gets angry';
const NOT_A_FLAG = { status: 404, body: { error: { code: 'not_found', message: 'We could not find that flagged message.' } } };

const openFlags = async (viewer: SignedIn): Promise<SafetyFlag[]> => (await viewer.client.get('/api/safety/flags')).body.flags;
const thread = async (viewer: SignedIn) => (await viewer.client.get(`/api/chat/threads/${threadId}`)).body.thread;
const flaggedChatsOf = async (viewer: SignedIn) => (await viewer.client.get(`/api/chat/stats?since=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`)).body.stats.flaggedChats;

beforeAll(async () => {
  threadId = (await mine.student.client.post('/api/chat/threads', { title: 'A hard day' })).body.thread.id;
  await mine.student.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'Shalom Morah' });
  const posted = await mine.student.client.post(`/api/chat/threads/${threadId}/messages`, { content: DISCLOSURE });
  expect(posted.body.flagged).toBe(true);
  flagged = posted.body.message.id;
});

describe('GET /api/safety/flags', () => {
  it("lists the open flag to the child's teacher and parent, with its severity, categories and the messages around it", async () => {
    for (const viewer of [mine.teacher, mine.parent]) {
      const [flag] = (await openFlags(viewer)).filter((f) => f.messageId === flagged);
      expect(flag).toMatchObject({ threadId, threadTitle: 'A hard day', studentId: mine.student.user.id, severity: 'urgent', categories: ['hurt'], screen: 'local', handled: null });
      expect(flag!.studentName).toContain('Dina');
      const words = flag!.context.map((m) => m.content);
      expect(words.slice(0, 2)).toEqual(['Shalom Morah', expect.any(String)]);
      expect(words).toContain(DISCLOSURE);
    }
  });

  it("never shows it to another class's teacher or another child's parent, and not to a child", async () => {
    for (const viewer of [other.teacher, other.parent]) {
      const res = await viewer.client.get('/api/safety/flags?status=all');
      expect(res.status).toBe(200);
      expect(res.body.flags).toEqual([]);
      expect(JSON.stringify(res.body)).not.toContain('Dina');
    }
    for (const child of [mine.student, other.student]) expect(await child.client.get('/api/safety/flags')).toMatchObject({ status: 403, body: { error: { message: 'Only teachers and parents can do that.' } } });
    expect((await world.anonymous().get('/api/safety/flags')).status).toBe(401);
    expect(await mine.teacher.client.get('/api/safety/flags?status=closed')).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
  });
});

describe('a flag stays until a grown-up handles it', () => {
  it('stays flagged, and counted, after the teacher joins the chat', async () => {
    expect(await flaggedChatsOf(mine.teacher)).toBe(1);
    expect((await mine.teacher.client.post(`/api/chat/threads/${threadId}/join`)).body.thread).toMatchObject({ teacherJoined: true, flagged: true });
    await mine.teacher.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'I am here, Dina. You did right to tell.' });
    expect(await thread(mine.parent)).toMatchObject({ teacherJoined: true, flagged: true });
    expect(await flaggedChatsOf(mine.teacher)).toBe(1);
    expect((await openFlags(mine.teacher)).map((f) => f.messageId)).toContain(flagged);
  });
});

describe('POST /api/safety/flags/:messageId/handle', () => {
  const handle = (viewer: SignedIn, id: string, body: unknown = { note: 'Spoke with Dina and called her mother.' }) =>
    viewer.client.post(`/api/safety/flags/${encodeURIComponent(id)}/handle`, body);

  it('is refused to anyone but a teacher of the child, without telling whether the flag exists', async () => {
    expect(await handle(other.teacher, flagged)).toMatchObject(NOT_A_FLAG);
    expect(await handle(other.teacher, 'no-such-message')).toMatchObject(NOT_A_FLAG);
    expect(await handle(mine.teacher, 'no-such-message')).toMatchObject(NOT_A_FLAG);
    for (const viewer of [mine.parent, mine.student, other.parent]) expect(await handle(viewer, flagged)).toMatchObject({ status: 403, body: { error: { message: 'Only teachers can do that.' } } });
    expect((await handle({ ...mine.teacher, client: world.anonymous() }, flagged)).status).toBe(401);
    expect((await openFlags(mine.teacher)).map((f) => f.messageId)).toContain(flagged);
  });

  it('asks for a short note in words a teacher understands', async () => {
    const rule = { status: 400, body: { error: { code: 'validation_failed', message: 'Write a short note about what you did (up to 500 characters).' } } };
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(501) }]) expect(await handle(mine.teacher, flagged, body)).toMatchObject(rule);
    expect(await handle(mine.teacher, flagged, { note: 42 })).toMatchObject({ status: 400, body: { error: { message: 'Note should be text.' } } });
  });

  it('marks it handled once: it leaves the open list, the thread is no longer flagged, and a second try is a 409', async () => {
    const res = await handle(mine.teacher, flagged, { note: '  Spoke with Dina and called her mother.  ' });
    expect(res.status).toBe(200);
    expect(res.body.flag).toMatchObject({ messageId: flagged, handled: { byName: 'Test teacher', note: 'Spoke with Dina and called her mother.' } });
    expect(Date.now() - Date.parse(res.body.flag.handled.at)).toBeLessThan(60_000);

    expect((await openFlags(mine.teacher)).map((f) => f.messageId)).not.toContain(flagged);
    expect(await thread(mine.teacher)).toMatchObject({ flagged: false });
    expect(await flaggedChatsOf(mine.teacher)).toBe(0);
    expect(await handle(mine.teacher, flagged)).toMatchObject({ status: 409, body: { error: { code: 'conflict', message: 'This was already marked handled by Test teacher.' } } });
    // Another class's teacher still hears nothing of it.
    expect(await handle(other.teacher, flagged)).toMatchObject(NOT_A_FLAG);
  });

  it('shows the parent that it was handled, by whom, when, and the note', async () => {
    const handled: SafetyFlag[] = (await mine.parent.client.get('/api/safety/flags?status=handled')).body.flags;
    expect(handled.find((f) => f.messageId === flagged)).toMatchObject({ handled: { byName: 'Test teacher', note: 'Spoke with Dina and called her mother.' } });
  });
});

describe('two teachers at once', () => {
  it('handles a flag once when two teachers of the child press Mark handled together, while the child keeps writing', async () => {
    const second = await world.signedIn('teacher', { firstName: 'Miriam', lastName: 'Levi' });
    await buildClass(world.db, second.user.id, [mine.student.user.id]);
    const posted = await mine.student.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'I want to hurt myself' });
    const id = posted.body.message.id as string;
    expect((await openFlags(second)).map((f) => f.messageId)).toContain(id);

    const [a, b] = await Promise.all([
      mine.teacher.client.post(`/api/safety/flags/${id}/handle`, { note: 'I sat with her.' }),
      second.client.post(`/api/safety/flags/${id}/handle`, { note: 'I called home.' }),
      mine.student.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'Thank you Morah' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    const lost = a.status === 200 ? b : a;
    expect(lost.body.error.message).toBe(`This was already marked handled by ${won.body.flag.handled.byName}.`);
    const events = await world.db.selectFrom('events').select('type').where('stream_id', '=', `thread-${threadId}`).where('type', '=', 'FlagHandled').execute();
    expect(events).toHaveLength(2); // the first flag's, and this one's once
    for (const teacher of [mine.teacher, second]) expect((await openFlags(teacher)).map((f) => f.messageId)).not.toContain(id);
  });
});
