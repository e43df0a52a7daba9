import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useThreads } from '../api/get-threads';
import { chatFigures } from '../utils/teacher-figures';

/** The teacher dashboard's top line: how many chats are active, a refresh button, and stat cards. */
export function ChatActivitySummary() {
  const threads = useThreads();
  const figures = chatFigures(threads.data?.threads ?? []);
  const count = threads.data ? figures.activeChats : null;
  return (
    <>
      <div className="teacher-toolbar">
        <p className="teacher-toolbar__count" aria-live="polite">
          {count === null ? 'Loading chats...' : `${count} active ${count === 1 ? 'chat' : 'chats'}`}
        </p>
        <Button variant="secondary" onClick={() => void threads.refetch()} loading={threads.isFetching}>
          <Icon name="refresh" size={20} />
          Refresh
        </Button>
      </div>
      <ul className="stat-cards" aria-label="Chat figures">
        <StatCard label="Active Chats" value={figures.activeChats} />
        <StatCard label="Needs Attention" value={figures.needsAttention} tone="sun" />
        <StatCard label="Flagged for care" value={figures.flagged} tone="care" />
        <StatCard label="Students Chatting" value={figures.studentsChatting} />
      </ul>
    </>
  );
}

function StatCard({ label, value, tone }: { label: string; value: number; tone?: 'sun' | 'care' }) {
  return (
    <li className={tone ? `stat-card stat-card--${tone}` : 'stat-card'}>
      <span className="stat-card__value">{value}</span>
      <span className="stat-card__label">{label}</span>
    </li>
  );
}
