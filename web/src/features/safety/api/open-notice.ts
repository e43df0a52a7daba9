import type { NoticeResponse, NoticesResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { safetyKeys } from './safety-keys';

export function openNotice(id: number): Promise<NoticeResponse> {
  return api.post<NoticeResponse>(`/api/notices/${id}/open`);
}

/** POST /api/notices/{id}/open: the notice leaves the banner at once, and the list is read again. */
export function useOpenNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openNotice,
    onSuccess: ({ notice }) => {
      queryClient.setQueryData<NoticesResponse>(safetyKeys.notices, (old) => old && { notices: old.notices.map((n) => (n.id === notice.id ? notice : n)) });
      void queryClient.invalidateQueries({ queryKey: safetyKeys.notices });
    },
  });
}
