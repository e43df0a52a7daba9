import { ChatThread, type ThreadsResponse } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSocketEvent } from '@/lib/socket-context';
import { useLiveQuery } from '@/lib/use-live-query';
import { chatKeys, THREAD_POLL_MS } from './chat-keys';
import { upsertThread } from './thread-cache';

export function getThreads(): Promise<ThreadsResponse> {
  return api.get<ThreadsResponse>('/api/chat/threads');
}

/**
 * GET /api/chat/threads (newest first), kept current by `chat:thread-updated`. Only while the live
 * connection is down does it poll (every 5 s); when it comes back, one read catches up.
 */
export function useThreads() {
  const queryClient = useQueryClient();
  const query = useLiveQuery({ queryKey: chatKeys.threads, queryFn: getThreads }, THREAD_POLL_MS);

  useSocketEvent('chat:thread-updated', (payload) => {
    const thread = ChatThread.safeParse(payload).data;
    if (thread) upsertThread(queryClient, thread);
  });
  return query;
}
