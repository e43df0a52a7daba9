import { FLAG_NOTE_RULE, HandleFlagBody, MAX_FLAG_NOTE_LENGTH } from '@morah/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-field';
import { notify } from '@/components/toaster/notify';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useHandleFlag } from '../api/handle-flag';

export interface HandleFlagFormProps {
  messageId: string;
  studentName: string;
  onCancel: () => void;
  /** After the flag was marked handled (it then leaves the panel). */
  onHandled: () => void;
}

/**
 * The small form behind "Mark handled": a short note (required, up to 500 characters) on what the
 * teacher did. The note is written for the child's care: their parents read it too.
 */
export function HandleFlagForm({ messageId, studentName, onCancel, onHandled }: HandleFlagFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const handle = useHandleFlag();
  const noteRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => noteRef.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = HandleFlagBody.safeParse({ note });
    if (!parsed.success) {
      setError(FLAG_NOTE_RULE);
      noteRef.current?.focus();
      return;
    }
    setError(null);
    handle.mutate(
      { messageId, ...parsed.data },
      {
        onSuccess: () => {
          notify({ title: 'Marked handled', description: `${studentName}'s parents can see your note.` });
          onHandled();
        },
        onError: (failure) => {
          // Another teacher got there first: the panel reads the flag again and it leaves.
          if (failure instanceof ApiError && failure.status === 409) {
            notify({ title: 'Already handled', description: errorMessage(failure) });
            onHandled();
            return;
          }
          if (failure instanceof ApiError && failure.status === 400) setError(errorMessage(failure));
          else setAlert(errorMessage(failure));
        },
      },
    );
  };

  return (
    <form className="handle-flag" onSubmit={onSubmit} noValidate aria-label={`Mark handled: ${studentName}`}>
      <FormAlert message={alert} />
      <TextAreaField
        textareaRef={noteRef}
        label="What did you do?"
        hint={`A short note for ${studentName}'s care. Their parents see it too.`}
        className="handle-flag__field"
        rows={3}
        maxLength={MAX_FLAG_NOTE_LENGTH}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={error ?? undefined}
        required
      />
      <div className="handle-flag__actions">
        <Button type="submit" loading={handle.isPending}>
          {handle.isPending ? 'Saving...' : 'Save and mark handled'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={handle.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
