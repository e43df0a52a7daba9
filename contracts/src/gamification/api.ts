/**
 * What the gamification calls answer and what their live notices carry (spec core 3 and 7). A badge
 * as the API shows it keeps the spec's fields (criteria as words, xpRequired, tier, rarity, category)
 * next to the catalogue's key, tagline and reward.
 */
import { z } from 'zod';
import { BadgeCategory, BadgeIconType, BadgeRarity } from './badge-catalogue';
import { ChallengeType } from './daily-challenges';

export const BadgeView = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  tagline: z.string(),
  iconType: BadgeIconType,
  /** The criterion in words, e.g. 'Ask Morah 10 questions'. */
  criteria: z.string(),
  /** For XP badges, the XP it takes; 0 for the others. */
  xpRequired: z.number().int(),
  /** XP granted once when the badge is earned. */
  xpReward: z.number().int(),
  tier: z.number().int(),
  rarity: BadgeRarity,
  category: BadgeCategory,
  /** A special badge only Premium members can earn. */
  premium: z.boolean(),
});
export type BadgeView = z.infer<typeof BadgeView>;

export const UserBadgeView = z.object({
  id: z.number().int(),
  badgeId: z.number().int(),
  earnedAt: z.string(),
  badge: BadgeView,
});
export type UserBadgeView = z.infer<typeof UserBadgeView>;

export const BadgesResponse = z.object({ badges: z.array(BadgeView) });
export type BadgesResponse = z.infer<typeof BadgesResponse>;
export const UserBadgesResponse = z.object({ userBadges: z.array(UserBadgeView) });
export type UserBadgesResponse = z.infer<typeof UserBadgesResponse>;

export const DailyChallengeView = z.object({
  type: ChallengeType,
  title: z.string(),
  description: z.string(),
  targetValue: z.number().int(),
  rewardXP: z.number().int(),
  userProgress: z.object({ currentProgress: z.number().int(), isCompleted: z.boolean() }),
});
export type DailyChallengeView = z.infer<typeof DailyChallengeView>;

export const StreakView = z.object({
  streakType: z.literal('daily_login'),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** The last check-in, as a day in the child's own time zone (YYYY-MM-DD). */
  lastDay: z.string().nullable(),
});
export type StreakView = z.infer<typeof StreakView>;

/** Spec core 3, "Gamification dashboard". Ranks are among classmates only; 999 when unranked. */
export const GamificationDashboard = z.object({
  xp: z.number().int(),
  level: z.number().int(),
  totalBadges: z.number().int(),
  weeklyXP: z.number().int(),
  loginStreak: z.number().int(),
  currentStreaks: z.array(StreakView),
  userBadges: z.array(UserBadgeView),
  dailyChallenges: z.array(DailyChallengeView),
  leaderboardRank: z.object({ weeklyXP: z.number().int(), badgeCount: z.number().int() }),
});
export type GamificationDashboard = z.infer<typeof GamificationDashboard>;

export const AwardBadgeResponse = z.object({
  badge: BadgeView,
  xpGained: z.number().int(),
  newLevel: z.number().int().nullable(),
});
export type AwardBadgeResponse = z.infer<typeof AwardBadgeResponse>;
export const UpdateStreakResponse = z.object({
  bonusXP: z.number().int(),
  currentStreak: z.number().int(),
  /** The child's time zone the check-in was counted in (a change asked too soon keeps the old one). */
  timeZone: z.string(),
});
export type UpdateStreakResponse = z.infer<typeof UpdateStreakResponse>;
export const ChallengeProgressResponse = z.object({
  completed: z.boolean(),
  challenge: DailyChallengeView,
});
export type ChallengeProgressResponse = z.infer<typeof ChallengeProgressResponse>;

/** Who a notice is about: the student, by name, so a parent with several children knows which. */
export const AboutStudent = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
});
export type AboutStudent = z.infer<typeof AboutStudent>;

export const BadgeAwarded = AboutStudent.extend({
  userBadge: UserBadgeView,
  xpGained: z.number().int(),
  /** The level reached, when earning the badge raised it. */
  newLevel: z.number().int().nullable(),
});
export type BadgeAwarded = z.infer<typeof BadgeAwarded>;
export const StreakBonus = AboutStudent.extend({
  bonusXP: z.number().int(),
  currentStreak: z.number().int(),
});
export type StreakBonus = z.infer<typeof StreakBonus>;
export const ChallengeCompleted = AboutStudent.extend({
  challenge: DailyChallengeView,
});
export type ChallengeCompleted = z.infer<typeof ChallengeCompleted>;
export const ProgressLevelUp = AboutStudent.extend({
  level: z.number().int(),
});
export type ProgressLevelUp = z.infer<typeof ProgressLevelUp>;
