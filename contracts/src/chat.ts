import { z } from 'zod';
import { stripBidiControls } from './rules/bidi-controls';
import { hasVisibleText } from './rules/clean-text';

/** Longest message a student, teacher or the tutor may post. */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_THREAD_TITLE_LENGTH = 80;

export const SenderType = z.enum(['student', 'ai', 'teacher']);
export type SenderType = z.infer<typeof SenderType>;

/**
 * The id the sender's device gives a message and keeps across its retries: the server stores a
 * message once per sender, thread and id, and answers a repeat with the message it stored.
 */
export const ClientMessageId = z
  .string({ error: 'Something went wrong with this message. Please send it again.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Something went wrong with this message. Please send it again.');

export const PostMessageBody = z.object({
  clientMessageId: ClientMessageId.optional(),
  content: z
    .string({ error: 'Write a message first.' })
    .trim()
    .min(1, 'Write a message first.')
    .max(MAX_MESSAGE_LENGTH, `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`)
    // Only zero-width or other invisible characters would post a message nobody can see.
    .refine(hasVisibleText, 'Write a message first.')
    // Direction controls would make a teacher or parent read it otherwise than typed: they go.
    .transform((content) => stripBidiControls(content).trim()),
});
export type PostMessageBody = z.input<typeof PostMessageBody>;

export const CreateThreadBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'A title needs at least one letter.')
      .max(MAX_THREAD_TITLE_LENGTH, `A title can be at most ${MAX_THREAD_TITLE_LENGTH} characters.`)
      .refine(hasVisibleText, 'A title needs at least one letter.')
      .transform((title) => stripBidiControls(title).trim())
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
export const ChatThread = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  teacherJoined: z.boolean(),
  /** A message in it was flagged by the safety screen and no teacher has marked that flag handled yet. */
  flagged: z.boolean(),
  messageCount: z.number().int(),
  lastMessage: z.object({ senderType: SenderType, preview: z.string(), createdAt: z.string() }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatThread = z.infer<typeof ChatThread>;

/**
 * Where a tutor's answer comes from: a verse ("Genesis 32:29", opened in the parsha reader) or an entry
 * of Morah's knowledge base ("holiday:chanukah", "Chanukah: why").
 */
export const ChatSource = z.object({
  kind: z.enum(['verse', 'knowledge']),
  ref: z.string().min(1).max(200),
  label: z.string().min(1).max(200),
});
export type ChatSource = z.infer<typeof ChatSource>;

/** Reading B of the spec (server-backed chat), plus what live delivery needs. */
export const ChatMessage = z.object({
  id: z.string(),
  threadId: z.number().int(),
  /** The stream version of the event that posted it: clients catch up with `?after=`. */
  version: z.number().int(),
  senderType: SenderType,
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  content: z.string(),
  /** For a tutor reply, the student message it answers. */
  replyTo: z.string().nullable(),
  flagged: z.boolean(),
  createdAt: z.string(),
  /** For a tutor reply: where its answer comes from, best first (empty when it answered from nothing cited). */
  sources: z.array(ChatSource).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A tutor reply that finally failed: the student sees it and may ask again. */
export const TutorFailure = z.object({
  threadId: z.number().int(),
  replyTo: z.string(),
  version: z.number().int(),
  message: z.string(),
});
export type TutorFailure = z.infer<typeof TutorFailure>;

export const ThreadsResponse = z.object({ threads: z.array(ChatThread) });
export type ThreadsResponse = z.infer<typeof ThreadsResponse>;
export const ThreadResponse = z.object({ thread: ChatThread });
export type ThreadResponse = z.infer<typeof ThreadResponse>;
export const MessagesResponse = z.object({
  messages: z.array(ChatMessage),
  /** Replies that failed and were not answered since, so a reloaded page still offers Try again. */
  failures: z.array(TutorFailure),
  version: z.number().int(),
});
export type MessagesResponse = z.infer<typeof MessagesResponse>;
export const PostMessageResponse = z.object({
  message: ChatMessage,
  xpAwarded: z.number().int(),
  /** False when the safety screen held the message for a teacher; the tutor answers with care. */
  flagged: z.boolean(),
});
export type PostMessageResponse = z.infer<typeof PostMessageResponse>;
export const JoinThreadResponse = ThreadResponse;
export type JoinThreadResponse = ThreadResponse;
/** The tutor was asked again (202). */
export const RetryReplyResponse = z.object({ ok: z.literal(true) });

/** Socket payloads. Token deltas are ephemeral; everything else is also in the REST history. */
export const TutorDelta = z.object({
  threadId: z.number().int(),
  replyTo: z.string(),
  delta: z.string(),
  /** Where `delta` starts in the reply. Deltas are volatile: a client that sees a gap waits for the finished message. */
  offset: z.number().int(),
});
export type TutorDelta = z.infer<typeof TutorDelta>;
export const TutorTyping = z.object({
  threadId: z.number().int(),
  replyTo: z.string(),
});
export type TutorTyping = z.infer<typeof TutorTyping>;
export const TeacherJoinedNotice = z.object({
  threadId: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  version: z.number().int(),
});
export type TeacherJoinedNotice = z.infer<typeof TeacherJoinedNotice>;
export const WatchThreadPayload = z.object({ threadId: z.number().int().positive() });
export type WatchThreadPayload = z.infer<typeof WatchThreadPayload>;

/** Posting over the socket: the same rules and answer as `POST /api/chat/threads/{id}/messages`. */
export const SendMessagePayload = WatchThreadPayload.extend({ content: PostMessageBody.shape.content, clientMessageId: PostMessageBody.shape.clientMessageId });
export type SendMessagePayload = z.input<typeof SendMessagePayload>;

/** `?since=<ISO time>`: the start of the teacher's day, in their own time zone. */
export const ChatStatsQuery = z.object({
  since: z.iso
    .datetime({ offset: true, error: 'since is a date and time, like 2026-11-22T00:00:00Z.' })
    // Stats are about Morah's own days: a date before 2000 or a year from now is a mistake, not a question.
    .refine((value) => {
      const at = Date.parse(value);
      return at >= Date.UTC(2000, 0, 1) && at <= Date.now() + 366 * 24 * 60 * 60 * 1000;
    }, 'since should be a recent day, like 2026-11-22T00:00:00Z.'),
});

/** Today's Stats on the teacher dashboard, for the teacher's own students. */
export const ChatStats = z.object({
  /** Students who wrote to Morah since `since`. */
  activeStudents: z.number().int(),
  /** Every message in their conversations since `since` (students, Morah and teachers). */
  messages: z.number().int(),
  /** Questions the students asked Morah since `since`. */
  questions: z.number().int(),
  /** Conversations with a message since `since`. */
  activeChats: z.number().int(),
  /** Conversations with a flag no teacher has marked handled yet (however long ago it was raised). */
  flaggedChats: z.number().int(),
  /** Badges the students earned since `since`. */
  badgesEarned: z.number().int(),
});
export type ChatStats = z.infer<typeof ChatStats>;
export const ChatStatsResponse = z.object({ stats: ChatStats });
