import type { ChatThread } from '../chat';
import { type KeptChatEvent, messagesOf, TUTOR_FAILURE_MESSAGE } from '../chat-events';
import type { Notice } from '../notices';
import { rooms } from '../realtime';
import { push, type Push } from './push';

/** What an append of chat events wrote and returned, and who hears about its thread. */
export interface AppendedChatNews {
  events: readonly KeptChatEvent[];
  /** The thread as the events left it, its student's classes and parents (absent when nothing was appended). */
  audience: { thread: ChatThread; classIds: readonly number[]; parentIds: readonly number[] } | undefined;
  /** The notices its flags wrote for grown-ups, each with whose it is. */
  notices?: readonly { userId: number; notice: Notice }[];
}

/**
 * Who hears what, once a thread's events are committed: the thread's room hears its messages, a
 * teacher joining and a reply that failed; the student, their parents and the teachers of their
 * classes hear the thread's new summary; the teachers and parents (never the child) hear that a
 * flag was raised or handled; each grown-up a flag wrote a notice for hears it in their own room.
 * Messages come first, so a list that refreshes on the summary already has them.
 */
export function chatAudience(threadId: number, { events, audience, notices }: AppendedChatNews): Push[] {
  if (events.length === 0) return [];
  const threadRoom = [rooms.thread(threadId)];
  const pushes: Push[] = messagesOf(threadId, events).map((message) => push(threadRoom, 'chat:message', message));

  for (const event of events) {
    if (event.type === 'TeacherJoined') {
      pushes.push(push(threadRoom, 'chat:teacher-joined', { threadId, teacherId: event.data.teacherId, teacherName: event.data.teacherName, version: event.streamVersion }));
    } else if (event.type === 'TutorReplyFailed') {
      pushes.push(push(threadRoom, 'chat:tutor-failed', { threadId, replyTo: event.data.messageId, version: event.streamVersion, message: TUTOR_FAILURE_MESSAGE }));
    }
  }
  if (!audience) return pushes;

  const { thread, classIds, parentIds } = audience;
  const teachers = classIds.map(rooms.classTeachers);
  const parents = parentIds.map(rooms.user);
  pushes.push(push([rooms.user(thread.studentId), ...parents, ...teachers], 'chat:thread-updated', thread));
  const grownUps = [...teachers, ...parents];
  for (const event of events) {
    if (event.type === 'MessageFlagged' || event.type === 'FlagHandled') {
      const status = event.type === 'MessageFlagged' ? 'open' : 'handled';
      pushes.push(push(grownUps, 'safety:flag-changed', { threadId, messageId: event.data.messageId, studentId: thread.studentId, status }));
    }
  }
  for (const { userId, notice } of notices ?? []) pushes.push(push([rooms.user(userId)], 'notice:new', notice));
  return pushes.filter((p) => p.rooms.length > 0);
}
