import { DEFAULT_THREAD_TITLE, messageFlagged, type NewChatEvent, titleFromMessage } from '@morah/db';

/**
 * What posting is decided on: the thread as it stands, or `null` when the socket already knows the
 * student has posted there (their thread, with messages, so nothing to read before the write).
 */
export interface ThreadState {
  title: string;
  messageCount: number;
  teacherJoined: boolean;
}

/** What a safety screen heard in a student's message. */
export interface ScreenVerdict {
  flagged: boolean;
  categories: readonly string[];
}

export interface PostCommand {
  messageId: string;
  author: { id: number; role: 'student' | 'teacher'; name: string };
  content: string;
  /** The local screen's verdict on a student's words (teachers' words are not screened). */
  screen: ScreenVerdict | null;
}

/**
 * A message posted to a thread, as events. A student's message may name a new thread (its first
 * words), raises a flag when the screen heard something, and asks the tutor for a reply; a teacher
 * who writes in a thread they have not joined joins it first.
 */
export function decidePost(state: ThreadState | null, command: PostCommand): NewChatEvent[] {
  const { messageId, author, content } = command;
  const posted: NewChatEvent = { type: 'MessagePosted', data: { messageId, senderType: author.role, senderId: author.id, senderName: author.name, content, replyTo: null } };
  if (author.role === 'teacher') {
    return state?.teacherJoined ? [posted] : [{ type: 'TeacherJoined', data: { teacherId: author.id, teacherName: author.name } }, posted];
  }
  const events: NewChatEvent[] = [posted];
  if (state && state.messageCount === 0 && state.title === DEFAULT_THREAD_TITLE) events.push({ type: 'ThreadRenamed', data: { title: titleFromMessage(content) } });
  if (command.screen?.flagged) events.push(messageFlagged(messageId, command.screen.categories, 'local'));
  events.push({ type: 'TutorReplyRequested', data: { messageId } });
  return events;
}

/** The thread after an event: how later decisions see it. */
export function evolve(state: ThreadState, event: NewChatEvent): ThreadState {
  switch (event.type) {
    case 'ThreadStarted':
      return { title: event.data.title, messageCount: 0, teacherJoined: false };
    case 'MessagePosted':
      return { ...state, messageCount: state.messageCount + 1 };
    case 'ThreadRenamed':
      return { ...state, title: event.data.title };
    case 'TeacherJoined':
      return { ...state, teacherJoined: true };
    default:
      return state;
  }
}
