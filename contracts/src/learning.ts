import { z } from 'zod';

export const ActivityType = z.enum(['chat', 'coloring', 'parsha', 'study_time']);
export type ActivityType = z.infer<typeof ActivityType>;

/** Longest single study-time record accepted: 4 hours. */
export const MAX_ACTIVITY_SECONDS = 4 * 60 * 60;

/**
 * A key the client makes once per real activity (a UUID), sent as the `Idempotency-Key` header or the
 * `idempotencyKey` field: a repeat of the same key answers the first activity and pays nothing again.
 */
export const IdempotencyKey = z
  .string({ error: 'The idempotency key must be text.' })
  .min(8, 'The idempotency key must be at least 8 characters.')
  .max(100, 'The idempotency key can be at most 100 characters.')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'The idempotency key may use only letters, digits and - _ . :');

/** `xpEarned` is accepted for compatibility with the spec's payload and never trusted. */
export const RecordActivityBody = z.object({
  activityType: ActivityType,
  duration: z
    .number()
    .int('Duration is a whole number of seconds.')
    .min(0, 'Duration cannot be negative.')
    .max(MAX_ACTIVITY_SECONDS, 'One activity can last at most 4 hours.')
    .default(0),
  xpEarned: z.number().optional(),
  idempotencyKey: IdempotencyKey.optional(),
});
export type RecordActivityBody = z.input<typeof RecordActivityBody>;

export const XpAward = z.object({
  xpAwarded: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type XpAward = z.infer<typeof XpAward>;

/** POST /api/learning/record-activity: the XP award, and whether today's cap for the kind was reached. */
export const RecordActivityResponse = XpAward.extend({
  dailyCapReached: z.boolean(),
  /** What the child reads when the cap took the XP (the activity is still kept); null otherwise. */
  message: z.string().nullable(),
});
export type RecordActivityResponse = z.infer<typeof RecordActivityResponse>;
