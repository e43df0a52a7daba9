import type { BadgesResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gamificationKeys } from './gamification-keys';

export function getBadges(): Promise<BadgesResponse> {
  return api.get<BadgesResponse>('/api/badges');
}

/** GET /api/badges: the whole catalogue, for everyone (signed out too). */
export function useBadges() {
  return useQuery({ queryKey: gamificationKeys.badges, queryFn: getBadges });
}
