import type { ParshaProgressList } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parshaKeys } from './parsha-keys';

/** GET /api/parsha/progress/{userId}: where the child got to in each parsha, to resume there. */
export function useParshaProgress(userId: number | undefined) {
  return useQuery({
    queryKey: parshaKeys.progress(userId ?? 0),
    queryFn: () => api.get<ParshaProgressList>(`/api/parsha/progress/${userId}`),
    enabled: userId !== undefined,
  });
}
