import { LinkChildBody } from '@morah/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { notify } from '@/components/toaster/notify';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromError, fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { useLinkChild } from '../api/link-child';

export function LinkChildForm() {
  const [linkCode, setLinkCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);
  const [alert, setAlert] = useState<string | null>(null);
  const linkChild = useLinkChild();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = LinkChildBody.safeParse({ linkCode });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    linkChild.mutate(parsed.data, {
      onSuccess: ({ child }) => {
        setLinkCode('');
        notify({ title: 'Child linked!', description: `You can now follow ${child.firstName}'s learning.` });
      },
      onError: (error) => {
        const byField = fieldErrorsFromError(error);
        const message = errorMessage(error);
        if (byField.linkCode === message) delete byField.linkCode;
        setFieldErrors(byField);
        setAlert(message);
      },
    });
  };

  return (
    <Card title="Link an existing child" headingLevel={3}>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Link an existing child">
        <FormAlert message={alert} />
        <TextField
          label="Link code"
          hint="Your child finds this code on their Profile page"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="field--code"
          value={linkCode}
          onChange={(e) => setLinkCode(e.target.value)}
          error={fieldErrors.linkCode}
          required
        />
        <Button type="submit" loading={linkChild.isPending}>
          {linkChild.isPending ? 'Linking...' : 'Link Child'}
        </Button>
      </form>
    </Card>
  );
}
