import { randomUUID } from 'node:crypto';
import type { RunningGateway } from '@morah/gateway';
import type { Socket } from 'socket.io-client';
import type { TestDatabase } from '@morah/db/testing';
import { TestClient, registerParent, registerStudent, registerTeacherWithClass } from './http-client';
import { connectSocket, waitForConnect } from './socket-client';

/**
 * A small world for the security properties, set up through the real API: two families, each with a
 * teacher and a class, students with a conversation, a quiz, an artwork, reading progress and a
 * download of their data; parents linked and not. `visible(viewer, student)` is the policy the
 * answers are judged by: a student sees themself, a teacher the students of their classes, a parent
 * their linked children. Nobody else.
 */

export type Role = 'student' | 'teacher' | 'parent' | 'anonymous';

export interface Person {
  key: string;
  role: Role;
  id: number;
  client: TestClient;
  socket?: Socket;
}

export interface Student extends Person {
  /** A word that appears only in this child's data: a 2xx answer to someone who may not see the child must not hold it. */
  marker: string;
  classKey: 'A' | 'B';
  threadId: number;
  quizId: number;
  exportId: string;
  /** A message of theirs the safety screen flagged (its id names the flag). */
  flagId: string;
}

export interface World {
  people: Person[];
  students: Student[];
  teachers: Map<string, Person & { classKey: 'A' | 'B'; classId: number }>;
  parentsOf: Map<number, Set<number>>;
  visible(viewer: Person, studentId: number): boolean;
  close(): void;
}

