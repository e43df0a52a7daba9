import type { ThreadResponse, ThreadsResponse } from '@morah/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

export function getThread(threadId: number): Promise<ThreadResponse> {
  return api.get<ThreadResponse>(`/api/chat/threads/${threadId}`);
}

/** GET /api/chat/threads/{id}; the list's copy shows until the answer arrives. */
export function useThread(threadId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.thread(threadId),
    queryFn: () => getThread(threadId),
    placeholderData: () => {
      const listed = queryClient.getQueryData<ThreadsResponse>(chatKeys.threads)?.threads.find((t) => t.id === threadId);
      return listed ? { thread: listed } : undefined;
    },
  });
}
