import type { ChatMessage, MessagesResponse, PostMessageResponse, ThreadResponse } from '@morah/contracts';
import { api } from '@/lib/api-client';

/** A new conversation for the showcase's tutor demo (the child sees it later among their conversations). */
export function startThread(): Promise<ThreadResponse> {
  return api.post<ThreadResponse>('/api/chat/threads', { title: 'Showcase chat' });
}

export function postMessage(threadId: number, content: string): Promise<PostMessageResponse> {
  return api.post<PostMessageResponse>(`/api/chat/threads/${threadId}/messages`, { content });
}

/** What came after `version` in a conversation. */
export function messagesAfter(threadId: number, version: number): Promise<MessagesResponse> {
  return api.get<MessagesResponse>(`/api/chat/threads/${threadId}/messages?after=${version}`);
}

export type TutorAnswer = { kind: 'reply'; message: ChatMessage } | { kind: 'failed'; text: string };

/**
 * Ask until Morah's reply to `messageId` (or its failure) is there: once a second, for at most
 * `attempts` tries. Morah usually answers within a few seconds.
 */
export async function waitForReply(threadId: number, messageId: string, version: number, { attempts = 90, signal }: { attempts?: number; signal?: AbortSignal } = {}): Promise<TutorAnswer> {
  for (let i = 0; i < attempts; i++) {
    if (signal?.aborted) break;
    const page = await messagesAfter(threadId, version);
    const reply = page.messages.find((m) => m.senderType === 'ai' && m.replyTo === messageId);
    if (reply) return { kind: 'reply', message: reply };
    const failure = page.failures.find((f) => f.replyTo === messageId);
    if (failure) return { kind: 'failed', text: failure.message };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { kind: 'failed', text: 'Morah is taking a long time. Please try again in a moment.' };
}
