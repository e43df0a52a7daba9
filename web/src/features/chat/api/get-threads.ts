import { ChatThread, type ThreadsResponse } from '@morah/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { useSocketConnected, useSocketEvent } from '@/lib/socket-context';
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
  const connected = useSocketConnected();
  const query = useQuery({
    queryKey: chatKeys.threads,
    queryFn: getThreads,
    refetchInterval: connected ? false : THREAD_POLL_MS,
  });

  useSocketEvent('chat:thread-updated', (payload) => {
    const thread = ChatThread.safeParse(payload).data;
    if (thread) upsertThread(queryClient, thread);
  });

  const wasConnected = useRef(connected);
  const { refetch, isSuccess } = query;
  useEffect(() => {
    if (connected && !wasConnected.current && isSuccess) void refetch();
    wasConnected.current = connected;
  }, [connected, isSuccess, refetch]);

  return query;
}
