import type { SaveArtworkBody, SaveArtworkResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { api } from '@/lib/api-client';
import { applyXp } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { coloringKeys } from './coloring-keys';

export function saveArtwork(body: SaveArtworkBody): Promise<SaveArtworkResponse> {
  return api.post<SaveArtworkResponse>('/api/coloring', body);
}

/**
 * POST /api/coloring. On success the gallery refreshes and 'Artwork saved!' says what it earned
 * (spec content 7); a failure says so in plain words and keeps the drawing on the page.
 */
export function useSaveArtwork(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtwork,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: coloringKeys.gallery(userId), exact: true });
      applyXp(queryClient, answer);
      notify({
        title: 'Artwork saved!',
        description: answer.xpAwarded > 0 ? `You earned ${answer.xpAwarded} XP for your creativity!` : 'It is in your gallery.',
      });
    },
    onError: (error) => {
      notify({ title: 'We could not save your drawing', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
