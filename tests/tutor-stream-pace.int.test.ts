import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import type { ServerToClientEvents } from '@morah/contracts';
import { io, type Socket } from 'socket.io-client';
import { eventWhere, waitForConnect, watchThread } from './support/socket-client';

/** Connect as the web app does: Socket.IO's default transports (long-polling first, then the upgrade). */
const connectAsBrowser = (url: string, cookie: string | undefined): Socket<ServerToClientEvents> =>
  io(url, { path: '/socket.io', reconnection: false, forceNew: true, extraHeaders: { ...(cookie ? { cookie } : {}), origin: url } });

/**
 * The tutor's reply reaches the page as it is written, not in one burst: the offline tutor writes at
 * a model's pace (TUTOR_PIECE_DELAY_MS, 90 ms a piece of three words by default), and its deltas must
 * arrive at a socket client spread over the reply's time.
 */
let testDb: TestDatabase;
let gateway: RunningGateway;
let classCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // The offline tutor at its own default pace.
  gateway = await startGateway({ databaseUrl: testDb.url });
  classCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

describe("the tutor's reply as a child sees it arrive", () => {
  it('comes in many deltas spread over the time it takes to write, no one of them the bulk of it', async () => {
    const { student } = await registerStudent(gateway.url, classCode, 'Leah');
    const threadId = (await student.post('/api/chat/threads', {})).body.thread.id as number;
    const socket = connectAsBrowser(gateway.url, student.cookie);
    await waitForConnect(socket);
    expect((await watchThread(socket, threadId)).ok).toBe(true);
    const arrivals: { at: number; length: number }[] = [];
    socket.on('chat:tutor-delta', (d) => arrivals.push({ at: performance.now(), length: d.delta.length }));
    const reply = eventWhere(socket, 'chat:message', (m) => m.senderType === 'ai', 120_000);
    expect((await student.post(`/api/chat/threads/${threadId}/messages`, { content: 'Why do we light candles on Chanukah?' })).status).toBe(201);
    const { content } = await reply;
    socket.close();

    expect(content.length).toBeGreaterThan(100);
    expect(arrivals.length).toBeGreaterThanOrEqual(5);
    // No one delta carries most of the reply (a burst would carry nearly all of it).
    expect(Math.max(...arrivals.map((a) => a.length))).toBeLessThan(content.length / 3);
    // Spread over the time a model would take: no faster than 45 words a second (a busy machine only
    // spreads them further). At 25 ms a piece the whole reply came at 120 words a second.
    const span = arrivals.at(-1)!.at - arrivals[0]!.at;
    const words = content.split(/\s+/).length;
    expect(span).toBeGreaterThan((words / 45) * 1000 * 0.9);
    // And half of the reply has not arrived by the time a quarter of that span has passed.
    const quarter = arrivals[0]!.at + span / 4;
    const early = arrivals.filter((a) => a.at <= quarter).reduce((sum, a) => sum + a.length, 0);
    expect(early).toBeLessThan(content.length / 2);
  });
});
