import { type ChatMessage, dailyActivityXpCap, type TutorFailure } from '@morah/contracts';
import { removeChatThreads } from '@morah/db';
import type { RunningGateway } from '@morah/gateway';
import { createBullJobQueue } from '@morah/gateway/bull';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from './support/fake-openai';
import { registerParent, registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { holdLearnerThenMoveCounters } from './support/learner-lock-order';
import { newRedisPrefix, startGateway, startWorkers, TEST_REDIS_URL } from './support/morah-under-test';
import { collect, connectSocket, eventWhere, waitForConnect, watchThread } from './support/socket-client';
import { until } from './support/until';

// The whole chat in full-stack mode: real Postgres, BullMQ workers, the Redis adapter, and the real
// OpenAI client talking to a loopback server that speaks its wire format.
let testDb: TestDatabase;
let gateway: RunningGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let openai: Awaited<ReturnType<typeof startFakeOpenAi>>;
const prefix = newRedisPrefix();

let teacher: TestClient;
let student: TestClient;
let studentId: number;
let parent: TestClient;
let classId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  openai = await startFakeOpenAi();
  // The model's screen is waited for however busy the machine is: the tests wait for its verdict, not for a clock.
  workers = await startWorkers(testDb.url, prefix, { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'test-model', SCREEN_TIMEOUT_MS: '600000' });
  gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix, env: { CHAT_MESSAGES_PER_MINUTE: '40' } });
  const t = await registerTeacherWithClass(gateway.url);
  teacher = t.teacher;
  classId = t.classInfo.id;
  const s = await registerStudent(gateway.url, t.classInfo.joinCode, 'Dovi');
  student = s.student;
  studentId = s.user.id;
  parent = (await registerParent(gateway.url, s.user.linkCode)).parent;
});
afterAll(async () => {
  await gateway?.close();
  await workers?.close();
  await openai?.close();
  await testDb?.drop();
});
beforeEach(() => openai.script.reset());

async function newThread(client = student): Promise<number> {
  const res = await client.post('/api/chat/threads', {});
  expect(res.status).toBe(201);
  return res.body.thread.id;
}

type TestSocket = ReturnType<typeof connectSocket>;
// Everything a socket heard, from the moment it connected: a reply may arrive before the POST that
// caused it has answered, so waiting "from now" would miss it.
const heard = new WeakMap<TestSocket, { messages: ChatMessage[]; failures: TutorFailure[] }>();

async function connected(client: TestClient) {
  const socket = connectSocket(gateway.url, client.cookie);
  heard.set(socket, { messages: collect(socket, 'chat:message').items, failures: collect(socket, 'chat:tutor-failed').items });
  await waitForConnect(socket);
  return socket;
}

const heardOn = <T>(items: T[], match: (item: T) => boolean): Promise<T> => until(() => items.find(match));

const aiReplyTo = (socket: TestSocket, messageId: string) => heardOn(heard.get(socket)!.messages, (m) => m.senderType === 'ai' && m.replyTo === messageId);
const failureOf = (socket: TestSocket, messageId: string) => heardOn(heard.get(socket)!.failures, (f) => f.replyTo === messageId);

/** Wait until the tutor's reply to a message is stored. */
const storedReply = (messageId: string) => until(() => testDb.db.selectFrom('chat_messages').select('id').where('reply_to', '=', messageId).executeTakeFirst());

// The tutor's replies; the model's safety screen asks the same endpoint for a JSON verdict.
const completions = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions') && r.body?.response_format?.type !== 'json_schema');
const verdictsAsked = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions') && r.body?.response_format?.type === 'json_schema');

