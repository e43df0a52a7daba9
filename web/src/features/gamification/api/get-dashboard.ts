import type { GamificationDashboard } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gamificationKeys } from './gamification-keys';

export function getGamificationDashboard(): Promise<GamificationDashboard> {
  return api.get<GamificationDashboard>('/api/gamification/dashboard');
}

/** GET /api/gamification/dashboard (students). */
export function useGamificationDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: gamificationKeys.dashboard, queryFn: getGamificationDashboard, enabled });
}
