import type { NoticesResponse } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSocketEvent } from '@/lib/socket-context';
import { useLiveQuery } from '@/lib/use-live-query';
import { SAFETY_POLL_MS, safetyKeys } from './safety-keys';

export function getNotices(): Promise<NoticesResponse> {
  return api.get<NoticesResponse>('/api/notices');
}

/** GET /api/notices (the signed-in grown-up's own), read again when one is written or comes back (`notice:new`). */
export function useNotices() {
  const queryClient = useQueryClient();
  const query = useLiveQuery({ queryKey: safetyKeys.notices, queryFn: getNotices }, SAFETY_POLL_MS);
  useSocketEvent('notice:new', () => void queryClient.invalidateQueries({ queryKey: safetyKeys.notices }));
  return query;
}
