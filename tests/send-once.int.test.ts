import type { ChatMessage } from '@morah/contracts';
import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { newRedisPrefix, startGateway, startWorkers } from './support/morah-under-test';
import { connectSocket, waitForConnect } from './support/socket-client';
import { until } from './support/until';

// A child whose send timed out presses Send again: the device sends the same clientMessageId, over
// the socket or over REST, and the message is stored, answered and paid for once.
let testDb: TestDatabase;
let gateway: RunningGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
const prefix = newRedisPrefix();
let joinCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  workers = await startWorkers(testDb.url, prefix, {});
  gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix });
  joinCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
});
afterAll(async () => {
  await gateway?.close();
  await workers?.close();
  await testDb?.drop();
});

async function childWithThread(): Promise<{ student: TestClient; userId: number; threadId: number }> {
  const { student, user } = await registerStudent(gateway.url, joinCode);
  const res = await student.post('/api/chat/threads', {});
  expect(res.status).toBe(201);
  return { student, userId: user.id, threadId: res.body.thread.id };
}

const studentMessages = (threadId: number) =>
  testDb.db.selectFrom('chat_messages').select(['id', 'content']).where('thread_id', '=', threadId).where('sender_type', '=', 'student').execute();

describe('a message sent again with the same clientMessageId', () => {
  it('is stored once, answered once and paid once, over REST and the socket alike', async () => {
    const { student, userId, threadId } = await childWithThread();
    const body = { content: 'Why do we light candles on Chanukah?', clientMessageId: 'c1a2b3c4d5e6f708' };
    const [first, second] = await Promise.all([
      student.post(`/api/chat/threads/${threadId}/messages`, body),
      student.post(`/api/chat/threads/${threadId}/messages`, body),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.message.id).toBe(first.body.message.id);
    expect(first.body.xpAwarded + second.body.xpAwarded).toBe(5);

    const socket = connectSocket(gateway.url, student.cookie);
    await waitForConnect(socket);
    const ack = await new Promise((resolve) => (socket as Socket).emit('chat:send', { threadId, ...body }, resolve));
    socket.close();
    expect(ack).toMatchObject({ ok: true, data: { message: { id: first.body.message.id, content: body.content }, xpAwarded: 0 } });

    expect(await studentMessages(threadId)).toEqual([{ id: first.body.message.id, content: body.content }]);
    // One answer: the tutor's reply was asked for only by the send that stored the message.
    await until(() => testDb.db.selectFrom('chat_messages').select('id').where('reply_to', '=', first.body.message.id).executeTakeFirst());
    const replies = await testDb.db.selectFrom('chat_messages').select('id').where('reply_to', '=', first.body.message.id).execute();
    expect(replies).toHaveLength(1);
    // Paid once: one chat activity kept (its XP, within the day's cap, follows from it).
    const chats = () => testDb.db.selectFrom('activities').select('xp_awarded').where('user_id', '=', userId).where('activity_type', '=', 'chat').execute();
    expect(await chats()).toEqual([{ xp_awarded: 5 }]);
  });

  it('is a new message when the words are new, and a clientMessageId that is not one is refused with words a child understands', async () => {
    const { student, threadId } = await childWithThread();
    const a = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Who was Miriam?', clientMessageId: 'aaaaaaaa11111111' });
    const b = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Who was Aharon?', clientMessageId: 'bbbbbbbb22222222' });
    expect(b.body.message.id).not.toBe(a.body.message.id);
    const bad = await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Hello', clientMessageId: 'no spaces allowed!' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Please send it again.');
    expect((await studentMessages(threadId)).map((m: Pick<ChatMessage, 'content'>) => m.content).sort()).toEqual(['Who was Aharon?', 'Who was Miriam?']);
  });
});
