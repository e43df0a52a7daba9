import type { GameId, GameResultBody, GameResultResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

/** POST /api/games/{gameId}/results: the server judges the result and decides the XP. */
export function usePostGameResult(gameId: GameId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GameResultBody) => api.post<GameResultResponse>(`/api/games/${gameId}/results`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.progress }),
  });
}
