import type { HandleFlagBody, HandleFlagResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { safetyKeys } from './safety-keys';

export function handleFlag({ messageId, note }: { messageId: string } & HandleFlagBody): Promise<HandleFlagResponse> {
  return api.post<HandleFlagResponse>(`/api/safety/flags/${encodeURIComponent(messageId)}/handle`, { note });
}

/** POST /api/safety/flags/{messageId}/handle (teachers); then the flags and notices are read again. */
export function useHandleFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleFlag,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: safetyKeys.allFlags });
      void queryClient.invalidateQueries({ queryKey: safetyKeys.notices });
    },
  });
}
