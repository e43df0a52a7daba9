import type { ChatThread } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/error-message';
import { useThreads } from '../api/get-threads';
import { timeAgo } from '../utils/format-time';
import { previewLine } from '../utils/thread-preview';
import { ChatWindow } from './chat-window';

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
      <div className="error-state">
        <FormAlert message={errorMessage(threads.error)} />
        <Button variant="secondary" onClick={() => void threads.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const list = flaggedFirst(studentId === null ? threads.data.threads : threads.data.threads.filter((t) => t.studentId === studentId));
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
                <Button variant="secondary" className="conversation__read" onClick={() => setOpenId(thread.id)} aria-label={`Read ${thread.studentName}: ${thread.title}`}>
                  Read
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {openId !== null ? <ChatWindow threadId={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

/** Conversations flagged for care come first, then the newest. */
function flaggedFirst(threads: readonly ChatThread[]): ChatThread[] {
  return [...threads].sort((a, b) => Number(b.flagged) - Number(a.flagged) || b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
}
