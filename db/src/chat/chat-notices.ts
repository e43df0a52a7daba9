import { type ChatMessage, type RoomEmitter, rooms } from '@morah/contracts';
import { TUTOR_FAILURE_MESSAGE } from '../queries/chat.queries';
import type { StoredChatEvent } from './chat-events';
import type { AppendedChat } from './chat-store';

/**
 * After a commit, tell the rooms what changed: the thread's room hears messages, joins and
 * failures; the student, their parents and the teachers of their classes hear the thread's new
 * summary; the teachers and parents hear that a flag was raised or handled, and each grown-up with
 * a notice its flag wrote hears it in their own room. Messages go out first, built from the events
 * themselves (the same fields the projection keeps); the summary, its audience and the notices are
 * what the append's own writes returned, so nothing is read here.
 */
export function publishChatEvents(emitter: RoomEmitter, threadId: number, { events, audience, notices }: AppendedChat): void {
  if (events.length === 0) return;
  const threadRoom = rooms.thread(threadId);
  for (const message of messagesOf(threadId, events)) emitter.emit(threadRoom, 'chat:message', message);

  for (const event of events) {
    if (event.type === 'TeacherJoined') {
      emitter.emit(threadRoom, 'chat:teacher-joined', {
        threadId,
        teacherId: event.data.teacherId,
        teacherName: event.data.teacherName,
        version: event.streamVersion,
      });
    } else if (event.type === 'TutorReplyFailed') {
      emitter.emit(threadRoom, 'chat:tutor-failed', { threadId, replyTo: event.data.messageId, version: event.streamVersion, message: TUTOR_FAILURE_MESSAGE });
    }
  }

  if (!audience) return;
  const { thread, classIds, parentIds } = audience;
  emitter.emit([rooms.user(thread.studentId), ...parentIds.map(rooms.user), ...classIds.map(rooms.classTeachers)], 'chat:thread-updated', thread);

  // Never the student's own room: what was flagged, and who looked after it, is for the grown-ups.
  const grownUps = [...classIds.map(rooms.classTeachers), ...parentIds.map(rooms.user)];
  for (const event of events) {
    if ((event.type === 'MessageFlagged' || event.type === 'FlagHandled') && grownUps.length > 0) {
      const status = event.type === 'MessageFlagged' ? 'open' : 'handled';
      emitter.emit(grownUps, 'safety:flag-changed', { threadId, messageId: event.data.messageId, studentId: thread.studentId, status });
    }
  }
  for (const { userId, notice } of notices ?? []) emitter.emit(rooms.user(userId), 'notice:new', notice);
}

/** The messages a batch of events posted, as `chat_messages` will read them. */
export function messagesOf(threadId: number, events: readonly StoredChatEvent[]): ChatMessage[] {
  const flagged = new Set(events.flatMap((e) => (e.type === 'MessageFlagged' ? [e.data.messageId] : [])));
  return events.flatMap((e) =>
    e.type === 'MessagePosted'
      ? [
          {
            id: e.data.messageId,
            threadId,
            version: e.streamVersion,
            senderType: e.data.senderType,
            senderId: e.data.senderId,
            senderName: e.data.senderName,
            content: e.data.content,
            replyTo: e.data.replyTo,
            flagged: flagged.has(e.data.messageId),
            createdAt: e.createdAt.toISOString(),
            sources: e.data.sources ?? [],
          },
        ]
      : [],
  );
}
