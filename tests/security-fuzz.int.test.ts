import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOnOwnDatabase } from './support/morah-under-test';
import { type Answer, buildWorld, emit, inject, type World } from './support/security-world';

/**
 * Fuzzing: every route of the OpenAPI document (path parameters, query and body) and every socket
 * event a client may send, with hostile values: NUL, lone surrogates, zero-width and right-to-left
 * marks, huge and odd numbers, arrays where strings go, deep objects, very long strings, text that
 * is not JSON. Property: never a 5xx, never an 'internal' acknowledgement, and the socket still
 * answers afterwards. `SECURITY_FUZZ_CASES` sets how many (300 here; `pnpm test:security` runs 3,000).
 */
const CASES = Number(process.env.SECURITY_FUZZ_CASES ?? process.env.SECURITY_CASES ?? 300);
const world = gatewayOnOwnDatabase();
let w: World;
let operations: { method: string; path: string; params: string[]; query: string[]; bodyKeys: string[] | null }[];

/** Signing out would leave the rest of the run asking as nobody; signing out is tested in tests/sign-out.int.test.ts. */
const NOT_FUZZED = new Set(['POST /api/auth/logout', 'GET /api/logout']);
const SOCKET_EVENTS = ['chat:watch', 'chat:unwatch', 'chat:send', 'ping'];

const figures = { cases: 0, byStatus: new Map<string, number>(), operations: new Set<string>(), ms: 0 };
const count = (label: string) => figures.byStatus.set(label, (figures.byStatus.get(label) ?? 0) + 1);

beforeAll(async () => {
  w = await buildWorld(world.gateway, world.testDb);
  const doc = (await inject(world.gateway, w.people[0]!.client, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, any>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name as string),
        query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name as string),
        bodyKeys: op.requestBody ? Object.keys(op.requestBody.content?.['application/json']?.schema?.properties ?? {}) : null,
      }))
      .filter((o) => !NOT_FUZZED.has(`${o.method} ${o.path}`)),
  );
});
afterAll(() => {
  w?.close();
  const statuses = [...figures.byStatus].sort().map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(
    `security fuzz: ${figures.cases} cases over ${figures.operations.size} of ${(operations?.length ?? 0) + SOCKET_EVENTS.length} routes and socket events, ` +
      `answers ${statuses}, 5xx: ${[...figures.byStatus].filter(([s]) => /^5/.test(s)).reduce((n, [, c]) => n + c, 0)}, ${(figures.ms / 1000).toFixed(1)} s`,
  );
});

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Noa\u0000',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\u200b\u200b\u200b',
    '\u202eevil',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    '%',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'null',
    '[]',
    '{}',
    '',
    ' ',
    'Etc/GMT+12',
    'Pacific/Kiritimati',
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('x', '\u05d0', '\u0000', '😀').chain((c) => fc.integer({ min: 1_000, max: 200_000 }).map((n) => c.repeat(n))),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63, -(2 ** 31) - 1, Number.MIN_VALUE, 1_000_000_000_000),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const deepObject = fc.integer({ min: 20, max: 1_000 }).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
});
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'id')), tie('value'), { maxKeys: 4 }),
    deepObject,
  ),
}));

