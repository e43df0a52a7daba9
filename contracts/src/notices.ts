import { z } from 'zod';
import { FlagHandling } from './safety-flags';
import { SafetyCategory, SafetySeverity } from './safety';

/** What a safety notice tells a grown-up about the flag it is for (the child's words are never in it). */
export const SafetyNoticeData = z.object({
  threadId: z.number().int(),
  messageId: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  severity: SafetySeverity,
  categories: z.array(SafetyCategory),
  raisedAt: z.string(),
});
export type SafetyNoticeData = z.infer<typeof SafetyNoticeData>;

/**
 * A notice kept for one grown-up until they open it. A safety notice is written with an urgent or
 * high flag, for each teacher of the child's classes and each linked parent; when a teacher marks
 * the flag handled, the parents' notice comes back unopened, now saying who handled it and when.
 */
export const Notice = z.object({
  id: z.number().int(),
  kind: z.literal('safety-flag'),
  data: SafetyNoticeData,
  /** Who handled the flag, when, and their note; null while it is open. */
  handled: FlagHandling.nullable(),
  createdAt: z.string(),
  /** When the notice last changed (written, or brought back when its flag was handled). */
  updatedAt: z.string(),
  openedAt: z.string().nullable(),
});
export type Notice = z.infer<typeof Notice>;

/** The caller's own notices, unopened ones first, then the newest. */
export const NoticesResponse = z.object({ notices: z.array(Notice) });
export type NoticesResponse = z.infer<typeof NoticesResponse>;

export const NoticeIdParams = z.object({
  id: z.coerce.number({ error: 'That is not a notice number.' }).int('That is not a notice number.').positive('That is not a notice number.').max(2_147_483_647, 'That is not a notice number.'),
});

export const NoticeResponse = z.object({ notice: Notice });
export type NoticeResponse = z.infer<typeof NoticeResponse>;
