import { z } from 'zod';

export const ActivityType = z.enum(['chat', 'coloring', 'parsha', 'study_time']);
export type ActivityType = z.infer<typeof ActivityType>;

/** Longest single study-time record accepted: 4 hours. */
export const MAX_ACTIVITY_SECONDS = 4 * 60 * 60;

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
});
export type RecordActivityBody = z.input<typeof RecordActivityBody>;

export const XpAward = z.object({
  xpAwarded: z.number().int(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type XpAward = z.infer<typeof XpAward>;
