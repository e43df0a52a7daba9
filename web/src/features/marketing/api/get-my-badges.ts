import type { GamificationDashboard } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in student's gamification figures (the same key the Rewards page uses, so one fetch serves both). */
export function useMyBadgeFigures(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/gamification/dashboard'],
    queryFn: () => api.get<GamificationDashboard>('/api/gamification/dashboard'),
    enabled,
  });
}
