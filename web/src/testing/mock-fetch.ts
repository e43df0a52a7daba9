import { vi, type Mock } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A reply, or a function of the request that answers at once or later (a promise: a slow network). */
export type Handler = MockReply | ((request: { url: string; init: RequestInit; body: unknown }) => MockReply | Promise<MockReply>);

/**
 * Replaces `fetch` (the network edge) with a table keyed by 'METHOD /path'.
 * An unknown route answers 404 so a test fails loudly rather than hangs.
 */
export function mockFetch(routes: Record<string, Handler>): Mock<typeof fetch> {
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply: MockReply = handler === undefined ? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } } : typeof handler === 'function' ? await handler({ url, init, body }) : handler;
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText: status === 401 ? 'Unauthorized' : status === 200 ? 'OK' : '',
      headers: text ? { 'Content-Type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON bodies sent to one route, in order. */
export function sentBodies(mock: Mock<typeof fetch>, methodAndPath: string): unknown[] {
  const [method, path] = methodAndPath.split(' ');
  return mock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
