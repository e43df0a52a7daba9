import type { TutorFailure } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markRetried, type ThreadLog } from '../utils/thread-log';
import { chatKeys } from './chat-keys';

export function retryReply(failure: TutorFailure): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/api/chat/threads/${failure.threadId}/messages/${encodeURIComponent(failure.replyTo)}/retry`);
}

/** POST .../messages/{messageId}/retry: the student asks the tutor again; the failure is settled. */
export function useRetryReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryReply,
    onSuccess: (_answer, failure) => {
      queryClient.setQueryData<ThreadLog>(chatKeys.messages(failure.threadId), (log) => markRetried(log, failure));
    },
  });
}
