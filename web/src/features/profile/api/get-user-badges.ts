import type { UserBadgesResponse, UserBadgeView } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec core 9: the profile shows up to 8 recent achievements. */
export const RECENT_ACHIEVEMENTS_SHOWN = 8;

export const userBadgesKey = (userId: number) => [`/api/users/${userId}/badges`] as const;

export function getUserBadges(userId: number): Promise<UserBadgesResponse> {
  return api.get<UserBadgesResponse>(`/api/users/${userId}/badges`);
}

/** GET /api/users/{id}/badges: the badges this user has earned. */
export function useUserBadges(userId: number) {
  return useQuery({ queryKey: userBadgesKey(userId), queryFn: () => getUserBadges(userId) });
}

/** The most recently earned first, at most `limit` of them. */
export function recentAchievements(userBadges: readonly UserBadgeView[], limit = RECENT_ACHIEVEMENTS_SHOWN): UserBadgeView[] {
  const time = (b: UserBadgeView) => {
    const t = Date.parse(b.earnedAt);
    return Number.isNaN(t) ? 0 : t;
  };
  return [...userBadges].sort((a, b) => time(b) - time(a) || b.id - a.id).slice(0, limit);
}
