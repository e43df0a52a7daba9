import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postChatMessage } from '../features/chat/post-message';
import { registerErrorHandler } from './error-handler';
import { registerLoadShedding } from './load-shedding';

/** Keep the event loop busy for `ms`: the server runs that late. */
const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('load shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('refuses requests at once as busy, with Retry-After, while the server runs late; probes still answer; and takes requests again once it catches up', async () => {
    app = Fastify();
    registerErrorHandler(app);
    const shedding = await registerLoadShedding(app, { maxEventLoopDelayMs: 20, maxHeapUsedBytes: undefined, databaseWaiting: () => 0, maxDatabaseWaiting: 10 });
    app.get('/api/auth/user', async () => ({ ok: true }));
    app.get('/healthz', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject('/api/auth/user')).statusCode).toBe(200);

    await vi.waitFor(
      () => {
        hold(80);
        expect(shedding.busyReason()).toBe('event_loop_delay');
      },
      { timeout: 15_000, interval: 5 },
    );
    const refused = await app.inject('/api/auth/user');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ error: { code: 'busy', message: 'Morah is very busy right now. Please wait a moment and send your message again.' } });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect(shedding.refusals.event_loop_delay).toBeGreaterThanOrEqual(1);

    await vi.waitFor(() => expect(shedding.busyReason()).toBeUndefined(), { timeout: 15_000, interval: 50 });
    expect((await app.inject('/api/auth/user')).statusCode).toBe(200);
  });

  it('refuses requests as busy while statements queue for the database, though the event loop runs on time, and takes the next one as soon as the queue is short again', async () => {
    let waiting = 0;
    app = Fastify();
    registerErrorHandler(app);
    const shedding = await registerLoadShedding(app, { maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: undefined, databaseWaiting: () => waiting, maxDatabaseWaiting: 10 });
    app.get('/api/auth/user', async () => ({ ok: true }));
    app.get('/healthz', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject('/api/auth/user')).statusCode).toBe(200);
    expect(shedding.refusesNow()).toBe(false);

    // The queue is read at each request and each message, not sampled: no wait on either side.
    waiting = 10;
    const refused = await app.inject('/api/auth/user');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ error: { code: 'busy' } });
    expect(shedding.refusesNow()).toBe(true);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect(shedding.refusals).toEqual({ event_loop_delay: 0, heap: 0, database_waiting: 2 });

    waiting = 9;
    expect((await app.inject('/api/auth/user')).statusCode).toBe(200);
    expect(shedding.refusesNow()).toBe(false);
    expect(shedding.refusals.database_waiting).toBe(2);
  });

  it("answers a chat message sent while the server is under pressure as busy, before anything is read or written", async () => {
    const untouched = new Proxy({}, { get: () => { throw new Error('nothing may be read or written'); } });
    const deps = { db: untouched, jobs: untouched, emitter: untouched, rateLimit: untouched, underPressure: () => true } as unknown as Parameters<typeof postChatMessage>[0];
    const user = { id: 1, role: 'student' as const, first_name: 'Dina', last_name: 'K' };
    await expect(postChatMessage(deps, Fastify().log as FastifyBaseLogger, { user, threadId: 1, content: 'Hello', correlationId: 'c1' })).rejects.toMatchObject({
      status: 503,
      code: 'busy',
      headers: { 'retry-after': '2' },
    });
  });
});