/** Percent-encoding that keeps what encodeURIComponent refuses (a lone surrogate becomes bytes that are not UTF-8). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined';
  return [...text].map((ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function bodyFor(keys: string[] | null): fc.Arbitrary<unknown> {
  const shaped = keys?.length ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }) : fc.constant({});
  // A body in the route's shape with hostile values, any JSON, or text that is not JSON.
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: hostileValue, weight: 1 }, { arbitrary: fc.constantFrom('{"a":', '\u0000', '[[[[', '{"__proto__":{"x":1}}').map((t) => ({ raw: t })), weight: 1 });
}

async function httpCase(viewerKey: string, opIndex: number, params: unknown[], query: [string, unknown][], body: unknown) {
  const op = operations[opIndex % operations.length]!;
  // Signing in or up replaces the session the viewer's socket lives on: those are asked by someone signed out.
  const signsIn = /^\/api\/(auth\/(login|register)|login)$/.test(op.path);
  const viewer = w.people.find((p) => p.key === (signsIn ? 'anonymous' : viewerKey))!;
  let i = 0;
  const path = op.path.replace(/\{[^}]+\}/g, () => encode(params[i++ % Math.max(params.length, 1)] ?? ''));
  const qs = query.map(([k, v]) => (Array.isArray(v) ? v.map((x) => `${encode(k)}=${encode(x)}`).join('&') : `${encode(k)}=${encode(v)}`)).join('&');
  const url = `${path}${qs ? `?${qs}` : ''}`;
  const payload = op.method === 'GET' || op.method === 'DELETE' ? undefined : body && typeof body === 'object' && 'raw' in (body as object) ? (body as { raw: string }).raw : JSON.stringify(body ?? null);
  const answer: Answer = await inject(world.gateway, viewer.client, op.method, url, payload);
  figures.cases++;
  figures.operations.add(`${op.method} ${op.path}`);
  count(String(answer.status));
  expect(answer.status, `${op.method} ${url.slice(0, 200)} as ${viewer.key} with ${String(payload).slice(0, 200)}: ${String(JSON.stringify(answer.body)).slice(0, 300)}`).toBeLessThan(500);
}

async function socketCase(viewerKey: string, event: string, payload: unknown) {
  const viewer = w.people.find((p) => p.key === viewerKey && p.role !== 'anonymous')!;
  // `ping` takes no payload: one sent in place of its acknowledgement is ignored, and the ping after it must still answer.
  if (event === 'ping') viewer.socket!.emit('ping', payload);
  const answer = event === 'ping' ? await emit(viewer.socket, 'ping', undefined) : await emit(viewer.socket, event, payload);
  figures.cases++;
  figures.operations.add(`socket ${event}`);
  const code = (answer.body as { ok?: boolean; error?: { code?: string } })?.ok ? 'ok' : ((answer.body as { error?: { code?: string } })?.error?.code ?? String(answer.body));
  count(`ack ${code}`);
  const where = `${event} as ${viewer.key} with ${String(JSON.stringify(payload)).slice(0, 200)}: ${String(JSON.stringify(answer.body)).slice(0, 300)}`;
  expect(code, where).not.toBe('internal');
  expect(answer.body, where).not.toBe('no acknowledgement');
  // The connection survives whatever was sent.
  expect((await emit(viewer.socket, 'ping', undefined)).body, where).toMatchObject({ ok: true });
}

describe('input found by the fuzzing', () => {
  // 3,000 nested arrays overflowed the stack of the input cleaning: a 500 over HTTP and, over the
  // socket, an unhandled rejection in the gateway and no answer.
  const DEEP = 10_000;
  const deepJson = (inner: string) => `${'['.repeat(DEEP)}${inner}${']'.repeat(DEEP)}`;
  const TOO_DEEP = 'That request has too many layers inside each other. Please send a simpler one.';

  it('refuses a body nested 10,000 deep with a 400 and a sentence', async () => {
    const student = w.students[0]!;
    const answer = await inject(world.gateway, student.client, 'POST', `/api/chat/threads/${student.threadId}/messages`, `{"content":${deepJson('"hi"')}}`);
    expect(answer).toEqual({ status: 400, body: { error: expect.objectContaining({ code: 'validation_failed', message: TOO_DEEP }) } });
  });

  it('answers a socket event nested too deep, and the socket keeps working', async () => {
    const student = w.students[0]!;
    // 200 levels: past the limit, and as deep as the client library itself can encode.
    const deep = JSON.parse(`${'['.repeat(200)}"hi"${']'.repeat(200)}`);
    const answer = await emit(student.socket, 'chat:send', { threadId: student.threadId, content: deep });
    expect(answer.body).toEqual({ ok: false, error: { code: 'validation_failed', message: TOO_DEEP } });
    expect((await emit(student.socket, 'ping', undefined)).body).toMatchObject({ ok: true });
  });

});

describe('hostile input never gets a 5xx', () => {
  it(`on every route, query and socket event (${CASES} cases)`, { timeout: 30 * 60_000 }, async () => {
    const started = Date.now();
    const viewers = w.people.map((p) => p.key);
    const signedIn = w.people.filter((p) => p.role !== 'anonymous').map((p) => p.key);
    const http = fc.tuple(
      fc.constantFrom(...viewers),
      fc.nat(),
      fc.array(fc.oneof(hostileString, hostileNumber, fc.nat({ max: 20 })), { minLength: 1, maxLength: 3 }),
      fc.nat(),
    ).chain(([viewer, opIndex, params, seed]) => {
      const op = operations[opIndex % operations.length]!;
      const known = op.query.length ? fc.constantFrom(...op.query) : fc.constant('x');
      const query = fc.array(fc.tuple(fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: hostileString, weight: 1 }), fc.oneof(hostileValue, fc.array(hostileString, { maxLength: 3 }))), { maxLength: 3 });
      return fc.tuple(fc.constant(['http', viewer, opIndex, params, seed] as const), query, bodyFor(op.bodyKeys));
    });
    // A socket message over the transport's 1 MB limit (socket.io's maxHttpBufferSize) closes that
    // connection by design, before Morah sees it; the fuzzing keeps under it so its sockets stay open.
    const underLimit = (payload: unknown) => Buffer.byteLength(String(JSON.stringify(payload))) < 900_000;
    const socket = fc.tuple(fc.constantFrom(...signedIn), fc.constantFrom(...SOCKET_EVENTS), fc.oneof(fc.record({ threadId: hostileValue, content: hostileValue }, { requiredKeys: [] }), hostileValue).filter(underLimit));
    try {
      await fc.assert(
        fc.asyncProperty(fc.oneof({ arbitrary: http.map((c) => ['http', c] as const), weight: 5 }, { arbitrary: socket.map((c) => ['socket', c] as const), weight: 1 }), async ([kind, c]) => {
          if (kind === 'http') {
            const [[, viewer, opIndex, params], query, body] = c as [readonly [string, string, number, unknown[], number], [string, unknown][], unknown];
            await httpCase(viewer, opIndex, params, query, body);
          } else {
            const [viewer, event, payload] = c as [string, string, unknown];
            await socketCase(viewer, event, payload);
          }
        }),
        { numRuns: CASES, endOnFailure: true },
      );
    } finally {
      figures.ms = Date.now() - started;
    }
  });
});
