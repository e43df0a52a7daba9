import type { PostMessageBody, PostMessageResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mergeLive, type ThreadLog } from '../utils/thread-log';
import { chatKeys } from './chat-keys';

export function sendMessage(threadId: number, body: PostMessageBody): Promise<PostMessageResponse> {
  return api.post<PostMessageResponse>(`/api/chat/threads/${threadId}/messages`, body);
}

/**
 * POST /api/chat/threads/{id}/messages. The posted message joins the conversation at once (without
 * moving the catch-up cursor: other events may still be on their way) and the thread list refreshes.
 */
export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostMessageBody) => sendMessage(threadId, body),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<ThreadLog>(chatKeys.messages(threadId), (log) => mergeLive(log, { messages: [message] }, false));
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads, exact: true });
    },
  });
}
