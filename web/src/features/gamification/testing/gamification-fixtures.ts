import type { BadgeAwarded, BadgeView, DailyChallengeView, GamificationDashboard, UserBadgeView } from '@morah/contracts';

let nextUserBadgeId = 1;

export function buildBadge(overrides: Partial<BadgeView> = {}): BadgeView {
  return {
    id: 1,
    key: 'menorah-master',
    name: 'Menorah Master',
    description: 'Learned 7 days in a row.',
    tagline: 'Seven branches, seven days, one bright learner!',
    iconType: 'menorah',
    criteria: 'Learn 7 days in a row',
    xpRequired: 0,
    xpReward: 70,
    tier: 3,
    rarity: 'epic',
    category: 'special',
    premium: false,
    ...overrides,
  };
}

/** Four badges, one of each category, the last with a rarity the web does not know. */
export function buildCatalogue(): BadgeView[] {
  return [
    buildBadge({ id: 1, key: 'shalom-friend', name: 'Shalom Friend', iconType: 'shalom', tagline: 'Every great journey starts with Shalom!', criteria: 'Ask Morah your first question', tier: 1, rarity: 'common', category: 'learning' }),
    buildBadge({ id: 2, key: 'challah-chef', name: 'Challah Chef', iconType: 'challah', tagline: 'Fresh from the oven!', criteria: 'Color your first letter page', tier: 1, rarity: 'common', category: 'achievement' }),
    buildBadge({ id: 3, key: 'star-scholar', name: 'Star Scholar', iconType: 'star-of-david', tagline: 'As many as the stars!', criteria: 'Earn 1,000 XP', tier: 3, rarity: 'epic', category: 'milestone' }),
    buildBadge({ id: 4, key: 'menorah-master', name: 'Menorah Master', tier: 4, rarity: 'mythic' as BadgeView['rarity'], category: 'special' }),
  ];
}

export function buildUserBadge(badge: BadgeView, earnedAt = '2026-11-19T10:00:00.000Z'): UserBadgeView {
  return { id: nextUserBadgeId++, badgeId: badge.id, earnedAt, badge };
}

export function buildChallenge(overrides: Partial<DailyChallengeView> = {}): DailyChallengeView {
  return {
    type: 'chat_messages',
    title: 'Ask Morah 3 questions',
    description: 'Wonder about something? Ask Morah three questions today.',
    targetValue: 3,
    rewardXP: 15,
    userProgress: { currentProgress: 1, isCompleted: false },
    ...overrides,
  };
}

export function buildDashboard(overrides: Partial<GamificationDashboard> = {}): GamificationDashboard {
  return {
    xp: 450,
    level: 2,
    totalBadges: 0,
    weeklyXP: 120,
    loginStreak: 4,
    currentStreaks: [{ streakType: 'daily_login', currentStreak: 4, longestStreak: 6, lastDay: '2026-11-19' }],
    userBadges: [],
    dailyChallenges: [],
    leaderboardRank: { weeklyXP: 2, badgeCount: 999 },
    ...overrides,
  };
}

export function buildBadgeAwarded(studentId: number, overrides: Partial<BadgeAwarded> = {}): BadgeAwarded {
  const badge = overrides.userBadge?.badge ?? buildBadge();
  return {
    studentId,
    studentName: 'Dina Levi',
    userBadge: buildUserBadge(badge),
    xpGained: 70,
    newLevel: null,
    ...overrides,
  };
}
