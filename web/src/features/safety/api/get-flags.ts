import { ChatThread, type SafetyFlagsResponse } from '@morah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSocketEvent } from '@/lib/socket-context';
import { useLiveQuery } from '@/lib/use-live-query';
import { SAFETY_POLL_MS, safetyKeys } from './safety-keys';

export type FlagStatus = 'open' | 'handled' | 'all';

export function getFlags(status: FlagStatus): Promise<SafetyFlagsResponse> {
  return api.get<SafetyFlagsResponse>(`/api/safety/flags?status=${status}`);
}

/**
 * GET /api/safety/flags, kept current live: read again when a flag is raised or handled
 * (`safety:flag-changed`), and when a conversation with a listed flag moves on (its messages after
 * the flag). Only while the live connection is down does it poll; when it comes back, one read catches up.
 */
export function useSafetyFlags(status: FlagStatus) {
  const queryClient = useQueryClient();
  const query = useLiveQuery({ queryKey: safetyKeys.flags(status), queryFn: () => getFlags(status) }, SAFETY_POLL_MS);
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: safetyKeys.allFlags });

  useSocketEvent('safety:flag-changed', readAgain);
  useSocketEvent('chat:thread-updated', (payload) => {
    const thread = ChatThread.safeParse(payload).data;
    if (thread && query.data?.flags.some((f) => f.threadId === thread.id)) readAgain();
  });
  return query;
}
