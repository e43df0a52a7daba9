import type { ChatThread } from '@morah/contracts';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { timeAgo } from '../utils/format-time';
import { previewLine } from '../utils/thread-preview';

/**
 * One conversation in a grown-up's list (a teacher's or a parent's): who, what about, the last
 * words and when, a 'Flagged for care' mark while a flag of it is open, `extra` lines under it (how
 * a flag was looked after), then `actions`.
 */
export function ConversationItem({ thread, actions, extra }: { thread: ChatThread; actions: ReactNode; extra?: ReactNode }) {
  return (
    <li className={thread.flagged ? 'conversation conversation--flagged' : 'conversation'} aria-label={`${thread.studentName}: ${thread.title}`}>
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
        {extra}
      </div>
      <div className="conversation__status">
        {thread.flagged ? (
          <span className="pill pill--care">
            <Icon name="heart" size={18} />
            Flagged for care
          </span>
        ) : null}
        {actions}
      </div>
    </li>
  );
}
