import type { ChatMessage, Notice, SafetyFlag } from '@morah/contracts';
import type { MockReply } from './mock-fetch';

type Handler = MockReply | ((request: { url: string; init: RequestInit; body: unknown }) => MockReply);

export function buildFlag(overrides: Partial<SafetyFlag> = {}): SafetyFlag {
  const messageId = overrides.messageId ?? 'm-flag';
  const message = (id: string, senderType: ChatMessage['senderType'], content: string, version: number): ChatMessage => ({
    id,
    threadId: overrides.threadId ?? 5,
    version,
    senderType,
    senderId: senderType === 'ai' ? null : 7,
    senderName: senderType === 'ai' ? 'Morah AI' : (overrides.studentName ?? 'Dina Levi'),
    content,
    replyTo: null,
    flagged: id === messageId,
    createdAt: new Date().toISOString(),
  });
  return {
    messageId,
    threadId: 5,
    threadTitle: 'A hard day',
    studentId: 7,
    studentName: 'Dina Levi',
    categories: ['hurt'],
    severity: 'urgent',
    screen: 'local',
    raisedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    handled: null,
    context: [
      message('c1', 'student', 'Shalom Morah', 1),
      message('c2', 'ai', 'Shalom Dina! What shall we learn?', 2),
      message(messageId, 'student', 'my dad hits me when he gets angry', 3),
      message('c4', 'ai', 'Thank you for telling me. A grown-up you trust can help.', 4),
    ],
    ...overrides,
  };
}

export function buildNotice(overrides: Omit<Partial<Notice>, 'data'> & { data?: Partial<Notice['data']> } = {}): Notice {
  const at = new Date(Date.now() - 2 * 60_000).toISOString();
  const { data, ...rest } = overrides;
  return {
    id: 1,
    kind: 'safety-flag',
    data: { threadId: 5, messageId: 'm-flag', studentId: 7, studentName: 'Dina Levi', severity: 'urgent', categories: ['hurt'], raisedAt: at, ...data },
    handled: null,
    createdAt: at,
    updatedAt: at,
    openedAt: null,
    ...rest,
  };
}

/**
 * A small stand-in for the safety and notices routes, backed by in-memory flags and notices:
 * handling a flag closes it (a note is required, as on the server) and opening a notice marks it
 * opened; every note sent is kept.
 */
export function createFakeSafetyApi({ flags = [] as SafetyFlag[], notices = [] as Notice[] } = {}) {
  const state = { flags: [...flags], notices: [...notices] };
  const notes: string[] = [];
  const routes: Record<string, Handler> = {
    'GET /api/safety/flags': ({ url }) => {
      const status = new URL(url, 'http://localhost').searchParams.get('status') ?? 'open';
      const listed = state.flags.filter((f) => status === 'all' || (status === 'open' ? f.handled === null : f.handled !== null));
      return { body: { flags: listed } };
    },
    'GET /api/notices': () => ({ body: { notices: state.notices } }),
  };
  const handleRoute = (flag: SafetyFlag) => {
    routes[`POST /api/safety/flags/${flag.messageId}/handle`] = ({ body }) => {
      const note = String((body as { note?: unknown })?.note ?? '').trim();
      if (!note) return { status: 400, body: { error: { code: 'validation_failed', message: 'Write a short note about what you did (up to 500 characters).' } } };
      notes.push(note);
      const handled = { ...flag, handled: { byName: 'Rivka Cohen', at: new Date().toISOString(), note } };
      state.flags = state.flags.map((f) => (f.messageId === flag.messageId ? handled : f));
      return { body: { flag: handled } };
    };
  };
  const openRoute = (notice: Notice) => {
    routes[`POST /api/notices/${notice.id}/open`] = () => {
      const opened = { ...notice, openedAt: new Date().toISOString() };
      state.notices = state.notices.map((n) => (n.id === notice.id ? opened : n));
      return { body: { notice: opened } };
    };
  };
  state.flags.forEach(handleRoute);
  state.notices.forEach(openRoute);
  return { state, routes, notes, addFlag: (flag: SafetyFlag) => (state.flags.push(flag), handleRoute(flag)), addNotice: (n: Notice) => (state.notices.push(n), openRoute(n)) };
}
