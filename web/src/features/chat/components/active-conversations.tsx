import type { ChatThread } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Icon } from '@/components/ui/icon';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { useThreads } from '../api/get-threads';
import { useJoinThread } from '../api/join-thread';
import { timeAgo } from '../utils/format-time';
import { conversationsToWatch } from '../utils/teacher-figures';
import { previewLine } from '../utils/thread-preview';
import { ChatWindow } from './chat-window';

/**
 * The teacher's 'Active Conversations' (spec content 2 and 4): live through `chat:thread-updated`.
 * Join Chat sends the join call and then opens the chat in teacher mode; View Chat only opens it.
 * Closing the chat returns to the list.
 */
export function ActiveConversations() {
  const threads = useThreads();
  const join = useJoinThread();
  const [openId, setOpenId] = useState<number | null>(null);

  const onJoin = (thread: ChatThread) => {
    join.mutate(thread.id, {
      onSuccess: () => setOpenId(thread.id),
      onError: (error) => notify({ title: 'Could not join the chat', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <section className="card active-conversations" aria-labelledby="active-conversations-title">
      <h2 id="active-conversations-title" className="card__title">
        Active Conversations
      </h2>
      {threads.isPending ? (
        <p className="muted">Loading conversations...</p>
      ) : threads.isError ? (
        <div className="error-state">
          <FormAlert message={errorMessage(threads.error)} />
          <Button variant="secondary" onClick={() => void threads.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <ConversationList
          threads={conversationsToWatch(threads.data.threads)}
          joiningId={join.isPending ? join.variables : null}
          onJoin={onJoin}
          onView={(thread) => setOpenId(thread.id)}
        />
      )}
      {openId !== null ? <ChatWindow threadId={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}

interface ConversationListProps {
  threads: ChatThread[];
  joiningId: number | null | undefined;
  onJoin: (thread: ChatThread) => void;
  onView: (thread: ChatThread) => void;
}

function ConversationList({ threads, joiningId, onJoin, onView }: ConversationListProps) {
  if (threads.length === 0) {
    return <p className="empty-state">No conversations yet. When your students chat with Morah AI, their chats appear here.</p>;
  }
  return (
    <ul className="conversation-list">
      {threads.map((thread) => (
        <li key={thread.id} className={thread.flagged ? 'conversation conversation--flagged' : 'conversation'} aria-label={`${thread.studentName}: ${thread.title}`}>
          <div className="conversation__body">
            <p className="conversation__student">{thread.studentName}</p>
            <p className="conversation__title" dir="auto">
              {thread.title}
            </p>
            <p className="conversation__preview" dir="auto">
              {previewLine(thread)}
            </p>
            <p className="conversation__time">
              <time dateTime={thread.updatedAt}>Updated {timeAgo(thread.updatedAt)}</time>
            </p>
          </div>
          <div className="conversation__status">
            {thread.flagged ? (
              <span className="pill pill--care">
                <Icon name="heart" size={18} />
                Flagged for care
              </span>
            ) : null}
            {thread.teacherJoined ? <span className="pill pill--mint">Teacher Joined</span> : <span className="pill pill--sun">Needs Attention</span>}
            {thread.teacherJoined ? (
              <Button variant="secondary" onClick={() => onView(thread)} aria-label={`View Chat with ${thread.studentName}`}>
                View Chat
              </Button>
            ) : (
              <Button onClick={() => onJoin(thread)} loading={joiningId === thread.id} aria-label={`Join Chat with ${thread.studentName}`}>
                Join Chat
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
