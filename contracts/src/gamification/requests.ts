/**
 * Request bodies of the gamification calls (spec core 7). Each schema is both the gateway's validator
 * and the web's request type; messages are worded for a child who may see them.
 */
import { z } from 'zod';
import { ChallengeType } from './daily-challenges';

export const MAX_CHALLENGE_INCREMENT = 1000;
export const MAX_ACTIVITY_TYPE_LENGTH = 50;
/** Longest IANA zone name is about 30 characters; anything far longer is not a zone. */
export const MAX_TIME_ZONE_LENGTH = 64;

export const ChallengeProgressBody = z.object({
  challengeType: ChallengeType,
  incrementValue: z
    .number({ error: 'Progress is counted in whole steps.' })
    .int('Progress is counted in whole steps.')
    .min(1, 'Progress goes up by at least 1.')
    .max(MAX_CHALLENGE_INCREMENT, `Progress can go up by at most ${MAX_CHALLENGE_INCREMENT} at a time.`)
    .default(1),
});
export type ChallengeProgressBody = z.input<typeof ChallengeProgressBody>;

export const AwardBadgeBody = z.object({
  badgeId: z
    .number({ error: 'Which badge? Its number is missing.' })
    .int('That is not a badge number.')
    .positive('That is not a badge number.'),
  activityType: z
    .string({ error: 'Tell us what you did to earn it.' })
    .max(MAX_ACTIVITY_TYPE_LENGTH, `The activity name can be at most ${MAX_ACTIVITY_TYPE_LENGTH} characters.`),
});
export type AwardBadgeBody = z.input<typeof AwardBadgeBody>;

/**
 * timeZone is the child's IANA zone from the browser. It is only length-checked here: an unknown zone is
 * not the child's fault, so the streak rule falls back to UTC instead of refusing the check-in.
 */
export const UpdateStreakBody = z.object({
  streakType: z.enum(['daily_login'], { error: 'Only the daily check-in streak can be updated.' }).default('daily_login'),
  timeZone: z.string().max(MAX_TIME_ZONE_LENGTH, 'That time zone name is too long.').optional(),
});
export type UpdateStreakBody = z.input<typeof UpdateStreakBody>;
