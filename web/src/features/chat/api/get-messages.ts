import type { MessagesResponse } from '@morah/contracts';
import { api } from '@/lib/api-client';

/** GET /api/chat/threads/{id}/messages, with `?after=` the version already held (when there is one). */
export function getMessages(threadId: number, after?: number, signal?: AbortSignal): Promise<MessagesResponse> {
  const query = after === undefined ? '' : `?after=${after}`;
  return api.get<MessagesResponse>(`/api/chat/threads/${threadId}/messages${query}`, signal ? { signal } : {});
}
