import type { ChatMessage } from '@morah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWorld, type SignedIn } from '../../../../tests/support/inject-client';
import { until } from '../../../../tests/support/until';

// The tutor's replies come from an OpenAI-compatible loopback server, so a reply can be made to fail.
const world = injectWorld({ openai: true });
const { mine, other } = world.twoFamilies(['Ayala', 'Boaz']);
let threadId: number;

beforeAll(async () => {
  threadId = (await mine.student.client.post('/api/chat/threads', { title: 'Why do we light candles?' })).body.thread.id;
});

const NOT_A_CONVERSATION = { status: 404, body: { error: { message: 'That conversation does not exist.' } } };
const aiReplies = async (viewer: SignedIn, id: number) => (await viewer.client.get(`/api/chat/threads/${id}/messages`)).body.messages.filter((m: ChatMessage) => m.senderType === 'ai');

describe('POST /api/chat/threads', () => {
  it('starts a conversation for a student, with a title or the default one', async () => {
    const titled = await mine.student.client.post('/api/chat/threads', { title: '  Shabbat  ' });
    expect(titled.status).toBe(201);
    expect(titled.body.thread).toMatchObject({ studentId: mine.student.user.id, title: 'Shabbat', isActive: true, teacherJoined: false, flagged: false });
    expect((await mine.student.client.post('/api/chat/threads', {})).body.thread.title).toBe('New chat with Morah');
  });

  it('names a bad title in words', async () => {
    expect(await mine.student.client.post('/api/chat/threads', { title: ' ' })).toMatchObject({ status: 400, body: { error: { message: 'A title needs at least one letter.' } } });
    const long = await mine.student.client.post('/api/chat/threads', { title: 'x'.repeat(500) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/^A title can be at most \d+ characters\.$/);
  });

  it('is for students only', async () => {
    for (const viewer of [mine.teacher, mine.parent]) expect(await viewer.client.post('/api/chat/threads', {})).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    expect((await world.anonymous().post('/api/chat/threads', {})).status).toBe(401);
  });
});

describe('reading conversations', () => {
  it('GET /api/chat/threads lists a child’s conversations to them, their teacher and their parent, and to no one else', async () => {
    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      const res = await viewer.client.get('/api/chat/threads');
      expect(res.status).toBe(200);
      expect(res.body.threads.map((t: { id: number }) => t.id)).toContain(threadId);
    }
    for (const viewer of [other.student, other.teacher, other.parent]) {
      const res = await viewer.client.get('/api/chat/threads');
      expect(res.body.threads.map((t: { id: number }) => t.id)).not.toContain(threadId);
      expect(JSON.stringify(res.body)).not.toContain('Ayala');
    }
    expect((await world.anonymous().get('/api/chat/threads')).status).toBe(401);
  });

  it('GET /api/chat/threads/:id opens a conversation for those who may see it, and is missing for everyone else', async () => {
    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      expect((await viewer.client.get(`/api/chat/threads/${threadId}`)).body.thread).toMatchObject({ id: threadId, studentName: expect.stringContaining('Ayala'), title: 'Why do we light candles?' });
    }
    expect(await mine.student.client.get('/api/chat/threads/2000000000')).toMatchObject(NOT_A_CONVERSATION);
    for (const viewer of [other.student, other.teacher, other.parent]) expect(await viewer.client.get(`/api/chat/threads/${threadId}`)).toMatchObject(NOT_A_CONVERSATION);
    expect((await world.anonymous().get(`/api/chat/threads/${threadId}`)).status).toBe(401);
    expect(await mine.student.client.get('/api/chat/threads/0')).toMatchObject({ status: 400, body: { error: { message: 'That is not a conversation number.' } } });
    expect(await mine.student.client.get('/api/chat/threads/abc')).toMatchObject({ status: 400, body: { error: { message: 'Id should be a number.' } } });
  });
});

