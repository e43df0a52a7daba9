import type { ChatStats } from '@morah/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { useSocketEvent } from '@/lib/socket-context';
import { useLiveQuery } from '@/lib/use-live-query';
import { chatKeys, THREAD_POLL_MS } from './chat-keys';

export interface ChatStatsResponse {
  stats: ChatStats;
}

/** After a conversation changes, the stats are read again this much later (a busy class makes one read, not dozens). */
export const STATS_REFRESH_DELAY_MS = 1000;

/** The start of the viewer's own calendar day, as an ISO time the server can count from. */
export function startOfLocalDay(now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

export function getChatStats(since: string, signal?: AbortSignal): Promise<ChatStatsResponse> {
  return api.get<ChatStatsResponse>(`/api/chat/stats?since=${encodeURIComponent(since)}`, signal ? { signal } : {});
}

/**
 * GET /api/chat/stats (teachers): today's figures for the teacher's own students. Read again shortly
 * after any `chat:thread-updated` or `class:learner-progress` (a badge earned away from the chat pays
 * XP, which the teacher hears), once the live connection comes back, and every 5 s while it is down.
 */
export function useChatStats() {
  const queryClient = useQueryClient();
  const since = useStartOfToday();
  const query = useLiveQuery({ queryKey: chatKeys.stats(since), queryFn: ({ signal }) => getChatStats(since, signal) }, THREAD_POLL_MS);
  useSocketEvent('chat:thread-updated', () => scheduleStatsRefresh(queryClient));
  useSocketEvent('class:learner-progress', () => scheduleStatsRefresh(queryClient));
  return query;
}

const scheduled = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * One read of the stats a moment after the first change of a burst; changes during the wait join it.
 * Shared by every component showing the stats, so the page reads them once however many show them.
 */
export function scheduleStatsRefresh(queryClient: QueryClient): void {
  if (scheduled.has(queryClient)) return;
  scheduled.set(
    queryClient,
    setTimeout(() => {
      scheduled.delete(queryClient);
      void queryClient.invalidateQueries({ queryKey: chatKeys.allStats });
    }, STATS_REFRESH_DELAY_MS),
  );
}

/** The start of today, moving on by itself at midnight for a page left open overnight. */
function useStartOfToday(): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = setTimeout(() => setNow(new Date()), Math.max(1000, tomorrow.getTime() - Date.now() + 1000));
    return () => clearTimeout(timer);
  }, [now]);
  return startOfLocalDay(now);
}
