import type { Role } from '@morah/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/components/ui/use-form-fields';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromError, fieldErrorsFromIssues } from '@/lib/field-errors';
import { PASSWORD_HINTS, preloadPasswordCheck, usePasswordCheck } from '@/lib/password-strength';
import { registerFormSchema, useRegister } from '../api/register';
import { RolePicker } from './role-picker';

interface Fields {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  classCode: string;
}

const EMPTY: Fields = { username: '', password: '', firstName: '', lastName: '', classCode: '' };

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [role, setRole] = useState<Role | null>(null);
  const { fields, setFieldErrors, alert, setAlert, formRef, bind } = useFormFields<Fields>(EMPTY);
  const registerMutation = useRegister();
  const passwordCheck = usePasswordCheck();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    setAlert(null);
    const parsed = registerFormSchema.safeParse({
      username: fields.username,
      password: fields.password,
      firstName: fields.firstName,
      lastName: fields.lastName,
      role,
      classCode: role === 'student' && fields.classCode.trim() ? fields.classCode : undefined,
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    const weak = await passwordCheck.check(parsed.data.password, role === 'student' ? 'child' : 'adult', [parsed.data.username, parsed.data.firstName, parsed.data.lastName]);
    if (weak) {
      setFieldErrors({ password: weak });
      return;
    }
    setFieldErrors({});
    registerMutation.mutate(parsed.data, {
      onSuccess,
      onError: (error) => {
        const message = errorMessage(error);
        const byField = fieldErrorsFromError(error);
        // The alert already says it; do not repeat the same sentence under the field.
        for (const key of Object.keys(byField)) if (byField[key] === message) delete byField[key];
        setFieldErrors(byField);
        const isPlainValidation = error instanceof ApiError && error.code === 'validation_failed' && Object.keys(byField).length > 0;
        setAlert(isPlainValidation ? 'Please fix the fields marked below.' : message);
      },
    });
  };

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Create an account">
      <RolePicker
        value={role}
        onChange={(next) => {
          setRole(next);
          setFieldErrors({});
          setAlert(null);
        }}
      />
      {role ? (
        <>
          <FormAlert message={alert} />
          <TextField
            label="Username"
            hint="You log in with this name. Please do not use your full real name."
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...bind('username')}
          />
          <TextField label="Password" hint={PASSWORD_HINTS[role === 'student' ? 'child' : 'adult']} type="password" autoComplete="new-password" required onFocus={preloadPasswordCheck} {...bind('password')} />
          <div className="form__row">
            <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
            <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
          </div>
          {role === 'student' ? (
            <TextField
              label="Class code"
              hint="Ask your teacher for your class code"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              className="field--code"
              {...bind('classCode')}
            />
          ) : null}
          <Button type="submit" size="lg" loading={registerMutation.isPending || passwordCheck.checking}>
            {registerMutation.isPending ? 'Creating your account...' : 'Create My Account'}
          </Button>
        </>
      ) : null}
      <p className="form__footer">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}
