import type { PostMessageBody, PostMessageResponse } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, api } from '@/lib/api-client';
import type { RealtimeSocket } from '@/lib/socket';
import { SocketUnavailableError } from '@/lib/socket';
import { useSocket } from '@/lib/socket-context';
import { mergeLive, type ThreadLog } from '../utils/thread-log';
import { chatKeys } from './chat-keys';

/** The HTTP status REST would have answered with, so errors read the same either way. */
const STATUS: Record<string, number> = { validation_failed: 400, unauthenticated: 401, forbidden: 403, not_found: 404, rate_limited: 429, unavailable: 503, busy: 503 };

/**
 * Over the open socket when there is one (one hop less for the message on its way to the
 * teacher); over REST when the socket is down. A send the socket did take is never sent twice.
 */
export async function sendMessage(threadId: number, body: PostMessageBody, socket?: RealtimeSocket | null): Promise<PostMessageResponse> {
  if (socket) {
    try {
      const reply = await socket.request('chat:send', { threadId, content: body.content, ...(body.clientMessageId ? { clientMessageId: body.clientMessageId } : {}) });
      if (reply.ok) return reply.data;
      const status = STATUS[reply.error.code] ?? 500;
      throw new ApiError(status, reply.error.code, JSON.stringify({ error: reply.error }));
    } catch (error) {
      if (!(error instanceof SocketUnavailableError)) throw error;
    }
  }
  return api.post<PostMessageResponse>(`/api/chat/threads/${threadId}/messages`, body);
}

/**
 * Send a message (socket, or POST /api/chat/threads/{id}/messages). The posted message joins the conversation at once (without
 * moving the catch-up cursor: other events may still be on their way) and the thread list refreshes.
 */
export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  const { socket } = useSocket();
  const unsent = useRef<UnsentMessage | null>(null);
  return useMutation({
    mutationFn: (body: PostMessageBody) => {
      unsent.current = namedForSending(unsent.current, body.content);
      return sendMessage(threadId, { ...body, clientMessageId: unsent.current.clientMessageId }, socket);
    },
    onSuccess: ({ message }) => {
      unsent.current = null;
      queryClient.setQueryData<ThreadLog>(chatKeys.messages(threadId), (log) => mergeLive(log, { messages: [message] }, false));
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads, exact: true });
    },
  });
}

export interface UnsentMessage {
  content: string;
  clientMessageId: string;
}

/**
 * The id a message goes with: the same text sent again after a failed or timed-out send keeps the
 * id it had, so the server stores it once; a new text gets a new id. Made from the browser's random
 * numbers, which (unlike `randomUUID`) work on a school's plain-http address too.
 */
export function namedForSending(unsent: UnsentMessage | null, content: string): UnsentMessage {
  if (unsent && unsent.content === content) return unsent;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { content, clientMessageId: Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') };
}
