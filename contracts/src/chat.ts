import { z } from 'zod';

/** Longest message a student, teacher or the tutor may post. */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_THREAD_TITLE_LENGTH = 80;

export const SenderType = z.enum(['student', 'ai', 'teacher']);
export type SenderType = z.infer<typeof SenderType>;

export const PostMessageBody = z.object({
  content: z
    .string({ error: 'Write a message first.' })
    .trim()
    .min(1, 'Write a message first.')
    .max(MAX_MESSAGE_LENGTH, `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`),
});
export type PostMessageBody = z.input<typeof PostMessageBody>;

export const CreateThreadBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'A title needs at least one letter.')
      .max(MAX_THREAD_TITLE_LENGTH, `A title can be at most ${MAX_THREAD_TITLE_LENGTH} characters.`)
      .optional(),
  })
  .default({});
export type CreateThreadBody = z.input<typeof CreateThreadBody>;

/** `?after=<version>`: only what came after the stream version the client already holds. */
export const MessagesQuery = z.object({
  after: z.coerce.number().int('after is a whole number.').min(0, 'after cannot be negative.').optional(),
});

export const ThreadIdParams = z.object({
  id: z.coerce.number({ error: 'That is not a conversation number.' }).int().positive('That is not a conversation number.'),
});
export const RetryParams = ThreadIdParams.extend({ messageId: z.string().min(1).max(100) });

/** A conversation as every list and screen reads it. `version` is the last event the thread has seen. */
export interface ChatThread {
  id: number;
  studentId: number;
  studentName: string;
  title: string;
  isActive: boolean;
  teacherJoined: boolean;
  /** A message in it was flagged by the safety screen and no teacher has looked yet. */
  flagged: boolean;
  messageCount: number;
  lastMessage: { senderType: SenderType; preview: string; createdAt: string } | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Reading B of the spec (server-backed chat), plus what live delivery needs. */
export interface ChatMessage {
  id: string;
  threadId: number;
  /** The stream version of the event that posted it: clients catch up with `?after=`. */
  version: number;
  senderType: SenderType;
  senderId: number | null;
  senderName: string;
  content: string;
  /** For a tutor reply, the student message it answers. */
  replyTo: string | null;
  flagged: boolean;
  createdAt: string;
}

/** A tutor reply that finally failed: the student sees it and may ask again. */
export interface TutorFailure {
  threadId: number;
  replyTo: string;
  version: number;
  message: string;
}

export interface ThreadsResponse {
  threads: ChatThread[];
}
export interface ThreadResponse {
  thread: ChatThread;
}
export interface MessagesResponse {
  messages: ChatMessage[];
  /** Replies that failed and were not answered since, so a reloaded page still offers Try again. */
  failures: TutorFailure[];
  version: number;
}
export interface PostMessageResponse {
  message: ChatMessage;
  xpAwarded: number;
  /** False when the safety screen held the message for a teacher; the tutor answers with care. */
  flagged: boolean;
}
export interface JoinThreadResponse {
  thread: ChatThread;
}

/** Socket payloads. Token deltas are ephemeral; everything else is also in the REST history. */
export interface TutorDelta {
  threadId: number;
  replyTo: string;
  delta: string;
  /** Where `delta` starts in the reply. Deltas are volatile: a client that sees a gap waits for the finished message. */
  offset: number;
}
export interface TutorTyping {
  threadId: number;
  replyTo: string;
}
export interface TeacherJoinedNotice {
  threadId: number;
  teacherId: number;
  teacherName: string;
  version: number;
}
export interface SafetyNotice {
  threadId: number;
  studentId: number;
  studentName: string;
  at: string;
}

export const WatchThreadPayload = z.object({ threadId: z.number().int().positive() });
export type WatchThreadPayload = z.infer<typeof WatchThreadPayload>;

/** Posting over the socket: the same rules and answer as `POST /api/chat/threads/{id}/messages`. */
export const SendMessagePayload = WatchThreadPayload.extend({ content: PostMessageBody.shape.content });
export type SendMessagePayload = z.input<typeof SendMessagePayload>;

/** `?since=<ISO time>`: the start of the teacher's day, in their own time zone. */
export const ChatStatsQuery = z.object({
  since: z.iso.datetime({ offset: true, error: 'since is a date and time, like 2026-11-22T00:00:00Z.' }),
});

/** Today's Stats on the teacher dashboard, for the teacher's own students. */
export interface ChatStats {
  /** Students who wrote to Morah since `since`. */
  activeStudents: number;
  /** Every message in their conversations since `since` (students, Morah and teachers). */
  messages: number;
  /** Questions the students asked Morah since `since`. */
  questions: number;
  /** Conversations with a message since `since`. */
  activeChats: number;
  /** Conversations flagged by the safety screen that no teacher has joined yet. */
  flaggedChats: number;
}
