import { z } from 'zod';
import { ChatMessage } from './chat';
import { SafetyCategory, SafetySeverity } from './safety';

/** The longest note a teacher writes when marking a flag handled. */
export const MAX_FLAG_NOTE_LENGTH = 500;

/** What a teacher is told when the note is missing or too long. */
export const FLAG_NOTE_RULE = `Write a short note about what you did (up to ${MAX_FLAG_NOTE_LENGTH} characters).`;

/** A flag's note as a teacher writes it: trimmed, 1 to 500 characters. */
export const FlagNote = z
  .string({ error: FLAG_NOTE_RULE })
  .trim()
  .min(1, FLAG_NOTE_RULE)
  .max(MAX_FLAG_NOTE_LENGTH, FLAG_NOTE_RULE);

/** Which screen raised the flag: the local one on every message, or the moderation service after it. */
export const FlagScreen = z.enum(['local', 'moderation']);
export type FlagScreen = z.infer<typeof FlagScreen>;

/** Who marked a flag handled, when, and the note they wrote for the child's care. */
export const FlagHandling = z.object({
  byName: z.string(),
  at: z.string(),
  note: z.string(),
});
export type FlagHandling = z.infer<typeof FlagHandling>;

/**
 * One flagged message as a grown-up who may see the child reads it: the child, what the screen heard
 * (categories and severity, never a verdict), when, whether a teacher handled it, and the messages
 * around it in the same conversation (up to two before, the flagged one, up to two after).
 */
export const SafetyFlag = z.object({
  messageId: z.string(),
  threadId: z.number().int(),
  threadTitle: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  categories: z.array(SafetyCategory),
  severity: SafetySeverity,
  screen: FlagScreen,
  raisedAt: z.string(),
  /** Null while the flag is open. */
  handled: FlagHandling.nullable(),
  context: z.array(ChatMessage),
});
export type SafetyFlag = z.infer<typeof SafetyFlag>;

/** `?status=open` (the default: the "Needs care" panel), `handled`, or `all`. */
export const SafetyFlagsQuery = z.object({
  status: z.enum(['open', 'handled', 'all'], { error: 'status is open, handled or all.' }).default('open'),
});
export type SafetyFlagsQuery = z.input<typeof SafetyFlagsQuery>;

export const SafetyFlagsResponse = z.object({ flags: z.array(SafetyFlag) });
export type SafetyFlagsResponse = z.infer<typeof SafetyFlagsResponse>;

export const FlagParams = z.object({
  messageId: z.string({ error: 'That is not a flagged message.' }).min(1, 'That is not a flagged message.').max(100, 'That is not a flagged message.'),
});

export const HandleFlagBody = z.object({ note: FlagNote });
export type HandleFlagBody = z.input<typeof HandleFlagBody>;

export const HandleFlagResponse = z.object({ flag: SafetyFlag });
export type HandleFlagResponse = z.infer<typeof HandleFlagResponse>;

/**
 * A flag was raised or handled: to the teachers' rooms of the child's classes and to the child's
 * parents, so a "Needs care" panel and a conversation list read again what changed.
 */
export const SafetyFlagChanged = z.object({
  threadId: z.number().int(),
  messageId: z.string(),
  studentId: z.number().int(),
  status: z.enum(['open', 'handled']),
});
export type SafetyFlagChanged = z.infer<typeof SafetyFlagChanged>;
