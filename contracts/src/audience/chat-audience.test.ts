import { describe, expect, it } from 'vitest';
import type { ChatThread } from '../chat';
import { type KeptChatEvent, TUTOR_FAILURE_MESSAGE } from '../chat-events';
import type { Notice } from '../notices';
import { type AppendedChatNews, chatAudience } from './chat-audience';

const at = new Date('2026-11-27T10:00:00.000Z');
const thread: ChatThread = {
  id: 5,
  studentId: 7,
  studentName: 'Dina Katz',
  title: 'Shofar',
  isActive: true,
  teacherJoined: false,
  flagged: false,
  messageCount: 1,
  lastMessage: { senderType: 'student', preview: 'Why do we blow the shofar?', createdAt: at.toISOString() },
  version: 2,
  createdAt: at.toISOString(),
  updatedAt: at.toISOString(),
};
const dinasThread = { thread, classIds: [3], parentIds: [21] };
const posted = (messageId: string, streamVersion: number, content: string): KeptChatEvent => ({
  type: 'MessagePosted',
  data: { messageId, senderType: 'student', senderId: 7, senderName: 'Dina Katz', content, replyTo: null },
  streamVersion,
  createdAt: at,
});
const kept = <E extends KeptChatEvent>(event: Omit<E, 'createdAt'>): KeptChatEvent => ({ ...event, createdAt: at }) as KeptChatEvent;
const news = (events: KeptChatEvent[], more: Partial<AppendedChatNews> = {}): AppendedChatNews => ({ events, audience: dinasThread, ...more });
const routes = (n: AppendedChatNews) => chatAudience(5, n).map((p) => [p.event, p.rooms]);

describe('who hears a thread’s new events', () => {
  it('given a student’s message, then the thread’s room hears it first and the student, parents and class teachers hear the summary', () => {
    const pushes = chatAudience(5, news([posted('m1', 1, 'Why do we blow the shofar?'), kept({ type: 'TutorReplyRequested', data: { messageId: 'm1' }, streamVersion: 2 })]));
    expect(pushes.map((p) => [p.event, p.rooms])).toEqual([
      ['chat:message', ['thread:5']],
      ['chat:thread-updated', ['user:7', 'user:21', 'class:3:teachers']],
    ]);
    expect(pushes[0]!.payload).toMatchObject({ id: 'm1', threadId: 5, version: 1, content: 'Why do we blow the shofar?', flagged: false, createdAt: at.toISOString(), sources: [] });
    expect(pushes[1]!.payload).toBe(thread);
  });

  it('given a teacher joining, then the thread’s room hears who joined at which version', () => {
    const joined = kept({ type: 'TeacherJoined', data: { teacherId: 3, teacherName: 'Rivka Cohen' }, streamVersion: 3 });
    expect(chatAudience(5, news([joined]))[0]).toEqual({ rooms: ['thread:5'], event: 'chat:teacher-joined', payload: { threadId: 5, teacherId: 3, teacherName: 'Rivka Cohen', version: 3 } });
  });

  it('given a reply that failed, then the thread’s room hears the failure in the child’s words', () => {
    const failed = kept({ type: 'TutorReplyFailed', data: { messageId: 'm1', reason: 'timeout' }, streamVersion: 4 });
    expect(chatAudience(5, news([failed]))[0]).toEqual({ rooms: ['thread:5'], event: 'chat:tutor-failed', payload: { threadId: 5, replyTo: 'm1', version: 4, message: TUTOR_FAILURE_MESSAGE } });
  });

  it('given a flagged message, then the message goes out flagged and only the grown-ups hear of the flag, never the child’s own room', () => {
    const flagged = kept({ type: 'MessageFlagged', data: { messageId: 'm1', categories: ['bullied'], severity: 'urgent', screen: 'local' }, streamVersion: 2 });
    const pushes = chatAudience(5, news([posted('m1', 1, 'kids push me every day'), flagged]));
    expect(pushes[0]!.payload).toMatchObject({ id: 'm1', flagged: true });
    const flag = pushes.find((p) => p.event === 'safety:flag-changed')!;
    expect(flag).toEqual({ rooms: ['class:3:teachers', 'user:21'], event: 'safety:flag-changed', payload: { threadId: 5, messageId: 'm1', studentId: 7, status: 'open' } });
  });

  it('given a flag handled, then the grown-ups hear it handled, and each notice goes to its own grown-up', () => {
    const handled = kept({ type: 'FlagHandled', data: { messageId: 'm1', teacherId: 3, teacherName: 'Rivka Cohen', note: 'Spoke with her.' }, streamVersion: 6 });
    const notice = { id: 9, kind: 'safety-flag' } as unknown as Notice;
    expect(routes(news([handled], { notices: [{ userId: 21, notice }] }))).toEqual([
      ['chat:thread-updated', ['user:7', 'user:21', 'class:3:teachers']],
      ['safety:flag-changed', ['class:3:teachers', 'user:21']],
      ['notice:new', ['user:21']],
    ]);
  });

  it('given a child with no class and no parent, when a flag is raised, then nobody is sent an empty push', () => {
    const flagged = kept({ type: 'MessageFlagged', data: { messageId: 'm1', categories: ['bullied'], screen: 'local' }, streamVersion: 2 });
    expect(routes(news([flagged], { audience: { thread, classIds: [], parentIds: [] } }))).toEqual([['chat:thread-updated', ['user:7']]]);
  });

  it('given nothing appended (a precondition declined), then nobody hears anything', () => {
    expect(chatAudience(5, { events: [], audience: undefined })).toEqual([]);
  });
});