describe('a student asks and the tutor answers', () => {
  it('posts the message with 5 XP, streams the reply token by token, then stores it', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    expect((await watchThread(socket, threadId)).ok).toBe(true);
    openai.script.reply('Shalom Dovi! Bet says b, like in bayit. Can you find it?', { pieces: 6, pieceDelayMs: 40 });
    const deltas = collect(socket, 'chat:tutor-delta');

    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: '   What sound does bet make?  ' });
    expect(res.status).toBe(201);
    expect(res.body.xpAwarded).toBe(5);
    expect(res.body.message).toMatchObject({ senderType: 'student', content: 'What sound does bet make?', threadId, senderId: studentId });
    const reply = await aiReplyTo(socket, res.body.message.id);
    expect(reply.content).toBe('Shalom Dovi! Bet says b, like in bayit. Can you find it?');
    // Streamed in several pieces, each exactly the reply's text at its offset.
    expect(deltas.items.length).toBeGreaterThan(1);
    for (const d of deltas.items) expect(reply.content.slice(d.offset, d.offset + d.delta.length)).toBe(d.delta);
    expect(deltas.items[0]!.offset).toBe(0);

    const history = await student.get(`/api/chat/threads/${threadId}/messages`);
    expect(history.body.messages.map((m: ChatMessage) => [m.senderType, m.content])).toEqual([
      ['student', 'What sound does bet make?'],
      ['ai', reply.content],
    ]);
    // The first message names the thread; the XP follows through the ledger (the answer did not wait for it).
    expect((await student.get(`/api/chat/threads/${threadId}`)).body.thread.title).toBe('What sound does bet make?');
    await until(async () => (await student.get('/api/auth/me')).body.user.xp >= 5);
    // The model saw the system prompt (with the child's first name, to greet them) and the student's words.
    const sent = completions().at(-1)!.body;
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain("The child's first name is Dovi.");
    expect(sent.messages.at(-1)).toMatchObject({ role: 'user', content: 'What sound does bet make?' });
    socket.close();
  });

  it('lets the tutor read the conversation so far, oldest first, before the new question', async () => {
    const threadId = await newThread();
    openai.script.reply('Aleph is the first letter.');
    const first = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Which letter comes first?' });
    await storedReply(first.body.message.id);
    openai.script.reply('Bet comes after it.');
    const second = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'And after that?' });
    await storedReply(second.body.message.id);
    const sent = completions().at(-1)!.body;
    expect(sent.messages.slice(1).map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Which letter comes first?'],
      ['assistant', 'Aleph is the first letter.'],
      ['user', 'And after that?'],
    ]);
  });

  it('answers once when the reply job is enqueued again, even under a new job id', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    await watchThread(socket, threadId);
    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Tell me about Shabbat' });
    await aiReplyTo(socket, res.body.message.id);
    const asked = completions().length;

    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const producer = createBullJobQueue(redis, prefix);
    const request = await testDb.db.selectFrom('events').select('position').where('type', '=', 'TutorReplyRequested').where('stream_id', '=', `thread-${threadId}`).executeTakeFirstOrThrow();
    const payload = { threadId, messageId: res.body.message.id, requestPosition: Number(request.position) };
    try {
      const [same, fresh] = await Promise.all([producer.run('tutor.reply', payload), producer.run('tutor.reply', { ...payload, requestPosition: payload.requestPosition + 100_000 })]);
      // The same job id is the same job: its result is the original answer, nothing ran again.
      expect(same.outcome).toBe('answered');
      expect(fresh.outcome).toBe('already-answered');
    } finally {
      await producer.close();
      await redis.quit();
    }

    expect(completions().length).toBe(asked);
    const ai = await testDb.db.selectFrom('chat_messages').select('id').where('reply_to', '=', res.body.message.id).execute();
    expect(ai).toHaveLength(1);
    socket.close();
  });

  it('retries a 500 and a 429 with backoff, then answers', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    await watchThread(socket, threadId);
    openai.script.fail(500, 1);
    openai.script.fail(429, 1);
    openai.script.reply('Here I am! What would you like to learn?');
    const before = completions().length;
    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hello Morah' });
    const reply = await aiReplyTo(socket, res.body.message.id);
    expect(reply.content).toBe('Here I am! What would you like to learn?');
    expect(completions().length - before).toBe(3);
    socket.close();
  });

  it('tells the student when the tutor finally fails, and answers after Try again', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    await watchThread(socket, threadId);
    openai.script.fail(503, 4);
    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'What is this week\u2019s parsha?' });
    const failed = await failureOf(socket, res.body.message.id);
    expect(failed.message).toMatch(/try again/i);
    const history = await student.get(`/api/chat/threads/${threadId}/messages`);
    expect(history.body.failures).toEqual([expect.objectContaining({ replyTo: res.body.message.id })]);
    expect(history.body.messages.filter((m: ChatMessage) => m.senderType === 'ai')).toHaveLength(0);

    openai.script.reply('Let us look at it together!');
    const retried = aiReplyTo(socket, res.body.message.id);
    const retry = await student.post(`/api/chat/threads/${threadId}/messages/${res.body.message.id}/retry`);
    expect(retry.status).toBe(202);
    expect((await retried).content).toBe('Let us look at it together!');
    expect((await student.get(`/api/chat/threads/${threadId}/messages`)).body.failures).toEqual([]);
    // Nothing left to retry: a second Try again is refused, not answered twice.
    expect((await student.post(`/api/chat/threads/${threadId}/messages/${res.body.message.id}/retry`)).status).toBe(409);
    socket.close();
  });

  it('gives up at once on a 400 that retrying will not fix', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    await watchThread(socket, threadId);
    openai.script.fail(400, 5);
    const before = completions().length;
    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hi' });
    await failureOf(socket, res.body.message.id);
    expect(completions().length - before).toBe(1);
    socket.close();
  });
});

