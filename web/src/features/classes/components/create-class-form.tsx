import { CreateClassBody } from '@morah/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromError, fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { useCreateClass } from '../api/create-class';

export function CreateClassForm() {
  const [name, setName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);
  const [alert, setAlert] = useState<string | null>(null);
  const createClass = useCreateClass();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = CreateClassBody.safeParse({ name });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    createClass.mutate(parsed.data, {
      onSuccess: ({ class: created }) => {
        setName('');
        notify({ title: 'Class created!', description: `Share the code ${created.joinCode} with the students of ${created.name}.` });
      },
      onError: (error) => {
        setFieldErrors(fieldErrorsFromError(error));
        setAlert(errorMessage(error));
      },
    });
  };

  return (
    <form ref={formRef} className="form form--inline" onSubmit={onSubmit} noValidate aria-label="Create a class">
      <FormAlert message={alert} />
      <TextField
        label="New class name"
        placeholder="e.g. Aleph Class"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldErrors.name}
        maxLength={80}
        required
      />
      <Button type="submit" loading={createClass.isPending}>
        {createClass.isPending ? 'Creating...' : 'Create Class'}
      </Button>
    </form>
  );
}
