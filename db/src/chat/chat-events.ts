import { type ChatSource, type FlagScreen, type SafetyCategory, type SafetySeverity, type SenderType, severityOf, toSafetyCategory } from '@morah/contracts';
import type { StoredEvent } from '../events/event-store';

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
export type NewChatEvent = { [T in ChatEventType]: { type: T; data: ChatEventData[T] } }[ChatEventType];
export type StoredChatEvent = { [T in ChatEventType]: StoredEvent<T, ChatEventData[T]> }[ChatEventType];

/**
 * The flag a screen raises, from the category names it uses (today's, older ones, or the moderation
 * service's), read as SafetyCategory names with their severity.
 */
export function messageFlagged(messageId: string, names: readonly string[], screen: FlagScreen): NewChatEvent {
  const { categories, severity } = flagOf({ categories: [...names] });
  return { type: 'MessageFlagged', data: { messageId, categories, severity, screen } };
}

/** A stored flag's categories and severity, whatever version of the screen wrote it. */
export function flagOf(data: Pick<ChatEventData['MessageFlagged'], 'categories' | 'severity'>): { categories: SafetyCategory[]; severity: SafetySeverity } {
  const categories = [...new Set(data.categories.map(toSafetyCategory))];
  return { categories, severity: data.severity ?? severityOf(categories) };
}

export const threadStream = (threadId: number) => `thread-${threadId}`;

export function threadIdOf(streamId: string): number | undefined {
  const match = /^thread-(\d+)$/.exec(streamId);
  return match ? Number(match[1]) : undefined;
}

export const isChatEvent = (event: StoredEvent): event is StoredChatEvent => threadIdOf(event.streamId) !== undefined;

/** A new thread is called this until the student's first message names it. */
export const DEFAULT_THREAD_TITLE = 'New chat with Morah';

/** The title a first message gives a thread: its first words, cut at a word boundary. */
export function titleFromMessage(content: string, max = 48): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
