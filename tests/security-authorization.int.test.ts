import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOnOwnDatabase } from './support/morah-under-test';
import { type Answer, buildWorld, idRoutes, type IdRoute, missingFor, type Person, type Student, type World } from './support/security-world';

/**
 * Property: for any viewer and any id on any route or socket event that takes one, the viewer gets
 * the data only when the policy allows it (their own, their teacher, their linked parent);
 * otherwise exactly the answer a missing id gets. Never a 5xx, never a 2xx holding a child the
 * viewer may not see. `SECURITY_CASES` sets how many cases (300 here; `pnpm test:security` runs 10,000).
 */
const CASES = Number(process.env.SECURITY_CASES ?? 300);
const world = gatewayOnOwnDatabase();
let w: World;
let routes: IdRoute[];

const figures = { cases: 0, sent: 0, allowedWritesNotSent: 0, byStatus: new Map<string, number>(), routes: new Set<string>(), started: 0, ms: 0 };

beforeAll(async () => {
  w = await buildWorld(world.gateway, world.testDb);
  routes = idRoutes(world.gateway);
});
afterAll(() => {
  w?.close();
  const statuses = [...figures.byStatus].sort().map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(
    `security authorization: ${figures.cases} cases (${figures.sent} asked, ${figures.allowedWritesNotSent} permitted writes not sent), ` +
      `${figures.routes.size} of ${routes?.length ?? 0} id-taking routes and socket events, answers ${statuses}, ${(figures.ms / 1000).toFixed(1)} s`,
  );
});

const missingAnswers = new Map<string, Promise<Answer>>();
const missingAnswer = (viewer: Person, route: IdRoute) => {
  const key = `${viewer.key} ${route.name}`;
  if (!missingAnswers.has(key)) missingAnswers.set(key, route.ask(viewer, missingFor(route.kind), w));
  return missingAnswers.get(key)!;
};

function ownerOf(route: IdRoute, id: number | string): Student | undefined {
  return w.students.find((s) => idOf(route.kind, s) === id);
}

/** The id a route of this kind names a student's thing by. */
function idOf(kind: IdRoute['kind'], s: Student): number | string {
  return { user: s.id, thread: s.threadId, quiz: s.quizId, export: s.exportId, flag: s.flagId }[kind];
}

function targets(route: IdRoute): fc.Arbitrary<number | string> {
  const real = route.kind === 'user' ? w.people.filter((p) => p.id).map((p) => p.id) : w.students.map((s) => idOf(route.kind, s));
  const missing = route.kind === 'export' || route.kind === 'flag' ? fc.uuid({ version: 4 }) : fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 });
  return fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 4 }, { arbitrary: missing, weight: 1 });
}

const label = (route: IdRoute, a: Answer) => (route.name.startsWith('socket') ? `ack ${(a.body as { ok?: boolean })?.ok ? 'ok' : ((a.body as { error?: { code: string } })?.error?.code ?? String(a.body))}` : String(a.status));

/** Children whose names must not be in this answer: not visible to the viewer, and not in the class of the child asked about. */
function forbiddenMarkers(viewer: Person, owner: Student | undefined) {
  return w.students.filter((s) => !w.visible(viewer, s.id) && s.classKey !== owner?.classKey).map((s) => s.marker);
}

function withoutId(value: unknown, id: number | string): unknown {
  if (value === id) return '<the id asked>';
  if (Array.isArray(value)) return value.map((v) => withoutId(v, id));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutId(v, id)]));
  return value;
}

const rateLimited = (a: Answer) => a.status === 429 || (a.body as { error?: { code?: string } } | undefined)?.error?.code === 'rate_limited';

async function check(viewer: Person, route: IdRoute, id: number | string) {
  figures.cases++;
  const owner = ownerOf(route, id);
  const allowed = owner ? w.visible(viewer, owner.id) && (route.allowed?.(viewer, owner) ?? true) : false;
  const self = route.kind === 'user' && id === viewer.id && !owner;
  if ((allowed || self) && route.writes) {
    figures.allowedWritesNotSent++;
    return;
  }
  const answer = await route.ask(viewer, id, w);
  figures.sent++;
  figures.routes.add(route.name);
  const l = label(route, answer);
  figures.byStatus.set(l, (figures.byStatus.get(l) ?? 0) + 1);
  const where = `${route.name} as ${viewer.key} (${viewer.role}) for ${id}${owner ? ` (${owner.key}’s)` : ''}: ${JSON.stringify(answer).slice(0, 300)}`;

  expect(answer.status, where).toBeLessThan(500);
  expect(l, where).not.toBe('ack internal');
  if (answer.status >= 200 && answer.status < 300) {
    const text = JSON.stringify(answer.body);
    for (const marker of forbiddenMarkers(viewer, owner)) expect(text.includes(marker), `${where} holds ${marker}`).toBe(false);
  }
  if (self) return;
  if (allowed) {
    // A permitted viewer is not told the child does not exist.
    expect([403, 404], where).not.toContain(answer.status);
    if (route.name.startsWith('socket')) expect((answer.body as { ok: boolean }).ok, where).toBe(true);
  } else {
    if (rateLimited(answer)) {
      // A viewer who has written too much is paused whatever the id: a missing one, asked now, is paused too.
      const now = await route.ask(viewer, missingFor(route.kind), w);
      expect({ status: now.status, limited: rateLimited(now) }, where).toEqual({ status: answer.status, limited: true });
    } else {
      // An acknowledgement may repeat the id it was given; that tells nothing.
      expect(withoutId(answer, id), where).toEqual(withoutId(await missingAnswer(viewer, route), missingFor(route.kind)));
    }
    if (!route.name.startsWith('socket')) expect(answer.status, where).toBeGreaterThanOrEqual(400);
    // A socket without a session is refused at the handshake: it has nothing to ask with.
    else if (viewer.role === 'anonymous') expect(answer.body, where).toBe('not connected');
    // Leaving a room one is not in is answered 'ok' for any id, real or not: the same answer, so it tells nothing.
    else if (route.name !== 'socket chat:unwatch') expect((answer.body as { ok: boolean }).ok, where).toBe(false);
  }
}

describe('who may see a child, for any viewer and any id', () => {
  it(`answers as policy allows and as a missing id otherwise (${CASES} cases)`, { timeout: 30 * 60_000 }, async () => {
    const started = Date.now();
    // Viewers and routes by name, so a failing case reads as one line.
    const viewer = fc.constantFrom(...w.people.map((p) => p.key));
    const routeAndId = fc.constantFrom(...routes.map((r) => r.name)).chain((name) => targets(routes.find((r) => r.name === name)!).map((id) => [name, id] as const));
    try {
    await fc.assert(
      fc.asyncProperty(viewer, routeAndId, async (v, [name, id]) => check(w.people.find((p) => p.key === v)!, routes.find((r) => r.name === name)!, id)),
      { numRuns: CASES, endOnFailure: true },
    );
    } finally {
      figures.ms = Date.now() - started;
    }
    expect(figures.routes.size).toBe(routes.length);
  });
});