describe('POST /api/chat/threads/:id/messages and GET …/messages', () => {
  it('posts a student’s question, which the tutor answers, and the history holds both', async () => {
    const res = await mine.student.client.post(`/api/chat/threads/${threadId}/messages`, { content: '  What is Havdalah?  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: { threadId, senderType: 'student', senderId: mine.student.user.id, content: 'What is Havdalah?' }, flagged: false });
    const replies = await until(async () => {
      const ai = await aiReplies(mine.parent, threadId);
      return ai.length > 0 && ai;
    });
    expect(replies[0]).toMatchObject({ senderType: 'ai', replyTo: res.body.message.id });
    const after = await mine.student.client.get(`/api/chat/threads/${threadId}/messages?after=${res.body.message.version}`);
    expect(after.body.messages.map((m: ChatMessage) => m.senderType)).toEqual(['ai']);
  });

  it('lets the child’s teacher write, but a parent only read', async () => {
    const teacher = await mine.teacher.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'Lovely question, Ayala.' });
    expect(teacher).toMatchObject({ status: 201, body: { message: { senderType: 'teacher', content: 'Lovely question, Ayala.' } } });
    expect(await mine.parent.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hi' })).toMatchObject({ status: 403, body: { error: { message: 'Parents can read conversations but not write in them.' } } });
  });

  it('is missing for another family, and asks a visitor to sign in', async () => {
    for (const viewer of [other.student, other.teacher, other.parent]) {
      expect(await viewer.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hello?' })).toMatchObject(NOT_A_CONVERSATION);
      expect(await viewer.client.get(`/api/chat/threads/${threadId}/messages`)).toMatchObject(NOT_A_CONVERSATION);
    }
    expect((await world.anonymous().post(`/api/chat/threads/${threadId}/messages`, { content: 'Hello?' })).status).toBe(401);
    expect((await world.anonymous().get(`/api/chat/threads/${threadId}/messages`)).status).toBe(401);
  });

  it('names an empty, invisible, too long or wrong kind of message, and a bad `after`', async () => {
    const post = (body: unknown) => mine.student.client.post(`/api/chat/threads/${threadId}/messages`, body);
    expect(await post({ content: '   ' })).toMatchObject({ status: 400, body: { error: { message: 'Write a message first.' } } });
    expect(await post({ content: '\u200b\u200b' })).toMatchObject({ status: 400, body: { error: { message: 'Write a message first.' } } });
    expect(await post({})).toMatchObject({ status: 400, body: { error: { message: 'Write a message first.' } } });
    expect(await post({ content: 42 })).toMatchObject({ status: 400, body: { error: { message: 'Content should be text.' } } });
    const long = await post({ content: 'x'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/^A message can be at most \d+ characters\.$/);
    expect(await mine.student.client.get(`/api/chat/threads/${threadId}/messages?after=-1`)).toMatchObject({ status: 400, body: { error: { message: 'after cannot be negative.' } } });
  });
});

describe('POST /api/chat/threads/:id/join', () => {
  it('lets the child’s teacher join once; others are refused by role or find nothing', async () => {
    const thread = (await mine.student.client.post('/api/chat/threads', {})).body.thread.id;
    const joined = await mine.teacher.client.post(`/api/chat/threads/${thread}/join`);
    expect(joined).toMatchObject({ status: 200, body: { thread: { id: thread, teacherJoined: true } } });
    const again = await mine.teacher.client.post(`/api/chat/threads/${thread}/join`);
    expect(again.body.thread.version).toBe(joined.body.thread.version);
    for (const viewer of [mine.student, mine.parent]) expect(await viewer.client.post(`/api/chat/threads/${thread}/join`)).toMatchObject({ status: 403, body: { error: { message: 'Only teachers can do that.' } } });
    expect(await other.teacher.client.post(`/api/chat/threads/${thread}/join`)).toMatchObject(NOT_A_CONVERSATION);
    expect((await world.anonymous().post(`/api/chat/threads/${thread}/join`)).status).toBe(401);
  });
});

describe('GET /api/chat/stats', () => {
  it('counts the teacher’s own students’ conversations since a time', async () => {
    const res = await mine.teacher.client.get('/api/chat/stats?since=2020-01-01T00:00:00Z');
    expect(res.status).toBe(200);
    expect(res.body.stats).toMatchObject({ activeStudents: 1 });
    expect(res.body.stats.questions).toBeGreaterThanOrEqual(1);
    expect((await other.teacher.client.get('/api/chat/stats?since=2020-01-01T00:00:00Z')).body.stats).toMatchObject({ activeStudents: 0, messages: 0, questions: 0 });
  });

  it('asks for a recent date and time, in words', async () => {
    expect(await mine.teacher.client.get('/api/chat/stats?since=yesterday')).toMatchObject({ status: 400, body: { error: { message: 'since is a date and time, like 2026-11-22T00:00:00Z.' } } });
    expect(await mine.teacher.client.get('/api/chat/stats?since=1999-01-01T00:00:00Z')).toMatchObject({ status: 400, body: { error: { message: 'since should be a recent day, like 2026-11-22T00:00:00Z.' } } });
    expect((await mine.teacher.client.get('/api/chat/stats')).status).toBe(400);
  });

  it('is for teachers only', async () => {
    expect((await mine.student.client.get('/api/chat/stats?since=2020-01-01T00:00:00Z')).status).toBe(403);
    expect((await world.anonymous().get('/api/chat/stats?since=2020-01-01T00:00:00Z')).status).toBe(401);
  });
});

describe('POST /api/chat/threads/:id/messages/:messageId/retry', () => {
  it('asks the tutor again after a reply finally failed, once', async () => {
    const thread = (await mine.student.client.post('/api/chat/threads', {})).body.thread.id;
    world.openai.script.fail(400, 50);
    const question = (await mine.student.client.post(`/api/chat/threads/${thread}/messages`, { content: 'What is a mezuzah?' })).body.message;
    const retryPath = `/api/chat/threads/${thread}/messages/${question.id}/retry`;
    await until(async () => (await mine.student.client.get(`/api/chat/threads/${thread}/messages`)).body.failures.length > 0);
    world.openai.script.reset();

    for (const viewer of [mine.teacher, mine.parent]) expect(await viewer.client.post(retryPath)).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    expect(await other.student.client.post(retryPath)).toMatchObject(NOT_A_CONVERSATION);
    expect((await world.anonymous().post(retryPath)).status).toBe(401);
    expect(await mine.student.client.post(`/api/chat/threads/${thread}/messages/not-a-message/retry`)).toMatchObject({ status: 404, body: { error: { message: 'That message is not in this conversation.' } } });

    expect(await mine.student.client.post(retryPath)).toMatchObject({ status: 202, body: { ok: true } });
    expect(await mine.student.client.post(retryPath)).toMatchObject({ status: 409, body: { error: { message: 'Morah is already answering that message.' } } });
    await until(async () => (await aiReplies(mine.student, thread)).length > 0);
    expect((await mine.student.client.get(`/api/chat/threads/${thread}/messages`)).body.failures).toEqual([]);
  });
});
