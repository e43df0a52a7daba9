import type { ChatThread } from '@morah/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useThreads } from '../api/get-threads';
import { flaggedFirstThenNewest } from '../utils/teacher-figures';
import { ChatWindow } from './chat-window';
import { ConversationItem } from './conversation-item';
import { LoadError } from '@/components/ui/load-error';
import { useOneTimeParam } from '@/lib/use-one-time-param';

export interface ChildrenConversationsProps {
  /** Only this child's conversations; all of them when null. */
  studentId?: number | null;
  /** Lines under a conversation (how its flags were looked after), from outside the chat. */
  careStatus?: (thread: ChatThread) => ReactNode;
}

/**
 * A parent's view of their children's conversations with Morah AI: live through
 * `chat:thread-updated`, flagged ones first. Read opens the chat window, where parents only read.
 * `?conversation=<id>` (where a notice leads) opens that conversation.
 */
export function ChildrenConversations({ studentId = null, careStatus }: ChildrenConversationsProps) {
  const threads = useThreads();
  const [openId, setOpenId] = useState<number | null>(null);
  const [conversation, arrived] = useOneTimeParam('conversation');
  const asked = Number(conversation);
  const known = threads.data?.threads.some((t) => t.id === asked) ?? false;

  useEffect(() => {
    if (!known) return;
    setOpenId(asked);
    arrived();
  }, [known, asked, arrived]);

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
              extra={careStatus?.(thread)}
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
