/**
 * What the gamification calls answer and what their live notices carry (spec core 3 and 7). A badge
 * as the API shows it keeps the spec's fields (criteria as words, xpRequired, tier, rarity, category)
 * next to the catalogue's key, tagline and reward.
 */
import type { BadgeCategory, BadgeIconType, BadgeRarity } from './badge-catalogue';
import type { ChallengeType } from './daily-challenges';

export interface BadgeView {
  id: number;
  key: string;
  name: string;
  description: string;
  tagline: string;
  iconType: BadgeIconType;
  /** The criterion in words, e.g. 'Ask Morah 10 questions'. */
  criteria: string;
  /** For XP badges, the XP it takes; 0 for the others. */
  xpRequired: number;
  /** XP granted once when the badge is earned. */
  xpReward: number;
  tier: number;
  rarity: BadgeRarity;
  category: BadgeCategory;
}

export interface UserBadgeView {
  id: number;
  badgeId: number;
  earnedAt: string;
  badge: BadgeView;
}

export interface BadgesResponse {
  badges: BadgeView[];
}
export interface UserBadgesResponse {
  userBadges: UserBadgeView[];
}

export interface DailyChallengeView {
  type: ChallengeType;
  title: string;
  description: string;
  targetValue: number;
  rewardXP: number;
  userProgress: { currentProgress: number; isCompleted: boolean };
}

export interface StreakView {
  streakType: 'daily_login';
  currentStreak: number;
  longestStreak: number;
  /** The last check-in, as a day in the child's own time zone (YYYY-MM-DD). */
  lastDay: string | null;
}

/** Spec core 3, "Gamification dashboard". Ranks are among classmates only; 999 when unranked. */
export interface GamificationDashboard {
  xp: number;
  level: number;
  totalBadges: number;
  weeklyXP: number;
  loginStreak: number;
  currentStreaks: StreakView[];
  userBadges: UserBadgeView[];
  dailyChallenges: DailyChallengeView[];
  leaderboardRank: { weeklyXP: number; badgeCount: number };
}

export interface AwardBadgeResponse {
  badge: BadgeView;
  xpGained: number;
  newLevel: number | null;
}
export interface UpdateStreakResponse {
  bonusXP: number;
  currentStreak: number;
}
export interface ChallengeProgressResponse {
  completed: boolean;
  challenge: DailyChallengeView;
}

/** Who a notice is about: the student, by name, so a parent with several children knows which. */
export interface AboutStudent {
  studentId: number;
  studentName: string;
}

export interface BadgeAwarded extends AboutStudent {
  userBadge: UserBadgeView;
  xpGained: number;
  /** The level reached, when earning the badge raised it. */
  newLevel: number | null;
}
export interface StreakBonus extends AboutStudent {
  bonusXP: number;
  currentStreak: number;
}
export interface ChallengeCompleted extends AboutStudent {
  challenge: DailyChallengeView;
}
export interface ProgressLevelUp extends AboutStudent {
  level: number;
}
