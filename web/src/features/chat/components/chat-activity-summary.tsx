import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useChatStats } from '../api/get-chat-stats';
import { useThreads } from '../api/get-threads';
import { chatFigures } from '../utils/teacher-figures';

/**
 * The teacher dashboard's top line: how many chats are active, a refresh button, and stat cards.
 * Active chats and those needing attention come from the live thread list; today's chats and the
 * flagged ones from the server's stats (the list holds only the latest conversations).
 */
export function ChatActivitySummary() {
  const threads = useThreads();
  const stats = useChatStats();
  const [refreshing, setRefreshing] = useState(false);
  const figures = threads.data ? chatFigures(threads.data.threads) : null;
  const today = stats.data?.stats ?? null;

  const onRefresh = () => {
    setRefreshing(true);
    void Promise.allSettled([threads.refetch(), stats.refetch()]).finally(() => setRefreshing(false));
  };

  return (
    <>
      <div className="teacher-toolbar">
        <p className="teacher-toolbar__count" aria-live="polite">
          {figures === null ? 'Loading chats...' : `${figures.activeChats} active ${figures.activeChats === 1 ? 'chat' : 'chats'}`}
        </p>
        <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
          <Icon name="refresh" size={20} />
          Refresh
        </Button>
      </div>
      <ul className="stat-cards" aria-label="Chat figures">
        <StatCard label="Active Chats" value={figures?.activeChats ?? null} />
        <StatCard label="Needs Attention" value={figures?.needsAttention ?? null} tone="sun" />
        <StatCard label="Flagged for care" value={today?.flaggedChats ?? null} tone="care" />
        <StatCard label="Chats Today" value={today?.activeChats ?? null} />
      </ul>
    </>
  );
}

/** A figure not known yet (loading, or it could not be read) shows as a dash. */
function StatCard({ label, value, tone }: { label: string; value: number | null; tone?: 'sun' | 'care' }) {
  return (
    <li className={tone ? `stat-card stat-card--${tone}` : 'stat-card'}>
      <span className="stat-card__value">{value ?? '–'}</span>
      <span className="stat-card__label">{label}</span>
    </li>
  );
}
