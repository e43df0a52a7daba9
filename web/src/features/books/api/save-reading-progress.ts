import type { SaveReadingProgressBody, SaveReadingProgressResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/toaster/notify';
import { api } from '@/lib/api-client';
import { refreshCurrentUser } from '../utils/refresh-current-user';
import { booksKeys } from './books-keys';

export function saveReadingProgress(body: SaveReadingProgressBody): Promise<SaveReadingProgressResponse> {
  return api.post<SaveReadingProgressResponse>('/api/reading-progress', body);
}

/** POST /api/reading-progress on every page change (spec content 4); reading minutes may earn XP. */
export function useSaveReadingProgress(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadingProgress,
    onSuccess: (answer) => {
      queryClient.setQueryData(booksKeys.progress(bookId), { progress: answer.progress });
      if (answer.xpAwarded > 0) {
        refreshCurrentUser(queryClient);
        notify({ title: 'Great reading!', description: `You earned ${answer.xpAwarded} XP for your reading time!` });
      }
    },
  });
}
