import type { ChatMessage, ChatStats, ChatThread, SenderType, TutorFailure } from '@morah/contracts';
import type { MockReply } from './mock-fetch';

type Handler = MockReply | ((request: { url: string; init: RequestInit; body: unknown }) => MockReply);

let nextMessageId = 1;

export function buildThread(overrides: Partial<ChatThread> = {}): ChatThread {
  const now = new Date().toISOString();
  return {
    id: 1,
    studentId: 7,
    studentName: 'Dina Levi',
    title: 'Letters of the Alef-Bet',
    isActive: true,
    teacherJoined: false,
    flagged: false,
    messageCount: 0,
    lastMessage: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<ChatMessage> & { version: number }): ChatMessage {
  const senderType: SenderType = overrides.senderType ?? 'student';
  return {
    id: `m${nextMessageId++}`,
    threadId: 1,
    senderType,
    senderId: senderType === 'ai' ? null : 7,
    senderName: senderType === 'ai' ? 'Morah AI' : 'Dina Levi',
    content: 'Hello',
    replyTo: null,
    flagged: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * A small stand-in for the chat REST routes, backed by in-memory threads and messages.
 * `messages?after=` answers only what came after, exactly like the server; every `after` asked is kept,
 * and so is every `since` the stats were read for.
 */
export function createFakeChatApi({
  threads = [buildThread()],
  messages = [] as ChatMessage[],
  failures = [] as TutorFailure[],
  xpAwarded = 5,
  stats = { activeStudents: 0, messages: 0, questions: 0, activeChats: 0, flaggedChats: 0, badgesEarned: 0 } as ChatStats,
} = {}) {
  const state = { threads: [...threads], messages: [...messages], failures: [...failures], stats: { ...stats } };
  const afters: Array<number | undefined> = [];
  /** The `since` of every stats read, in order. */
  const statsSince: Array<string | null> = [];
  const versionOf = (threadId: number) =>
    Math.max(
      state.threads.find((t) => t.id === threadId)?.version ?? 0,
      ...state.messages.filter((m) => m.threadId === threadId).map((m) => m.version),
      ...state.failures.filter((f) => f.threadId === threadId).map((f) => f.version),
    );

  /** Post a message on the server side (as the tutor, a teacher, or the student elsewhere). */
  const add = (overrides: Partial<ChatMessage> & { threadId?: number } = {}): ChatMessage => {
    const threadId = overrides.threadId ?? 1;
    const message = buildMessage({ ...overrides, threadId, version: versionOf(threadId) + 1 });
    state.messages.push(message);
    return message;
  };

  const routes: Record<string, Handler> = {
    'GET /api/chat/threads': () => ({ body: { threads: [...state.threads].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) } }),
    'GET /api/chat/stats': ({ url }) => {
      statsSince.push(new URL(url, 'http://localhost').searchParams.get('since'));
      return { body: { stats: { ...state.stats } } };
    },
  };
  const threadRoutes = (threadId: number) => {
    routes[`GET /api/chat/threads/${threadId}`] = () => {
      const thread = state.threads.find((t) => t.id === threadId);
      return thread ? { body: { thread } } : { status: 404, body: { error: { code: 'not_found', message: 'We could not find that.' } } };
    };
    routes[`GET /api/chat/threads/${threadId}/messages`] = ({ url }) => {
      const raw = new URL(url, 'http://localhost').searchParams.get('after');
      const after = raw === null ? undefined : Number(raw);
      afters.push(after);
      return {
        body: {
          messages: state.messages.filter((m) => m.threadId === threadId && m.version > (after ?? 0)),
          failures: state.failures.filter((f) => f.threadId === threadId),
          version: versionOf(threadId),
        },
      };
    };
    routes[`POST /api/chat/threads/${threadId}/messages`] = ({ body }) => {
      const content = String((body as { content: string }).content);
      const message = add({ threadId, content });
      return { status: 201, body: { message, xpAwarded, flagged: false } };
    };
    routes[`POST /api/chat/threads/${threadId}/join`] = () => {
      const thread = state.threads.find((t) => t.id === threadId)!;
      Object.assign(thread, { teacherJoined: true, flagged: false, version: versionOf(threadId) + 1 });
      return { body: { thread } };
    };
  };
  for (const thread of state.threads) threadRoutes(thread.id);
  threadRoutes(99);
  routes['POST /api/chat/threads'] = () => {
    const thread = buildThread({ id: 99, title: 'New chat with Morah' });
    state.threads.push(thread);
    return { status: 201, body: { thread } };
  };

  return { routes, state, add, afters, statsSince, versionOf };
}
