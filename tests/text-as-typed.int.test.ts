import type { ChatMessage } from '@morah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerParent, registerStudent, registerTeacherWithClass, TestClient, uniqueName } from './support/http-client';
import { gatewayOnOwnDatabase } from './support/morah-under-test';
import { connectSocket, eventWhere, waitForConnect, watchThread } from './support/socket-client';

/**
 * Text that could lie about itself: a right-to-left override (U+202E) makes "txt.exe" show as
 * "exe.txt", and a name show as another, to the teacher or parent who reads it. Names that hold
 * direction controls are refused; messages and titles lose them, so the reader sees what was typed.
 */
const world = gatewayOnOwnDatabase({ env: { SEFARIA_URL: '', TUTOR_PIECE_DELAY_MS: '0' } });
const RLO = '\u202E';
const PDF = '\u202C';
const RLI = '\u2067';
const PDI = '\u2069';
const NAME_ADVICE = 'That name has hidden characters that change how it looks. Please type it again.';

let teacher: TestClient;
let joinCode: string;
beforeAll(async () => {
  const t = await registerTeacherWithClass(world.gateway.url);
  teacher = t.teacher;
  joinCode = t.classInfo.joinCode;
});

describe('names that hold direction controls are refused, with a sentence', () => {
  it('for a student, a teacher, a parent’s child and a class; nothing is kept', async () => {
    const student = await new TestClient(world.gateway.url).post('/api/auth/register', {
      username: uniqueName('rlo'),
      password: 'kite-river-lantern',
      firstName: `Dovi${RLO}ztaK`,
      lastName: 'Katz',
      role: 'student',
      classCode: joinCode,
    });
    expect(student.status).toBe(400);
    expect(student.body.error.details).toEqual([expect.objectContaining({ path: ['firstName'], message: NAME_ADVICE })]);

    const grownUp = await new TestClient(world.gateway.url).post('/api/auth/register', { username: uniqueName('rli'), password: 'kite-river-lantern', firstName: 'Rivka', lastName: `${RLI}Cohen${PDI}`, role: 'teacher' });
    expect(grownUp.status).toBe(400);
    expect(grownUp.body.error.details).toEqual([expect.objectContaining({ path: ['lastName'], message: NAME_ADVICE })]);

    const { parent } = await registerParent(world.gateway.url);
    const child = await parent.post('/api/parent/children', { username: uniqueName('kid'), password: 'catdogfish', firstName: `Noa${RLO}`, lastName: 'Levi' });
    expect(child.status).toBe(400);
    expect(child.body.error.details).toEqual([expect.objectContaining({ path: ['firstName'], message: NAME_ADVICE })]);

    const cls = await teacher.post('/api/classes', { name: `Aleph ${RLO}ssalc` });
    expect(cls.status).toBe(400);
    expect(cls.body.error.details).toEqual([expect.objectContaining({ path: ['name'], message: NAME_ADVICE })]);

    const kept = await world.testDb.db.selectFrom('users').select('first_name').execute();
    expect(kept.filter((u) => /[\u202A-\u202E\u2066-\u2069]/.test(u.first_name))).toEqual([]);
    // A Hebrew name with its vowel points is a name like any other.
    expect((await teacher.post('/api/classes', { name: 'כִּתָּה אָלֶף' })).status).toBe(201);
  });
});

describe('messages and titles lose them, so a teacher reads what the child typed', () => {
  it('over REST and over the socket, live and when read back', async () => {
    const { student } = await registerStudent(world.gateway.url, joinCode, 'Tamar');
    const thread = (await student.post('/api/chat/threads', { title: `My ${RLO}eltit` })).body.thread;
    expect(thread.title).toBe('My eltit');

    const watching = connectSocket(world.gateway.url, teacher.cookie);
    const sending = connectSocket(world.gateway.url, student.cookie);
    try {
      await Promise.all([waitForConnect(watching), waitForConnect(sending)]);
      expect((await watchThread(watching, thread.id)).ok).toBe(true);
      const seen = (content: string) => eventWhere(watching, 'chat:message', (m: ChatMessage) => m.senderType === 'student' && m.content === content);

      const restSeen = seen('Open my homework: txt.exe please');
      const posted = await student.post(`/api/chat/threads/${thread.id}/messages`, { content: `Open my homework: ${RLO}txt.exe${PDF} please` });
      expect(posted.status).toBe(201);
      expect(posted.body.message.content).toBe('Open my homework: txt.exe please');
      await restSeen;

      const socketSeen = seen('שָׁלוֹם Morah, what is Shabbat?');
      const raw = sending as unknown as { emit(event: string, ...args: unknown[]): void };
      const ack = await new Promise<any>((resolve) => raw.emit('chat:send', { threadId: thread.id, content: `${RLI}שָׁלוֹם${PDI} Morah, what is Shabbat?` }, resolve));
      expect(ack).toMatchObject({ ok: true, data: { message: { content: 'שָׁלוֹם Morah, what is Shabbat?' } } });
      await socketSeen;
    } finally {
      watching.close();
      sending.close();
    }

    const read = await teacher.get(`/api/chat/threads/${thread.id}/messages`);
    const fromChild = (read.body.messages as ChatMessage[]).filter((m) => m.senderType === 'student').map((m) => m.content);
    expect(fromChild).toEqual(['Open my homework: txt.exe please', 'שָׁלוֹם Morah, what is Shabbat?']);
    const list = (await teacher.get('/api/chat/threads')).body.threads as { id: number; title: string }[];
    expect(list.find((t) => t.id === thread.id)?.title).toBe('My eltit');
  });
});