describe('child safety', () => {
  it('flags what the moderation endpoint flags: the thread needs attention and parents hear at once', async () => {
    const threadId = await newThread();
    const teacherSocket = await connected(teacher);
    const parentSocket = await connected(parent);
    const studentSocket = await connected(student);
    await watchThread(studentSocket, threadId);
    openai.script.flagWhen((text) => text.includes('scary secret'));
    const notice = eventWhere(parentSocket, 'notice:new', (n) => n.data.threadId === threadId);
    const teacherNotice = eventWhere(teacherSocket, 'notice:new', (n) => n.data.threadId === threadId);
    const flaggedForTeacher = eventWhere(teacherSocket, 'chat:thread-updated', (t) => t.id === threadId && t.flagged);
    const raisedForTeacher = eventWhere(teacherSocket, 'safety:flag-changed', (c) => c.threadId === threadId);

    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'I have a scary secret' });
    expect(res.status).toBe(201);
    // The moderation service's names are read as today's categories, with their severity.
    const expected = { kind: 'safety-flag', openedAt: null, data: { threadId, messageId: res.body.message.id, studentId, studentName: 'Dovi Katz', severity: 'urgent', categories: ['self-harm'] } };
    expect(await notice).toMatchObject(expected);
    expect(await teacherNotice).toMatchObject(expected);
    expect(await raisedForTeacher).toEqual({ threadId, messageId: res.body.message.id, studentId, status: 'open' });
    expect((await flaggedForTeacher).teacherJoined).toBe(false);
    await aiReplyTo(studentSocket, res.body.message.id);
    // The tutor was told to answer with care.
    expect(JSON.stringify(completions().at(-1)!.body.messages[0])).toMatch(/care|grown-up|trusted/i);
    const [msg] = (await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages;
    expect(msg.flagged).toBe(true);
    for (const s of [teacherSocket, parentSocket, studentSocket]) s.close();
  });

  it('asks the model while the safety screen answers, and a reply the screen makes careful never reaches the child', async () => {
    const threadId = await newThread();
    const studentSocket = await connected(student);
    await watchThread(studentSocket, threadId);
    const deltas = collect(studentSocket, 'chat:tutor-delta').items;
    openai.script.flagWhen((text) => text.includes('lonely secret'));
    openai.script.reply('What a cheerful puzzle, let us play!');
    openai.script.reply('Thank you for telling me. A grown-up you trust can help.');
    const release = openai.script.holdModeration();

    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'I have a lonely secret' });
    // The model was asked, and began to answer, while the screen had not answered yet.
    await until(() => openai.firstChunkAt.length === 1);
    expect(openai.requests.filter((r) => r.path.endsWith('/moderations'))).toHaveLength(1);
    release();

    const reply = await aiReplyTo(studentSocket, res.body.message.id);
    expect(reply.content).toBe('Thank you for telling me. A grown-up you trust can help.');
    // Asked again with care; nothing of the first answer reached the child.
    expect(completions()).toHaveLength(2);
    expect(JSON.stringify(completions()[1]!.body.messages[0])).toMatch(/care|grown-up|trusted/i);
    const streamed = deltas.filter((d) => d.replyTo === res.body.message.id);
    expect(streamed.map((d) => d.delta).join('')).not.toMatch(/cheerful/);
    expect(streamed[0]).toMatchObject({ offset: 0 });
    const [msg] = (await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages;
    expect(msg.flagged).toBe(true);
    studentSocket.close();
  });

  it('flags what only the model’s screen hears, read with the child’s earlier messages, and the reply is careful', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    await watchThread(socket, threadId);
    openai.script.screenWhen((prompt) => prompt.includes('the special game') && prompt.includes('my neighbour'), ['unsafe-touch'], 'urgent');
    openai.script.reply('A cheerful answer about the alef-bet!');
    const first = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'my neighbour is nice' });
    await aiReplyTo(socket, first.body.message.id);
    openai.script.reply('What a cheerful puzzle, let us play!');
    openai.script.reply('Thank you for telling me. A grown-up you trust can help.');
    const deltas = collect(socket, 'chat:tutor-delta');
    const asked = verdictsAsked().length;
    const streamed = openai.firstChunkAt.length;
    const releaseScreen = openai.script.holdScreen();
    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'we play the special game' });
    expect(res.body.flagged).toBe(false);
    // While the model's screen has not answered, the reply it may have to change has streamed to the
    // worker, and nothing of it has reached the child.
    await until(() => verdictsAsked().length > asked && openai.firstChunkAt.length > streamed);
    expect(deltas.items.filter((d) => d.replyTo === res.body.message.id)).toEqual([]);
    expect(heard.get(socket)!.messages.filter((m) => m.replyTo === res.body.message.id)).toEqual([]);
    releaseScreen();
    const reply = await aiReplyTo(socket, res.body.message.id);
    // Whatever streamed is the careful reply's: not a piece of the first asking's went out.
    for (const d of deltas.items.filter((d) => d.replyTo === res.body.message.id)) expect(reply.content.slice(d.offset, d.offset + d.delta.length)).toBe(d.delta);
    expect(reply.content).toBe('Thank you for telling me. A grown-up you trust can help.');
    expect(verdictsAsked().at(-1)?.body.response_format.json_schema.strict).toBe(true);
    expect(JSON.stringify(completions().at(-1)!.body.messages[0])).toMatch(/care|grown-up|trusted/i);
    const messages = (await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages as Array<ChatMessage & { flagged: boolean }>;
    expect(messages.find((m) => m.id === res.body.message.id)?.flagged).toBe(true);
    socket.close();
  });

  it('flags with the local screen before the message is even stored, without any model', async () => {
    const threadId = await newThread();
    const parentSocket = await connected(parent);
    const notice = eventWhere(parentSocket, 'notice:new', (n) => n.data.threadId === threadId);
    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'sometimes I want to hurt myself' });
    expect(res.body.flagged).toBe(true);
    expect((await notice).data).toMatchObject({ severity: 'urgent', categories: ['self-harm'] });
    expect((await teacher.get('/api/chat/threads')).body.threads.find((t: { id: number }) => t.id === threadId).flagged).toBe(true);
    parentSocket.close();
  });

  it("tells only the child's own teachers and parents, live, that a flag was raised and then handled", async () => {
    // A family of its own: the shared student's day of XP is counted by the tests after this one.
    const own = await registerTeacherWithClass(gateway.url);
    const teacher = own.teacher;
    const { student, user: child } = await registerStudent(gateway.url, own.classInfo.joinCode, 'Tamar');
    const { parent } = await registerParent(gateway.url, child.linkCode);
    const threadId = await newThread(student);
    const teacherSocket = await connected(teacher);
    const parentSocket = await connected(parent);
    const studentSocket = await connected(student);
    const other = await registerTeacherWithClass(gateway.url);
    const otherSocket = await connected(other.teacher);
    const otherHeard = [collect(otherSocket, 'notice:new').items, collect(otherSocket, 'safety:flag-changed').items] as const;
    const childHeard = [collect(studentSocket, 'notice:new').items, collect(studentSocket, 'safety:flag-changed').items] as const;

    const toldTeacher = eventWhere(teacherSocket, 'notice:new', (n) => n.data.threadId === threadId);
    const res = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'my dad hits me when he gets angry' });
    const messageId = res.body.message.id as string;
    expect((await toldTeacher).data).toMatchObject({ messageId, severity: 'urgent', categories: ['hurt'] });
    await teacher.post(`/api/chat/threads/${threadId}/join`);
    const handledForTeacher = eventWhere(teacherSocket, 'safety:flag-changed', (c) => c.messageId === messageId && c.status === 'handled');
    const backForParent = eventWhere(parentSocket, 'notice:new', (n) => n.data.messageId === messageId && n.handled !== null);
    const handled = await teacher.post(`/api/safety/flags/${messageId}/handle`, { note: 'We talked after class.' });
    expect(handled.status).toBe(200);
    await handledForTeacher;
    expect(await backForParent).toMatchObject({ openedAt: null, handled: { byName: 'Rivka Cohen', note: 'We talked after class.' } });

    // A barrier: the other teacher's own pupil is flagged afterwards, and that reaches them; anything
    // about the first child would have come before it on the same socket.
    const pupil = (await registerStudent(gateway.url, other.classInfo.joinCode, 'Yael')).student;
    const pupilThread = await newThread(pupil);
    await pupil.post(`/api/chat/threads/${pupilThread}/messages`, { content: 'I want to hurt myself' });
    await heardOn(otherHeard[0], (n) => n.data.threadId === pupilThread);
    await heardOn(otherHeard[1], (c) => c.threadId === pupilThread);
    expect([...otherHeard[0], ...otherHeard[1]].filter((e) => ('data' in e ? e.data.threadId : e.threadId) === threadId)).toEqual([]);
    // The child hears their conversation go on, never the flag or its handling (a barrier again: their own next message).
    const next = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Thank you' });
    await eventWhere(studentSocket, 'chat:thread-updated', (t) => t.id === threadId && t.version >= next.body.message.version);
    expect([...childHeard[0], ...childHeard[1]]).toEqual([]);
    for (const s of [teacherSocket, parentSocket, studentSocket, otherSocket]) s.close();
  });
});

