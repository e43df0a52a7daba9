import type { ChatThread, ThreadResponse, ThreadsResponse } from '@morah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

const newestFirst = (a: ChatThread, b: ChatThread) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;

/** Put a thread's latest summary into the list and its own entry; an older version never wins. */
export function upsertThread(queryClient: QueryClient, thread: ChatThread): void {
  queryClient.setQueryData<ThreadsResponse>(chatKeys.threads, (old) => {
    if (!old) return old;
    const known = old.threads.find((t) => t.id === thread.id);
    if (known && known.version > thread.version) return old;
    return { threads: [...old.threads.filter((t) => t.id !== thread.id), thread].sort(newestFirst) };
  });
  queryClient.setQueryData<ThreadResponse>(chatKeys.thread(thread.id), (old) =>
    old && old.thread.version > thread.version ? old : { thread },
  );
}

/** Change a few fields of a thread wherever it is cached (e.g. a teacher joined). */
export function patchThread(queryClient: QueryClient, threadId: number, patch: Partial<ChatThread>): void {
  queryClient.setQueryData<ThreadsResponse>(chatKeys.threads, (old) =>
    old ? { threads: old.threads.map((t) => (t.id === threadId ? { ...t, ...patch } : t)) } : old,
  );
  queryClient.setQueryData<ThreadResponse>(chatKeys.thread(threadId), (old) => (old ? { thread: { ...old.thread, ...patch } } : old));
}

export function cachedThread(queryClient: QueryClient, threadId: number): ChatThread | undefined {
  return (
    queryClient.getQueryData<ThreadResponse>(chatKeys.thread(threadId))?.thread ??
    queryClient.getQueryData<ThreadsResponse>(chatKeys.threads)?.threads.find((t) => t.id === threadId)
  );
}
