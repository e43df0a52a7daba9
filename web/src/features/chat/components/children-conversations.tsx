import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useThreads } from '../api/get-threads';
import { flaggedFirstThenNewest } from '../utils/teacher-figures';
import { ChatWindow } from './chat-window';
import { ConversationItem } from './conversation-item';
import { LoadError } from '@/components/ui/load-error';

/**
 * A parent's view of their children's conversations with Morah AI: live through
 * `chat:thread-updated`, flagged ones first. Read opens the chat window, where parents only read.
 * With `studentId`, only that child's conversations are listed.
 */
export function ChildrenConversations({ studentId = null }: { studentId?: number | null }) {
  const threads = useThreads();
  const [openId, setOpenId] = useState<number | null>(null);

  if (threads.isPending) return <p className="muted">Loading conversations...</p>;
  if (threads.isError) {
    return (
      <LoadError error={threads.error} onRetry={() => void threads.refetch()} />
    );
  }

  const list = flaggedFirstThenNewest(studentId === null ? threads.data.threads : threads.data.threads.filter((t) => t.studentId === studentId));
  return (
    <>
      {list.length === 0 ? (
        <p className="empty-state">
          {studentId === null
            ? 'No conversations yet. When your children chat with Morah AI, you can read their conversations here.'
            : 'No conversations for this child yet.'}
        </p>
      ) : (
        <ul className="conversation-list" aria-label="Your children's conversations">
          {list.map((thread) => (
            <ConversationItem
              key={thread.id}
              thread={thread}
              actions={
                <Button variant="secondary" className="conversation__read" onClick={() => setOpenId(thread.id)} aria-label={`Read ${thread.studentName}: ${thread.title}`}>
                  Read
                </Button>
              }
            />
          ))}
        </ul>
      )}
      {openId !== null ? <ChatWindow threadId={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