describe('teachers watch and join', () => {
  it('shows a teacher the thread live, and the student hears the teacher join and speak', async () => {
    const teacherSocket = await connected(teacher);
    const appeared = eventWhere(teacherSocket, 'chat:thread-updated', (t) => t.studentId === studentId && t.title === 'Why do we light candles?');
    const threadId = await newThread();
    const studentSocket = await connected(student);
    await watchThread(studentSocket, threadId);
    const asked = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Why do we light candles?' });
    expect((await appeared).teacherJoined).toBe(false);

    expect((await watchThread(teacherSocket, threadId)).ok).toBe(true);
    const joined = eventWhere(studentSocket, 'chat:teacher-joined', (j) => j.threadId === threadId);
    const join = await teacher.post(`/api/chat/threads/${threadId}/join`);
    expect(join.status).toBe(200);
    expect(join.body.thread.teacherJoined).toBe(true);
    expect(await joined).toMatchObject({ teacherName: 'Rivka Cohen' });

    const spoken = eventWhere(studentSocket, 'chat:message', (m) => m.senderType === 'teacher');
    const post = await teacher.post(`/api/chat/threads/${threadId}/messages`, { content: 'Great question, Dovi!' });
    expect(post.status).toBe(201);
    expect(post.body.xpAwarded).toBe(0);
    expect(await spoken).toMatchObject({ content: 'Great question, Dovi!', senderName: 'Rivka Cohen' });
    // Joining twice changes nothing. The tutor's reply to the child's question is stored first: it is
    // written whenever the tutor finishes, and would move the thread's version between the two reads.
    await storedReply(asked.body.message.id);
    const version = (await teacher.get(`/api/chat/threads/${threadId}`)).body.thread.version;
    await teacher.post(`/api/chat/threads/${threadId}/join`);
    expect((await teacher.get(`/api/chat/threads/${threadId}`)).body.thread.version).toBe(version);
    expect((await teacher.get('/api/chat/threads')).body.threads.some((t: { id: number }) => t.id === threadId)).toBe(true);
    teacherSocket.close();
    studentSocket.close();
  });

  it('lets a linked parent read the conversation, never write in it', async () => {
    const threadId = await newThread();
    await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'What is challah?' });
    expect((await parent.get('/api/chat/threads')).body.threads.some((t: { id: number }) => t.id === threadId)).toBe(true);
    expect((await parent.get(`/api/chat/threads/${threadId}/messages`)).status).toBe(200);
    const write = await parent.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hello' });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toMatch(/read/i);
    expect((await parent.post(`/api/chat/threads/${threadId}/join`)).status).toBe(403);
  });
});

