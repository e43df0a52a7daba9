import type { CreateThreadBody, ThreadResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upsertThread } from './thread-cache';

export function createThread(body: CreateThreadBody = {}): Promise<ThreadResponse> {
  return api.post<ThreadResponse>('/api/chat/threads', body);
}

/** POST /api/chat/threads (students): a new chat, at the top of the list at once. */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateThreadBody = {}) => createThread(body),
    onSuccess: ({ thread }) => upsertThread(queryClient, thread),
  });
}
