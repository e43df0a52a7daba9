import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { rooms } from '@morah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, registerStudent, registerTeacherWithClass } from './support/http-client';
import { connectSocket, nextEvent, waitForConnect } from './support/socket-client';
import { LiveStudent } from './support/live-student';
import { newRedisPrefix, startGateway, startWorkers } from './support/morah-under-test';
import { until } from './support/until';

describe('two gateways on one Postgres and Redis', () => {
  let testDb: TestDatabase;
  let a: RunningGateway;
  let b: RunningGateway;
  let workers: Awaited<ReturnType<typeof startWorkers>>;
  const prefix = newRedisPrefix();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    workers = await startWorkers(testDb.url, prefix);
    [a, b] = await Promise.all([startGateway({ databaseUrl: testDb.url, redisPrefix: prefix }), startGateway({ databaseUrl: testDb.url, redisPrefix: prefix })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await workers?.close();
    await testDb?.drop();
  });

  it('shares sessions: signed in on one gateway means signed in on the other', async () => {
    const { classInfo } = await registerTeacherWithClass(a.url);
    const { student, user } = await registerStudent(a.url, classInfo.joinCode);
    const onB = new TestClient(b.url);
    onB.cookie = student.cookie;
    expect((await onB.get('/api/auth/me')).body.user.id).toBe(user.id);
  });

  it('delivers the XP event to a socket on gateway A when the activity is recorded on gateway B', async () => {
    const { classInfo } = await registerTeacherWithClass(a.url);
    const { student, user } = await registerStudent(a.url, classInfo.joinCode);
    const socket = connectSocket(a.url, student.cookie);
    await waitForConnect(socket);
    const gained = nextEvent(socket, 'xp:gained');
    const viaB = new TestClient(b.url);
    viaB.cookie = student.cookie;
    const res = await viaB.post('/api/learning/record-activity', { activityType: 'coloring' });
    expect(res.body.xpAwarded).toBe(10);
    expect(await gained).toEqual({ amount: 10, xp: 10, level: 1 });
    expect(user.xp).toBe(0);
    socket.close();
  });

  it('delivers a room broadcast from either gateway to a client connected to the other', async () => {
    const { classInfo } = await registerTeacherWithClass(a.url);
    const { student, user } = await registerStudent(a.url, classInfo.joinCode);
    const onA = connectSocket(a.url, student.cookie);
    const onB = connectSocket(b.url, student.cookie);
    await Promise.all([waitForConnect(onA), waitForConnect(onB)]);
    const atA = nextEvent(onA, 'level:up');
    b.io.to(rooms.user(user.id)).emit('level:up', { level: 7 });
    expect(await atA).toEqual({ level: 7 });
    const atB = nextEvent(onB, 'level:up');
    a.io.to(rooms.user(user.id)).emit('level:up', { level: 8 });
    expect(await atB).toEqual({ level: 8 });
    onA.close();
    onB.close();
  });

  it('a gateway that stops (SIGTERM) closes its children’s connections, so they reconnect to another, and finishes stopping', async () => {
    const c = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix });
    const { classInfo } = await registerTeacherWithClass(c.url);
    const { student } = await registerStudent(c.url, classInfo.joinCode);
    const thread = await student.post('/api/chat/threads', {});
    const live = new LiveStudent({ cookie: student.cookie!, threadId: thread.body.thread.id, gateways: () => [c.url, a.url] });
    try {
      await live.start();
      expect(live.url).toBe(c.url);
      // An open WebSocket used to keep the HTTP server from closing: the stop never ended.
      const stopping = c.close();
      await until(() => live.connected && live.url === a.url);
      await stopping;
      const sent = await live.send('Shalom from the other gateway');
      expect(sent.kind).toBe('acknowledged');
      if (sent.kind === 'acknowledged') await live.reply(sent.message.id);
    } finally {
      live.close();
      await c.close();
    }
  });
});