describe('nothing is lost when a socket drops', () => {
  it('catches up with exactly what came after the last version held', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    await watchThread(socket, threadId);
    const first = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'First question' });
    await aiReplyTo(socket, first.body.message.id);
    const held = (await student.get(`/api/chat/threads/${threadId}/messages`)).body;
    const lastHeld = Math.max(...held.messages.map((m: ChatMessage) => m.version));
    socket.close();

    // While the student is away, the teacher writes and the tutor answers a second question.
    const second = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Second question' });
    await teacher.post(`/api/chat/threads/${threadId}/messages`, { content: 'I am here too.' });
    await storedReply(second.body.message.id);

    const caught = (await student.get(`/api/chat/threads/${threadId}/messages?after=${lastHeld}`)).body;
    const contents = caught.messages.map((m: ChatMessage) => m.content);
    expect(contents).toContain('Second question');
    expect(contents).toContain('I am here too.');
    expect(contents).not.toContain('First question');
    const all = (await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages as ChatMessage[];
    expect(held.messages.length + caught.messages.length).toBe(all.length);
    expect(new Set(all.map((m) => m.version)).size).toBe(all.length);
  });
});

describe('who may see and say what', () => {
  let threadId: number;
  let messageId: string;
  beforeAll(async () => {
    threadId = await newThread();
    messageId = (await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'My own question' })).body.message.id;
  });

  it('refuses another student, a teacher of another class and an unlinked parent on every route and room', async () => {
    const other = await registerTeacherWithClass(gateway.url);
    const outsiders = [
      ['student', (await registerStudent(gateway.url, (await registerTeacherWithClass(gateway.url)).classInfo.joinCode)).student],
      ['teacher', other.teacher],
      ['parent', (await registerParent(gateway.url)).parent],
    ] as const;
    for (const [role, outsider] of outsiders) {
      // Someone else's conversation answers as a missing one does: 404, the same sentence.
      expect((await outsider.get(`/api/chat/threads/${threadId}`)).status).toBe(404);
      expect((await outsider.get(`/api/chat/threads/${threadId}/messages`)).status).toBe(404);
      expect((await outsider.get(`/api/chat/threads/${threadId}/messages?after=0`)).status).toBe(404);
      expect((await outsider.post(`/api/chat/threads/${threadId}/messages`, { content: 'hi' })).status).toBe(404);
      // Joining is for teachers and trying again for students: anyone else is refused for their role first.
      expect((await outsider.post(`/api/chat/threads/${threadId}/join`)).status).toBe(role === 'teacher' ? 404 : 403);
      expect((await outsider.post(`/api/chat/threads/${threadId}/messages/${messageId}/retry`)).status).toBe(role === 'student' ? 404 : 403);
      expect((await outsider.get('/api/chat/threads')).body.threads.some((t: { id: number }) => t.id === threadId)).toBe(false);
      const socket = await connected(outsider);
      const ack = await watchThread(socket, threadId);
      expect(ack).toMatchObject({ ok: false, error: { code: 'not_found' } });
      socket.close();
    }
  });

  it('asks who is there before anything else', async () => {
    const { TestClient } = await import('./support/http-client');
    const anonymous = new TestClient(gateway.url);
    expect((await anonymous.get('/api/chat/threads')).status).toBe(401);
    expect((await anonymous.post(`/api/chat/threads/${threadId}/messages`, { content: 'hi' })).status).toBe(401);
    expect((await teacher.post('/api/chat/threads', {})).status).toBe(403);
  });

  it('answers bad input with a clear 400 or 404 and stores nothing', async () => {
    const before = (await student.get(`/api/chat/threads/${threadId}`)).body.thread.version;
    for (const body of [{ content: '' }, { content: '   \n  ' }, { content: 'x'.repeat(2001) }, {}, { content: 42 }, '{broken']) {
      const res = await student.post(`/api/chat/threads/${threadId}/messages`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    expect((await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'x'.repeat(2000) })).status).toBe(201);
    expect((await student.get('/api/chat/threads/abc')).status).toBe(400);
    expect((await student.get(`/api/chat/threads/${threadId}/messages?after=-1`)).status).toBe(400);
    expect((await student.get('/api/chat/threads/99999999')).status).toBe(404);
    expect((await student.post('/api/chat/threads', { title: 'y'.repeat(200) })).status).toBe(400);
    const after = (await student.get(`/api/chat/threads/${threadId}`)).body.thread.version;
    expect(after).toBeGreaterThan(before);
  });

  it('slows down a student who posts too fast with a 429 that says when to try again', async () => {
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const fast = (await registerStudent(gateway.url, classInfo.joinCode)).student;
    const tid = await newThread(fast);
    const answers: { post: number; status: number; code?: string; message?: string }[] = [];
    let refusal: { status: number; body: any; headers: Headers } | undefined;
    for (let i = 0; i < 42; i++) {
      const res = await fast.post(`/api/chat/threads/${tid}/messages`, { content: `Question ${i}` });
      answers.push({ post: i + 1, status: res.status, ...(res.status === 201 ? {} : { code: res.body?.error?.code, message: res.body?.error?.message }) });
      if (res.status === 429) refusal ??= res;
    }
    // Every answer but the 41st and 42nd is a 201 (a failure shows each other answer whole).
    expect(answers.filter((a) => a.status !== 201).map(({ post, status, code }) => ({ post, status, code }))).toEqual([
      { post: 41, status: 429, code: 'rate_limited' },
      { post: 42, status: 429, code: 'rate_limited' },
    ]);
    expect(refusal!.body.error.code).toBe('rate_limited');
    expect(refusal!.body.error.message).toMatch(/try again in \d+ seconds/);
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await testDb.db.selectFrom('chat_messages').select('id').where('thread_id', '=', tid).where('sender_type', '=', 'student').execute();
    expect(stored).toHaveLength(40);
  });
});

