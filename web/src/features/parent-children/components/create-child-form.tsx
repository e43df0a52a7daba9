import { CreateChildBody } from '@morah/contracts';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/components/ui/use-form-fields';
import { notify } from '@/components/toaster/notify';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromError, fieldErrorsFromIssues } from '@/lib/field-errors';
import { PASSWORD_HINTS, preloadPasswordCheck, usePasswordCheck } from '@/lib/password-strength';
import { useCreateChild } from '../api/create-child';

type Fields = Required<CreateChildBody>;
const EMPTY: Fields = { username: '', password: '', firstName: '', lastName: '' };

export function CreateChildForm() {
  const { fields, setFields, setFieldErrors, alert, setAlert, formRef, bind } = useFormFields<Fields>(EMPTY);
  const createChild = useCreateChild();
  const passwordCheck = usePasswordCheck();
  // The family's names are as guessable as the child's own (the server counts the parent's too).
  const { user: parent } = useUser();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = CreateChildBody.safeParse(fields);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    const weak = await passwordCheck.check(parsed.data.password, 'child', [parsed.data.username, parsed.data.firstName, parsed.data.lastName, parent?.username, parent?.firstName, parent?.lastName]);
    if (weak) {
      setFieldErrors({ password: weak });
      return;
    }
    setFieldErrors({});
    createChild.mutate(parsed.data, {
      onSuccess: ({ child }) => {
        setFields(EMPTY);
        notify({ title: 'Account created!', description: `${child.firstName} can now log in with the username ${child.username}.` });
      },
      onError: (error) => {
        setFieldErrors(fieldErrorsFromError(error));
        setAlert(errorMessage(error));
      },
    });
  };

  return (
    <Card title="Create a child account" headingLevel={3}>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Create a child account">
        <FormAlert message={alert} />
        <div className="form__row">
          <TextField label="Child's first name" autoComplete="off" required {...bind('firstName')} />
          <TextField label="Child's last name" autoComplete="off" required {...bind('lastName')} />
        </div>
        <TextField
          label="Username for your child"
          hint="Your child logs in with this. Avoid their full real name."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...bind('username')}
        />
        <TextField label="Password for your child" hint={PASSWORD_HINTS.child} type="password" autoComplete="new-password" required onFocus={preloadPasswordCheck} {...bind('password')} />
        <Button type="submit" loading={createChild.isPending || passwordCheck.checking}>
          {createChild.isPending ? 'Creating...' : 'Create Account'}
        </Button>
      </form>
    </Card>
  );
}