const FREE_BOOK = 'the-little-shofar';
const drawing = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`;
/** Made-up first names that appear nowhere else in the app's content. */
const NAMES = ['Zerubavela', 'Kefiraya', 'Yoshvaela', 'Tamrirona', 'Nechulama'];

export async function buildWorld(gateway: RunningGateway, testDb: TestDatabase): Promise<World> {
  const url = gateway.url;
  const people: Person[] = [];
  const students: Student[] = [];
  const teachers: World['teachers'] = new Map();
  const parentsOf = new Map<number, Set<number>>();
  const classOf = new Map<number, 'A' | 'B'>();

  for (const classKey of ['A', 'B'] as const) {
    const { teacher, teacherUser, classInfo } = await registerTeacherWithClass(url);
    const t = { key: `teacher${classKey}`, role: 'teacher' as const, id: teacherUser.id as number, client: teacher, classKey, classId: classInfo.id };
    teachers.set(t.key, t);
    people.push(t);
    const count = classKey === 'A' ? 3 : 2;
    for (let i = 0; i < count; i++) {
      const name = NAMES[students.length]!;
      const { student, user } = await registerStudent(url, classInfo.joinCode, name);
      classOf.set(user.id, classKey);
      const thread = await student.post('/api/chat/threads', {});
      if (thread.status !== 201) throw new Error(`thread: ${JSON.stringify(thread.body)}`);
      const art = await student.post('/api/coloring', { letter: 'alef', svgData: drawing('#e53935'), colors: { 'alef-1': '#e53935' } });
      if (art.status >= 300) throw new Error(`artwork: ${JSON.stringify(art.body)}`);
      const reading = await student.post('/api/reading-progress', { bookId: FREE_BOOK, currentPage: 2, timeSpent: 20, notes: `${name} likes Shofi` });
      if (reading.status >= 300) throw new Error(`reading: ${JSON.stringify(reading.body)}`);
      const flagged = await student.post(`/api/chat/threads/${thread.body.thread.id}/messages`, { content: `${name} here, my phone number is 0541234567` });
      if (flagged.status !== 201 || !flagged.body.flagged) throw new Error(`flag: ${JSON.stringify(flagged.body)}`);
      const exp = await student.post('/api/privacy/exports', {});
      if (exp.status >= 300) throw new Error(`export: ${JSON.stringify(exp.body)}`);
      // Quizzes are written by a job that asks the tutor model; the row it leaves is what the routes read.
      const quiz = await testDb.db
        .insertInto('quizzes')
        .values({ user_id: user.id, category: 'torah', difficulty: 'beginner', question_count: 1, status: 'ready', title: `${name}’s quiz`, description: 'One question', time_limit: 60, created_at: new Date(), ready_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const s: Student = {
        key: `student${classKey}${i + 1}`,
        role: 'student',
        id: user.id,
        client: student,
        marker: name,
        classKey,
        threadId: thread.body.thread.id,
        quizId: quiz.id,
        exportId: exp.body.export.id,
        flagId: flagged.body.message.id,
      };
      students.push(s);
      people.push(s);
    }
  }

  // Parent A1 is linked to the first child of class A; parent B1 to both children of class B; parent U to nobody.
  const link = async (key: string, childIds: number[]) => {
    const first = students.find((s) => s.id === childIds[0]);
    const { parent, user } = await registerParent(url, first?.client && (await first.client.get('/api/auth/me')).body.user.linkCode);
    for (const id of childIds.slice(1)) {
      const code = (await students.find((s) => s.id === id)!.client.get('/api/auth/me')).body.user.linkCode;
      const linked = await parent.post('/api/parent/links', { linkCode: code });
      if (linked.status !== 201) throw new Error(`link: ${JSON.stringify(linked.body)}`);
    }
    parentsOf.set(user.id, new Set(childIds));
    people.push({ key, role: 'parent', id: user.id, client: parent });
  };
  const inA = students.filter((s) => s.classKey === 'A');
  const inB = students.filter((s) => s.classKey === 'B');
  await link('parentA1', [inA[0]!.id]);
  await link('parentB', inB.map((s) => s.id));
  await link('parentU', []);
  people.push({ key: 'anonymous', role: 'anonymous', id: 0, client: new TestClient(url) });

  for (const p of people) {
    p.socket = connectSocket(url, p.client.cookie);
    if (p.role !== 'anonymous') await waitForConnect(p.socket);
  }

  const visible = (viewer: Person, studentId: number) => {
    if (viewer.role === 'anonymous' || !classOf.has(studentId)) return false;
    if (viewer.id === studentId) return true;
    if (viewer.role === 'teacher') return [...teachers.values()].some((t) => t.id === viewer.id && t.classKey === classOf.get(studentId));
    if (viewer.role === 'parent') return parentsOf.get(viewer.id)?.has(studentId) ?? false;
    return false;
  };

  return {
    people,
    students,
    teachers,
    parentsOf,
    visible,
    close: () => people.forEach((p) => p.socket?.close()),
  };
}

/** What an id in a route names. */
export type IdKind = 'user' | 'thread' | 'quiz' | 'export' | 'flag';

export interface Answer {
  status: number;
  body: unknown;
}

export interface IdRoute {
  name: string;
  kind: IdKind;
  /** Changes something when allowed: asked only where the viewer may not (the answer must be a missing id's). */
  writes?: boolean;
  /** Which student the id belongs to, when it is real: the policy is asked about that student. */
  ask(viewer: Person, id: number | string, world: World): Promise<Answer>;
  /** Beyond "sees the student": who else the route refuses for a real id (exports are the asker's only). */
  allowed?(viewer: Person, owner: Student): boolean;
}

/** A request through the running gateway's own routes, policy and database (no socket round trip per case). */
export async function inject(gateway: RunningGateway, client: TestClient, method: string, url: string, body?: unknown): Promise<Answer> {
  const res = await gateway.app.inject({
    method: method as 'GET',
    url,
    headers: {
      // As a browser on the app's own page sends it: the same-origin check compares Origin with Host.
      host: new URL(gateway.url).host,
      origin: gateway.url,
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  let parsed: unknown = res.body;
  try {
    parsed = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    /* not JSON (a zip) */
  }
  return { status: res.statusCode, body: parsed };
}

/** A socket event's acknowledgement, as an answer (status 0: it has none). */
export function emit(socket: Socket | undefined, event: string, payload: unknown): Promise<Answer> {
  if (!socket?.connected) return Promise.resolve({ status: 0, body: 'not connected' });
  const done = (resolve: (a: Answer) => void) => (err: unknown, ack: unknown) => resolve({ status: 0, body: err ? 'no acknowledgement' : ack });
  return new Promise((resolve) => (payload === undefined ? socket.timeout(30_000).emit(event, done(resolve)) : socket.timeout(30_000).emit(event, payload, done(resolve))));
}

export function idRoutes(gateway: RunningGateway): IdRoute[] {
  const get = (path: (id: number | string) => string) => (viewer: Person, id: number | string) => inject(gateway, viewer.client, 'GET', path(id));
  const post = (path: (id: number | string) => string, body: (id: number | string) => unknown) => (viewer: Person, id: number | string) => inject(gateway, viewer.client, 'POST', path(id), body(id));
  const sock = (event: string, body: (id: number | string) => unknown) => (viewer: Person, id: number | string) => emit(viewer.socket, event, body(id));
  const own = (viewer: Person, owner: Student) => viewer.id === owner.id;
  return [
    { name: 'GET /api/users/:id', kind: 'user', ask: get((id) => `/api/users/${id}`) },
    { name: 'GET /api/users/:id/badges', kind: 'user', ask: get((id) => `/api/users/${id}/badges`) },
    { name: 'GET /api/learners/:id/progress', kind: 'user', ask: get((id) => `/api/learners/${id}/progress`) },
    { name: 'GET /api/parent/children/:id/dashboard', kind: 'user', ask: get((id) => `/api/parent/children/${id}/dashboard`), allowed: (v) => v.role === 'parent' },
    { name: 'GET /api/parsha/progress/:userId', kind: 'user', ask: get((id) => `/api/parsha/progress/${id}`) },
    { name: 'GET /api/coloring/:userId', kind: 'user', ask: get((id) => `/api/coloring/${id}`) },
    { name: 'GET /api/reading-progress/:bookId?userId=', kind: 'user', ask: get((id) => `/api/reading-progress/${FREE_BOOK}?userId=${id}`) },
    { name: 'GET /api/privacy/exports?childId=', kind: 'user', ask: get((id) => `/api/privacy/exports?childId=${id}`), allowed: (v, o) => v.id === o.id || v.role === 'parent' },
    { name: 'POST /api/privacy/exports', kind: 'user', writes: true, ask: post(() => '/api/privacy/exports', (id) => ({ childId: id })) },
    { name: 'POST /api/privacy/deletions', kind: 'user', writes: true, ask: post(() => '/api/privacy/deletions', (id) => ({ childId: id, password: 'kite-river-lantern' })) },
    { name: 'POST /api/create-checkout', kind: 'user', writes: true, ask: post(() => '/api/create-checkout', (id) => ({ childId: id })) },
    {
      name: 'DELETE /api/classes/:classId/students/:studentId',
      kind: 'user',
      writes: true,
      ask: (viewer, id, world) => {
        const cls = [...world.teachers.values()].find((t) => t.id === viewer.id)?.classId ?? [...world.teachers.values()][0]!.classId;
        return inject(gateway, viewer.client, 'DELETE', `/api/classes/${cls}/students/${id}`);
      },
    },
    { name: 'GET /api/chat/threads/:id', kind: 'thread', ask: get((id) => `/api/chat/threads/${id}`) },
    { name: 'GET /api/chat/threads/:id/messages', kind: 'thread', ask: get((id) => `/api/chat/threads/${id}/messages?after=0`) },
    { name: 'POST /api/chat/threads/:id/messages', kind: 'thread', writes: true, ask: post((id) => `/api/chat/threads/${id}/messages`, () => ({ content: 'Hello?' })) },
    { name: 'POST /api/chat/threads/:id/join', kind: 'thread', writes: true, ask: post((id) => `/api/chat/threads/${id}/join`, () => undefined) },
    { name: 'POST /api/chat/threads/:id/messages/:messageId/retry', kind: 'thread', writes: true, ask: post((id) => `/api/chat/threads/${id}/messages/1/retry`, () => undefined) },
    {
      name: 'POST /api/safety/flags/:messageId/handle',
      kind: 'flag',
      writes: true,
      ask: post((id) => `/api/safety/flags/${id}/handle`, () => ({ note: 'We talked.' })),
      allowed: (v) => v.role === 'teacher',
    },
    { name: 'socket chat:watch', kind: 'thread', ask: sock('chat:watch', (id) => ({ threadId: id })) },
    { name: 'socket chat:unwatch', kind: 'thread', ask: sock('chat:unwatch', (id) => ({ threadId: id })) },
    { name: 'socket chat:send', kind: 'thread', writes: true, ask: sock('chat:send', (id) => ({ threadId: id, content: 'Hello?' })) },
    { name: 'GET /api/quizzes/:id', kind: 'quiz', ask: get((id) => `/api/quizzes/${id}`) },
    { name: 'POST /api/quizzes/:id/attempt', kind: 'quiz', writes: true, ask: post((id) => `/api/quizzes/${id}/attempt`, () => ({ answers: [0], timeSpent: 10 })) },
    { name: 'GET /api/privacy/exports/:id', kind: 'export', ask: get((id) => `/api/privacy/exports/${id}`), allowed: own },
    { name: 'GET /api/privacy/exports/:id/download', kind: 'export', ask: get((id) => `/api/privacy/exports/${id}/download`), allowed: own },
    { name: 'GET /api/privacy/deletions/:id', kind: 'export', ask: get((id) => `/api/privacy/deletions/${id}`), allowed: () => false },
  ];
}

/** Ids no one has: numbers past every real row, and fresh UUIDs. */
export const MISSING_NUMBER = 2_000_000_000;
export const missingFor = (kind: IdKind) => (kind === 'export' || kind === 'flag' ? '00000000-0000-4000-8000-000000000000' : MISSING_NUMBER);
export const freshUuid = () => randomUUID();
