import type { ChatThread } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { useThreads } from '../api/get-threads';
import { useJoinThread } from '../api/join-thread';
import { conversationsToWatch } from '../utils/teacher-figures';
import { ChatWindow } from './chat-window';
import { ConversationItem } from './conversation-item';
import { LoadError } from '@/components/ui/load-error';

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
        <LoadError error={threads.error} onRetry={() => void threads.refetch()} />
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
        <ConversationItem
          key={thread.id}
          thread={thread}
          actions={
            <>
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
            </>
          }
        />
      ))}
    </ul>
  );
}
