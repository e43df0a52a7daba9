import { Button } from '@/components/ui/button';
import { useThreads } from '../api/get-threads';
import { useOpenLatestChat } from '../api/use-open-latest-chat';
import { timeAgo } from '../utils/format-time';
import { LoadError } from '@/components/ui/load-error';

/** Spec core 9: recent conversations shown on the student home. */
export const RECENT_CONVERSATIONS = 3;

/** The student's latest conversations; a click opens one in the chat window. */
export function RecentConversations({ onOpen }: { onOpen: (threadId: number) => void }) {
  const threads = useThreads();
  const starter = useOpenLatestChat(onOpen);

  if (threads.isPending) return <p className="muted">Loading your conversations...</p>;
  if (threads.isError) {
    return (
      <LoadError error={threads.error} onRetry={() => void threads.refetch()} />
    );
  }

  const recent = threads.data.threads.slice(0, RECENT_CONVERSATIONS);
  if (recent.length === 0) {
    return (
      <div className="empty-state recent-empty">
        <p>No conversations yet. Morah AI would love to hear your first question!</p>
        <Button onClick={() => void starter.open()} loading={starter.busy}>
          Start a chat
        </Button>
      </div>
    );
  }

  return (
    <ul className="recent-list">
      {recent.map((thread) => (
        <li key={thread.id}>
          <button type="button" className="recent-item" onClick={() => onOpen(thread.id)}>
            <span className="recent-item__title" dir="auto">
              {thread.title}
            </span>
            {thread.lastMessage ? (
              <span className="recent-item__preview" dir="auto">
                {thread.lastMessage.senderType === 'ai' ? 'Morah AI: ' : ''}
                {thread.lastMessage.preview}
              </span>
            ) : null}
            <span className="recent-item__time">{timeAgo(thread.updatedAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