it("takes a student's row before their message moves their counters, so a badge job holding that row never deadlocks with a send", async () => {
  const { classInfo } = await registerTeacherWithClass(gateway.url);
  const { student: pupil, user } = await registerStudent(gateway.url, classInfo.joinCode, 'Noa');
  const tid = await newThread(pupil);
  // A first message makes the learner's counters row, which the judging below moves.
  expect((await pupil.post(`/api/chat/threads/${tid}/messages`, { content: 'What is a mitzvah?' })).status).toBe(201);
  const answer = await holdLearnerThenMoveCounters(testDb.db, user.id, () => pupil.post(`/api/chat/threads/${tid}/messages`, { content: 'And what is a bracha?' }));
  // The send waited for the row and then went through: no deadlock, nothing refused.
  expect({ status: answer.status, code: answer.body?.error?.code }).toEqual({ status: 201, code: undefined });
  const counters = await testDb.db.selectFrom('learner_counters').select(['chat_messages', 'challenges_completed']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  expect(counters).toEqual({ chat_messages: 2, challenges_completed: 1 });
});

it('keeps each class teacher list to its own students', async () => {
  const other = await registerTeacherWithClass(gateway.url);
  const otherSocket = await connected(other.teacher);
  const heard = collect(otherSocket, 'chat:thread-updated');
  const threadId = await newThread();
  await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Only my teacher should see this' });
  // A barrier: the other teacher's own pupil writes afterwards, and that update must reach them;
  // anything about the first thread would have come before it on the same socket.
  const pupil = (await registerStudent(gateway.url, other.classInfo.joinCode, 'Yael')).student;
  const pupilThread = await newThread(pupil);
  await pupil.post(`/api/chat/threads/${pupilThread}/messages`, { content: 'A question for my own teacher' });
  await heardOn(heard.items, (t) => t.id === pupilThread);
  expect(heard.items.filter((t) => t.id === threadId)).toHaveLength(0);
  expect(classId).toBeGreaterThan(0);
  otherSocket.close();
});

it("counts Today's Stats over the teacher's own students only", async () => {
  const fresh = await registerTeacherWithClass(gateway.url);
  const pupil = (await registerStudent(gateway.url, fresh.classInfo.joinCode, 'Tova')).student;
  const since = new Date(Date.now() - 60_000).toISOString();
  const empty = await fresh.teacher.get(`/api/chat/stats?since=${encodeURIComponent(since)}`);
  expect(empty.body.stats).toEqual({ activeStudents: 0, messages: 0, questions: 0, activeChats: 0, flaggedChats: 0, badgesEarned: 0 });
  const tid = await newThread(pupil);
  const first = await pupil.post(`/api/chat/threads/${tid}/messages`, { content: 'What is Havdalah?' });
  await storedReply(first.body.message.id);
  await pupil.post(`/api/chat/threads/${tid}/messages`, { content: 'I want to hurt myself' });
  const stats = (await fresh.teacher.get(`/api/chat/stats?since=${encodeURIComponent(since)}`)).body.stats;
  expect(stats).toMatchObject({ activeStudents: 1, questions: 2, activeChats: 1, flaggedChats: 1 });
  expect(stats.messages).toBeGreaterThanOrEqual(3);
  // The first question earns a badge (its job follows the message): Badges earned counts it.
  const badgesToday = async () => (await fresh.teacher.get(`/api/chat/stats?since=${encodeURIComponent(since)}`)).body.stats.badgesEarned;
  await expect.poll(badgesToday, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  // Later than everything: nothing counted.
  const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
  const later = (await fresh.teacher.get(`/api/chat/stats?since=${future}`)).body.stats;
  expect(later.messages).toBe(0);
  expect(later.badgesEarned).toBe(0);
  expect((await fresh.teacher.get('/api/chat/stats?since=yesterday')).status).toBe(400);
  expect((await pupil.get(`/api/chat/stats?since=${encodeURIComponent(since)}`)).status).toBe(403);
});

it('lets a dashboard opened before its class existed hear that class at once', async () => {
  const { TestClient, uniqueName } = await import('./support/http-client');
  const newTeacher = new TestClient(gateway.url);
  await newTeacher.post('/api/auth/register', { username: uniqueName('teacher'), password: 'kite-river-lantern', firstName: 'Leah', lastName: 'Gold', role: 'teacher' });
  const socket = await connected(newTeacher);
  const cls = (await newTeacher.post('/api/classes', { name: 'Gimel' })).body.class;
  const pupil = (await registerStudent(gateway.url, cls.joinCode, 'Ari')).student;
  const appeared = eventWhere(socket, 'chat:thread-updated', (t) => t.studentName.startsWith('Ari'));
  await newThread(pupil);
  expect((await appeared).teacherJoined).toBe(false);
  socket.close();
});

describe('posting over the socket', () => {
  const send = (socket: TestSocket, payload: unknown): Promise<any> => new Promise((resolve) => (socket as any).emit('chat:send', payload, resolve));

  it('posts like REST does: stored, 5 XP, pushed to the watching teacher, answered by the tutor', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    const teacherSocket = await connected(teacher);
    await watchThread(teacherSocket, threadId);
    await watchThread(socket, threadId);
    const ack = await send(socket, { threadId, content: '  What is a mezuzah?  ' });
    expect(ack.ok).toBe(true);
    expect(ack.data).toMatchObject({ xpAwarded: 5, flagged: false, message: { content: 'What is a mezuzah?', senderType: 'student' } });
    await heardOn(heard.get(teacherSocket)!.messages, (m) => m.id === ack.data.message.id);
    await aiReplyTo(socket, ack.data.message.id);
    const history = (await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages as ChatMessage[];
    expect(history.map((m) => m.senderType)).toEqual(['student', 'ai']);
    socket.close();
    teacherSocket.close();
  });

  it("has told the thread's room and the thread lists by the time it answers", async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    await watchThread(socket, threadId);
    const updates = collect(socket, 'chat:thread-updated');
    const ack = await send(socket, { threadId, content: 'Why do we light candles?' });
    expect(ack.ok).toBe(true);
    // Events of one socket arrive in the order they were sent: the message and the list's new summary
    // (which the append's own write returned, so nothing was read after the commit) came before the answer.
    expect(heard.get(socket)!.messages.map((m) => m.id)).toContain(ack.data.message.id);
    expect(updates.items.filter((u) => u.id === threadId).at(-1)).toMatchObject({ messageCount: 1, lastMessage: { senderType: 'student', preview: 'Why do we light candles?' } });
    socket.close();
  });

  it('refuses bad payloads, parents and outsiders with the same errors as REST', async () => {
    const threadId = await newThread();
    const socket = await connected(student);
    for (const bad of [{ threadId, content: '   ' }, { threadId, content: 'x'.repeat(2001) }, { threadId: 'abc', content: 'hi' }, null]) {
      const ack = await send(socket, bad);
      expect(ack).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
      expect(ack.error.message.length).toBeGreaterThan(5);
    }
    const parentSocket = await connected(parent);
    expect(await send(parentSocket, { threadId, content: 'Hello' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const outsider = (await registerStudent(gateway.url, (await registerTeacherWithClass(gateway.url)).classInfo.joinCode)).student;
    const outsiderSocket = await connected(outsider);
    expect(await send(outsiderSocket, { threadId, content: 'Hello' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect((await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages).toHaveLength(0);
    for (const s of [socket, parentSocket, outsiderSocket]) s.close();
  });

  it("writes a child's next messages to their thread without reading it first: paid on their own day, never renaming it, never another's, and a clear answer once it is gone", async () => {
    const { student: child, user } = await registerStudent(gateway.url, (await registerTeacherWithClass(gateway.url)).classInfo.joinCode, 'Rivka');
    // Their day starts 14 hours before UTC's; chat paid that day so far leaves 7 XP of the cap.
    const zone = 'Pacific/Kiritimati';
    expect((await child.post('/api/gamification/update-streak', { streakType: 'daily_login', timeZone: zone })).status).toBe(200);
    const { rows } = await sql<{ at: Date }>`select ((now() at time zone ${zone})::date)::timestamp at time zone ${zone} as at`.execute(testDb.db);
    const dayStart = new Date(rows[0]!.at).getTime();
    const cap = dailyActivityXpCap('chat');
    await testDb.db
      .insertInto('activities')
      .values([
        // Their yesterday (perhaps UTC's today): not counted. Their today (perhaps UTC's yesterday): counted.
        { user_id: user.id, activity_type: 'chat', duration_seconds: 0, xp_awarded: cap, created_at: new Date(dayStart - 1000) },
        { user_id: user.id, activity_type: 'chat', duration_seconds: 0, xp_awarded: cap - 7, created_at: new Date(dayStart + 1000) },
      ])
      .execute();
    const threadId = await newThread(child);
    const socket = await connected(child);
    const first = await send(socket, { threadId, content: 'Who built the ark?' });
    expect(first).toMatchObject({ ok: true, data: { xpAwarded: 5 } });
    // The next one is written with no read of the thread: the statement keeping it reads the zone (UTC's day would pay 5 or 0).
    const second = await send(socket, { threadId, content: 'And who sent the dove?' });
    expect(second).toMatchObject({ ok: true, data: { xpAwarded: 2, message: { content: 'And who sent the dove?' } } });
    expect((await child.get(`/api/chat/threads/${threadId}`)).body.thread).toMatchObject({ title: 'Who built the ark?' });
    // Knowing their own thread opens no other: another child's stays closed to them.
    const othersThread = await newThread();
    expect(await send(socket, { threadId: othersThread, content: 'Hello' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // Their conversation removed (as the retention sweep or a deletion does), once the tutor has answered
    // there: a clear 'not found', nothing stored.
    await storedReply(second.data.message.id);
    await removeChatThreads(testDb.db, [threadId], { reason: 'retention', requestedBy: 'retention', untouchedSince: null });
    const afterRemoval = await send(socket, { threadId, content: 'Are you there?' });
    expect(afterRemoval).toMatchObject({ ok: false, error: { code: 'not_found', message: 'That conversation does not exist.' } });
    expect(await testDb.db.selectFrom('activities').select('id').where('user_id', '=', user.id).execute()).toHaveLength(4);
    socket.close();
  });
});
