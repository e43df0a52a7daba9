import type { RunningGateway } from '@morah/gateway';
import { appendChatEvents, rebuildChatProjections } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { sql } from '@morah/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { until } from './support/until';

let testDb: TestDatabase;
let gateway: RunningGateway;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Postgres with the in-process jobs and the offline tutor.
  gateway = await startGateway({ databaseUrl: testDb.url, env: { TUTOR_PIECE_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '100' } });
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

async function snapshot() {
  const threads = await sql`select * from chat_threads order by id`.execute(testDb.db);
  const messages = await sql`select * from chat_messages order by thread_id, version`.execute(testDb.db);
  const flags = await sql`select * from safety_flags order by message_id`.execute(testDb.db);
  return { threads: threads.rows, messages: messages.rows, flags: flags.rows };
}

/** Every student message has its reply, or its failure, before we compare. */
async function settled() {
  await until(async () => (await testDb.db.selectFrom('chat_messages').select('id').where('reply_state', '=', 'requested').execute()).length === 0, 60_000);
}

it('rebuilds chat_threads, chat_messages and safety_flags from the events exactly as they were kept live', async () => {
  const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
  const students = await Promise.all(['Ayelet', 'Boaz', 'Chana'].map((name) => registerStudent(gateway.url, classInfo.joinCode, name)));
  const questions = ['What is this week\u2019s parsha?', 'What sound does bet make?', 'When is Chanukah this year?', 'What is the gematria of chai?'];

  // A busy, interleaved conversation: every student in two threads at once, the teacher joining one.
  const threads = await Promise.all(
    students.flatMap(({ student }) =>
      [0, 1].map(async (n) => {
        const created = await student.post('/api/chat/threads', n === 0 ? {} : { title: 'My own title' });
        const id = created.body.thread.id as number;
        for (const q of questions) await student.post(`/api/chat/threads/${id}/messages`, { content: q });
        return id;
      }),
    ),
  );
  await teacher.post(`/api/chat/threads/${threads[0]}/join`);
  await teacher.post(`/api/chat/threads/${threads[0]}/messages`, { content: 'Wonderful questions!' });
  await teacher.post(`/api/chat/threads/${threads[3]}/messages`, { content: 'I am reading along.' });
  // Flags: one handled after the teacher joined, one left open, one of care.
  const hurt = await students[1]!.student.post(`/api/chat/threads/${threads[2]}/messages`, { content: 'I want to hurt myself' });
  await students[1]!.student.post(`/api/chat/threads/${threads[2]}/messages`, { content: 'my dad hits me when he gets angry' });
  await students[2]!.student.post(`/api/chat/threads/${threads[5]}/messages`, { content: 'my phone number is 0541234567' });
  await teacher.post(`/api/chat/threads/${threads[2]}/join`);
  expect((await teacher.post(`/api/safety/flags/${hurt.body.message.id}/handle`, { note: 'We talked.' })).status).toBe(200);
  await settled();
  // A failed reply, as a job leaves it behind.
  const [lonely] = await testDb.db.selectFrom('chat_messages').select(['id', 'thread_id']).where('thread_id', '=', threads[4]!).where('sender_type', '=', 'student').execute();
  await appendChatEvents(testDb.db, lonely!.thread_id, [{ type: 'TutorReplyFailed', data: { messageId: lonely!.id, reason: 'test' } }], { metadata: { actorId: null } });

  const live = await snapshot();
  expect(live.threads).toHaveLength(6);
  expect(live.messages.length).toBeGreaterThan(45);
  expect(live.flags.map((f) => [(f as { severity: string }).severity, (f as { handled_at: Date | null }).handled_at === null])).toEqual(
    expect.arrayContaining([
      ['urgent', false],
      ['urgent', true],
      ['care', true],
    ]),
  );
  const notices = await sql`select * from notices order by id`.execute(testDb.db);

  const { events } = await rebuildChatProjections(testDb.db);
  expect(events).toBeGreaterThan(live.messages.length);
  expect(await snapshot()).toEqual(live);
  // The grown-ups' notices are theirs, not a read model: a rebuild leaves them as they were.
  expect((await sql`select * from notices order by id`.execute(testDb.db)).rows).toEqual(notices.rows);
  expect(notices.rows.length).toBeGreaterThan(0);
  // And the API reads the rebuilt tables the same.
  const list = await teacher.get('/api/chat/threads');
  expect(list.body.threads.map((t: { id: number }) => t.id).sort()).toEqual([...threads].sort());
});
