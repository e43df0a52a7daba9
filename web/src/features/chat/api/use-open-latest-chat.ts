import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { chatKeys } from './chat-keys';
import { useCreateThread } from './create-thread';
import { getThreads } from './get-threads';

/**
 * A student's way into the chat: the latest thread if there is one, otherwise a new one
 * (POST /api/chat/threads). `onOpen` receives the thread to show.
 */
export function useOpenLatestChat(onOpen: (threadId: number) => void) {
  const queryClient = useQueryClient();
  const createThread = useCreateThread();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { threads } = await queryClient.ensureQueryData({ queryKey: chatKeys.threads, queryFn: getThreads });
      const latest = [...threads].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (latest) onOpen(latest.id);
      else onOpen((await createThread.mutateAsync({})).thread.id);
    } catch (error) {
      notify({ title: 'Could not open the chat', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return { open, busy };
}
