import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { type TestClient, registerParent, registerStudent, registerTeacherWithClass } from './support/http-client';
import { connectSocket, waitForConnect, watchThread } from './support/socket-client';
import { gatewayOnOwnDatabase } from './support/morah-under-test';

/**
 * Another family's child (and that child's conversation and quiz) must answer exactly as an id
 * that does not exist: otherwise any answer tells which ids are children.
 */
const world = gatewayOnOwnDatabase();

const MISSING = 2_000_000_000;
type Role = 'student' | 'teacher' | 'parent';
type Ask = (client: TestClient, id: number) => Promise<{ status: number; body: any }>;

/** Every route that takes a child's id, with the roles it serves (others get the same 403 for any id). */
const CHILD_ROUTES: { name: string; roles: Role[]; ask: Ask }[] = [
  { name: 'GET /api/users/:id', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/users/${id}`) },
  { name: 'GET /api/users/:id/badges', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/users/${id}/badges`) },
  { name: 'GET /api/learners/:id/progress', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/learners/${id}/progress`) },
  { name: 'GET /api/parent/children/:id/dashboard', roles: ['parent'], ask: (c, id) => c.get(`/api/parent/children/${id}/dashboard`) },
  { name: 'GET /api/parsha/progress/:userId', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/parsha/progress/${id}`) },
  { name: 'GET /api/coloring/:userId', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/coloring/${id}`) },
  { name: 'GET /api/reading-progress/:bookId?userId=', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/reading-progress/the-little-shofar?userId=${id}`) },
  { name: 'POST /api/privacy/exports', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.post('/api/privacy/exports', { childId: id }) },
  { name: 'GET /api/privacy/exports?childId=', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/privacy/exports?childId=${id}`) },
  { name: 'POST /api/privacy/deletions', roles: ['parent'], ask: (c, id) => c.post('/api/privacy/deletions', { childId: id, password: 'kite-river-lantern' }) },
  { name: 'POST /api/create-checkout', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.post('/api/create-checkout', { childId: id }) },
];

/** Routes that take the id of a child's conversation or quiz. */
const THREAD_ROUTES: { name: string; roles: Role[]; ask: Ask }[] = [
  { name: 'GET /api/chat/threads/:id', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/chat/threads/${id}`) },
  { name: 'GET /api/chat/threads/:id/messages', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/chat/threads/${id}/messages?after=0`) },
  { name: 'POST /api/chat/threads/:id/messages', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.post(`/api/chat/threads/${id}/messages`, { content: 'Hello?' }) },
  { name: 'POST /api/chat/threads/:id/join', roles: ['teacher'], ask: (c, id) => c.post(`/api/chat/threads/${id}/join`) },
];
const QUIZ_ROUTES: { name: string; roles: Role[]; ask: Ask }[] = [
  { name: 'GET /api/quizzes/:id', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.get(`/api/quizzes/${id}`) },
  // Whether the quiz may be seen is asked before whether the viewer is a student.
  { name: 'POST /api/quizzes/:id/attempt', roles: ['student', 'teacher', 'parent'], ask: (c, id) => c.post(`/api/quizzes/${id}/attempt`, { answers: [0], timeSpent: 10 }) },
];

async function outsiders(): Promise<[Role, TestClient][]> {
  const other = await registerTeacherWithClass(world.gateway.url);
  const { student } = await registerStudent(world.gateway.url, other.classInfo.joinCode, 'Tali');
  const { parent } = await registerParent(world.gateway.url);
  return [
    ['student', student],
    ['teacher', other.teacher],
    ['parent', parent],
  ];
}

/** Asks each route about a real id that is not the viewer's to see, and about a missing one: the two answers must be one. */
async function expectSameAnswers(routes: typeof CHILD_ROUTES, realId: number, missingId: number) {
  for (const [role, viewer] of await outsiders()) {
    for (const route of routes) {
      const [real, missing] = [await route.ask(viewer, realId), await route.ask(viewer, missingId)];
      const where = `${route.name} as a ${role}`;
      expect({ status: real.status, body: real.body }, where).toEqual({ status: missing.status, body: missing.body });
      expect(real.status, where).toBe(route.roles.includes(role) ? 404 : 403);
    }
  }
}

describe('another family’s child answers as a missing id does', () => {
  it('on every route that takes a child’s id, for a student, a teacher and a parent of another family', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    const { user: child } = await registerStudent(world.gateway.url, classInfo.joinCode, 'Noa');
    await registerParent(world.gateway.url, child.linkCode);
    await expectSameAnswers(CHILD_ROUTES, child.id, MISSING);
  });

  it('on every route that takes a child’s conversation, the socket’s chat:watch and chat:send included', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    const { student } = await registerStudent(world.gateway.url, classInfo.joinCode, 'Noa');
    const threadId = (await student.post('/api/chat/threads', {})).body.thread.id as number;
    await expectSameAnswers(THREAD_ROUTES, threadId, MISSING);

    const [, outsider] = (await outsiders())[0]!;
    const socket = connectSocket(world.gateway.url, outsider.cookie);
    await waitForConnect(socket);
    expect(await watchThread(socket, threadId)).toEqual(await watchThread(socket, MISSING));
    const send = (id: number) => new Promise((resolve) => (socket as Socket).emit('chat:send', { threadId: id, content: 'Hello?' }, resolve));
    const [real, missing] = [await send(threadId), await send(MISSING)];
    expect(real).toEqual(missing);
    expect(real).toMatchObject({ ok: false, error: { code: 'not_found' } });
    socket.close();
  });

  it('on every route that takes a child’s quiz', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    const { user: child } = await registerStudent(world.gateway.url, classInfo.joinCode, 'Noa');
    const quiz = await world.testDb.db
      .insertInto('quizzes')
      .values({ user_id: child.id, category: 'torah', difficulty: 'beginner', question_count: 1, status: 'ready', title: 'Noa’s quiz', description: 'One question', time_limit: 60, created_at: new Date(), ready_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectSameAnswers(QUIZ_ROUTES, quiz.id, MISSING);
  });
});
