import type { JoinThreadResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';
import { upsertThread } from './thread-cache';

export function joinThread(threadId: number): Promise<JoinThreadResponse> {
  return api.post<JoinThreadResponse>(`/api/chat/threads/${threadId}/join`);
}

/** POST /api/chat/threads/{id}/join (teachers); on success the thread list refreshes. */
export function useJoinThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinThread,
    onSuccess: ({ thread }) => {
      upsertThread(queryClient, thread);
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads, exact: true });
    },
  });
}
