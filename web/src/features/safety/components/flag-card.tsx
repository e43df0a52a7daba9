import { SAFETY_SEVERITY_LABEL, type SafetyFlag } from '@morah/contracts';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatExact, formatWhen } from '@/lib/format-when';
import { categoryWords } from '../utils/notice-text';
import { HandleFlagForm } from './handle-flag-form';

export const flagElementId = (messageId: string) => `flag-${messageId}`;

export interface FlagCardProps {
  flag: SafetyFlag;
  /** After this flag was marked handled: the panel moves focus on, as the card leaves. */
  onHandled: () => void;
}

/**
 * One flag in the teacher's "Needs care" panel: the child, how pressing and what about, when, the
 * messages just before and after it in the conversation (the flagged one marked), and Mark handled.
 */
export function FlagCard({ flag, onHandled }: FlagCardProps) {
  const [handling, setHandling] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const severity = SAFETY_SEVERITY_LABEL[flag.severity];

  return (
    <li id={flagElementId(flag.messageId)} className={`flag-card flag-card--${flag.severity}`} aria-label={`${flag.studentName}, ${severity}`} tabIndex={-1}>
      <div className="flag-card__head">
        <h3 className="flag-card__student">{flag.studentName}</h3>
        <span className={`severity severity--${flag.severity}`}>{severity}</span>
      </div>
      <p className="flag-card__categories">{categoryWords(flag.categories)}</p>
      <p className="flag-card__when">
        <time dateTime={flag.raisedAt} title={formatExact(flag.raisedAt)}>
          {formatWhen(flag.raisedAt)}
        </time>{' '}
        in <span dir="auto">“{flag.threadTitle}”</span>
      </p>
      <ol className="flag-context" aria-label={`The conversation around ${flag.studentName}'s message`}>
        {flag.context.map((message) => {
          const flagged = message.id === flag.messageId;
          return (
            <li key={message.id} className={`flag-context__message flag-context__message--${message.senderType}${flagged ? ' flag-context__message--flagged' : ''}`}>
              <span className="flag-context__who">
                {message.senderName}
                {flagged ? <span className="flag-context__mark"> (flagged)</span> : null}
              </span>
              <span className="flag-context__words" dir="auto">
                {message.content}
              </span>
            </li>
          );
        })}
      </ol>
      <div ref={actions} className="flag-card__actions">
        {handling ? (
          <HandleFlagForm
            messageId={flag.messageId}
            studentName={flag.studentName}
            onCancel={() => {
              setHandling(false);
              // Back to the button that opened the form.
              requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
            }}
            onHandled={onHandled}
          />
        ) : (
          <Button variant="secondary" onClick={() => setHandling(true)} aria-label={`Mark handled: ${flag.studentName}`}>
            Mark handled
          </Button>
        )}
      </div>
    </li>
  );
}
