import type { GamesProgress } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

/** GET /api/games/progress: the child's own figures for the catalogue (students only). */
export function useGamesProgress({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: gamesKeys.progress, queryFn: () => api.get<GamesProgress>('/api/games/progress'), enabled });
}
