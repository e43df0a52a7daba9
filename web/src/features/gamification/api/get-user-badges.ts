import type { UserBadgesResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gamificationKeys } from './gamification-keys';

export function getUserBadges(userId: number): Promise<UserBadgesResponse> {
  return api.get<UserBadgesResponse>(`/api/users/${userId}/badges`);
}

/** GET /api/users/{id}/badges: the badges a user has earned, newest first. Off when there is no user. */
export function useUserBadges(userId: number | null) {
  return useQuery({
    queryKey: gamificationKeys.userBadges(userId ?? 0),
    queryFn: () => getUserBadges(userId ?? 0),
    enabled: userId !== null,
  });
}
