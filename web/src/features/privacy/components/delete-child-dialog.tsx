import { DeleteChildBody, type AccountDeletionView, type StudentSummary } from '@morah/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromError, fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { deleteChild } from '../api/delete-child';

export interface DeleteChildDialogProps {
  child: StudentSummary;
  /** The deletion once asked for, followed by the caller (it outlives this dialog). */
  deletion: AccountDeletionView | null;
  onStarted: (deletion: AccountDeletionView) => void;
  onClose: () => void;
}

const REMOVED = [
  'the account: name, username and password',
  'every conversation with Morah AI',
  'XP, levels, badges, streaks and challenges',
  'coloring pages, reading and Torah portion progress',
  'games, quizzes and learning minutes',
  'their place in their classes',
];

/**
 * "Delete account": says plainly what goes and that it cannot be undone, asks for the parent's own
 * password, then shows the deletion going on and that it is done.
 */
export function DeleteChildDialog({ child, deletion, onStarted, onClose }: DeleteChildDialogProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  useFocusFirstError(formRef, fieldErrors);
  const ask = useMutation({ mutationFn: deleteChild });
  const name = child.firstName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = DeleteChildBody.safeParse({ childId: child.id, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    ask.mutate(parsed.data, {
      onSuccess: ({ deletion: started }) => onStarted(started),
      onError: (error) => {
        const byField = fieldErrorsFromError(error);
        setFieldErrors(byField);
        if (!byField.password) setAlert(errorMessage(error));
      },
    });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="tool-dialog privacy-dialog">
      <div className="tool-dialog__body">
        {deletion?.status === 'done' ? (
          <div className="privacy-dialog__done" role="status">
            <h2 id={titleId}>{name}'s account is deleted</h2>
            <p>
              {child.firstName} {child.lastName}'s account and everything Morah kept about them are gone. {name} has been signed out everywhere.
            </p>
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </div>
        ) : deletion ? (
          <div className="privacy-dialog__working" role="status">
            <h2 id={titleId}>Deleting {name}'s account...</h2>
            <p>{name} has already been signed out everywhere. Morah is now removing every piece of their data. This takes a few moments.</p>
            <div className="privacy-dialog__spinner" aria-hidden="true" />
            <Button variant="secondary" onClick={onClose} data-autofocus>
              Close (it keeps going)
            </Button>
          </div>
        ) : (
          <form ref={formRef} className="form" onSubmit={submit} noValidate>
            <h2 id={titleId}>Delete {name}'s account?</h2>
            <p>
              This deletes{' '}
              <strong>
                {child.firstName} {child.lastName}
              </strong>
              's account and everything Morah keeps about them:
            </p>
            <ul className="privacy-dialog__list">
              {REMOVED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="privacy-dialog__warning">
              <strong>This cannot be undone.</strong> {name} will be signed out at once, everywhere. If you want a copy, use "Download data" first.
            </p>
            <FormAlert message={alert} />
            <TextField
              label="Your password"
              hint="To be sure it is you, type the password you use to log in to Morah."
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldErrors.password}
              required
              data-autofocus
            />
            <div className="form__footer">
              <Button type="submit" variant="danger" loading={ask.isPending}>
                {ask.isPending ? 'Deleting...' : 'Delete account forever'}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
