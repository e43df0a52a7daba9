import { MAX_MESSAGE_LENGTH } from '@morah/contracts';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** The counter appears only this close to the limit, so it never nags. */
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 200;

export interface ChatInputProps {
  label: string;
  placeholder: string;
  sending: boolean;
  /** Resolves true when the message was sent (the box then clears). */
  onSend: (content: string) => Promise<boolean>;
}

/**
 * Spec core 5: the text is trimmed; empty or only spaces cannot be sent; send is disabled while a
 * send runs; Enter sends and Shift+Enter starts a new line.
 */
export function ChatInput({ label, placeholder, sending, onSend }: ChatInputProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const counterId = useId();
  const content = draft.trim();
  const canSend = content.length > 0 && !sending;
  const remaining = MAX_MESSAGE_LENGTH - draft.length;

  const submit = async () => {
    if (!canSend) return;
    if (await onSend(content)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="chat-input" onSubmit={onSubmit} aria-label={label}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        className="chat-input__box"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={2}
        dir="auto"
        data-autofocus
        aria-describedby={draft.length >= COUNTER_FROM ? counterId : undefined}
      />
      <div className="chat-input__side">
        <Button type="submit" className="chat-input__send" disabled={!canSend} aria-busy={sending || undefined}>
          <Icon name="send" size={22} />
          <span className="chat-input__send-label">{sending ? 'Sending...' : 'Send'}</span>
        </Button>
        {draft.length >= COUNTER_FROM ? (
          <p id={counterId} className="chat-input__counter" aria-live="polite">
            {remaining === 0 ? 'That is the longest a message can be.' : `${remaining} characters left`}
          </p>
        ) : null}
      </div>
      <p className="chat-input__hint">Press Enter to send, Shift+Enter for a new line.</p>
    </form>
  );
}
