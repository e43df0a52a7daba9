import type { ChatMessage, TutorFailure } from '@morah/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { clockTime } from '../utils/format-time';
import type { ChatMode } from '../utils/chat-mode';
import { MessageSources } from './message-sources';
import { MorahFace } from './morah-face';

/** A run of Hebrew words (letters with their points, and the spaces, maqaf and geresh between them). */
const HEBREW_RUN = /[\u0590-\u05FF\uFB1D-\uFB4F]+(?:[\s\u05BE'"\u05F3\u05F4-]+[\u0590-\u05FF\uFB1D-\uFB4F]+)*/g;

/** A paragraph with each Hebrew run isolated (its own direction, and the font that places the points). */
function withHebrewRuns(paragraph: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(HEBREW_RUN)) {
    if (match.index > last) parts.push(paragraph.slice(last, match.index));
    parts.push(
      <bdi key={match.index} dir="rtl" lang="he" className="hebrew">
        {match[0]}
      </bdi>,
    );
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push(paragraph.slice(last));
  return parts;
}

/**
 * Each paragraph gets its own direction, so a Hebrew line reads right to left inside English text,
 * and a Hebrew word inside an English sentence keeps its own order without moving the punctuation.
 */
export function MessageText({ content }: { content: string }) {
  const paragraphs = content.split(/\n+/).filter((p) => p.trim().length > 0);
  return (
    <div className="message__text">
      {paragraphs.map((paragraph, index) => (
        <p key={index} dir="auto">
          {withHebrewRuns(paragraph)}
        </p>
      ))}
    </div>
  );
}

export interface MessageItemProps {
  message: ChatMessage;
  mode: ChatMode;
  /** The viewer's own user id, to label their messages 'You'. */
  viewerId: number | null;
  flagged: boolean;
}

export function MessageItem({ message, mode, viewerId, flagged }: MessageItemProps) {
  const mine = viewerId !== null && message.senderId === viewerId;
  return (
    <li className={`message message--${message.senderType}`} data-message-id={message.id}>
      {message.senderType === 'ai' ? <MorahFace mood="happy" size={40} /> : null}
      <div className="message__bubble">
        <p className="message__sender">
          {message.senderType === 'ai' ? (
            'Morah AI'
          ) : message.senderType === 'teacher' ? (
            <>
              <span className="message__role">Teacher</span> {mine ? 'You' : message.senderName}
            </>
          ) : mine ? (
            'You'
          ) : (
            message.senderName
          )}
        </p>
        <MessageText content={message.content} />
        {message.senderType === 'ai' && message.sources ? <MessageSources sources={message.sources} /> : null}
        {flagged && message.senderType === 'student' ? (
          mode === 'student' ? (
            <p className="message__care">A teacher will look at this with you.</p>
          ) : (
            <p className="message__care message__care--flag">Flagged for care</p>
          )
        ) : null}
        <time className="message__time" dateTime={message.createdAt}>
          {clockTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}

export function FailureItem({ failure, mode, retrying, onRetry }: { failure: TutorFailure; mode: ChatMode; retrying: boolean; onRetry: () => void }) {
  return (
    <li className="message message--ai message--failed">
      <MorahFace mood="thinking" size={40} />
      <div className="message__bubble">
        <p className="message__sender">Morah AI</p>
        <p className="message__failure-title">Oops! Morah could not finish that answer.</p>
        {failure.message ? <p dir="auto">{failure.message}</p> : null}
        {mode === 'student' ? (
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        ) : null}
      </div>
    </li>
  );
}
