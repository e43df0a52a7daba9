import type { ChatMessage, ChatSource, SenderType } from './chat';
import type { SafetySeverity } from './safety';
import type { FlagScreen } from './safety-flags';

/** Every chat event, by type. The data is what happened, in the words of the moment it happened. */
export interface ChatEventData {
  ThreadStarted: { threadId: number; studentId: number; title: string };
  MessagePosted: {
    messageId: string;
    senderType: SenderType;
    senderId: number | null;
    senderName: string;
    content: string;
    /** For a tutor reply: the student message it answers. */
    replyTo: string | null;
    /** For a tutor reply: where its answer comes from. Replies stored before sources existed have none (read as []). */
    sources?: ChatSource[];
  };
  TeacherJoined: { teacherId: number; teacherName: string };
  TutorReplyRequested: { messageId: string };
  TutorReplyFailed: { messageId: string; reason: string };
  /**
   * A safety screen heard something in a student's message. `categories` are SafetyCategory names
   * with their `severity`; flags stored before severity existed carry older names and no severity
   * (read them with `flagOf`).
   */
  MessageFlagged: { messageId: string; categories: string[]; severity?: SafetySeverity; screen: FlagScreen };
  /** A teacher of the child's classes looked after a flag, and wrote what they did. */
  FlagHandled: { messageId: string; teacherId: number; teacherName: string; note: string };
  ThreadRenamed: { title: string };
}

export type ChatEventType = keyof ChatEventData;

/** A chat event as it was kept: its type and data, its place in the thread, and when. */
export type KeptChatEvent = { [T in ChatEventType]: { type: T; data: ChatEventData[T]; streamVersion: number; createdAt: Date } }[ChatEventType];

/** What tells a child the tutor could not answer. Shown in the chat with a way to ask again. */
export const TUTOR_FAILURE_MESSAGE = "Morah couldn't answer just now. Let's try again!";

/** The messages a batch of events posted, as the thread's messages read them. */
export function messagesOf(threadId: number, events: readonly KeptChatEvent[]): ChatMessage[] {
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
