import { LoginBody } from '@morah/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromError, fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { useLogin } from '../api/login';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);
  const [alert, setAlert] = useState<string | null>(null);
  const loginMutation = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = LoginBody.safeParse({ username, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess,
      onError: (error) => {
        setFieldErrors(fieldErrorsFromError(error));
        setAlert(errorMessage(error));
      },
    });
  };

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Log in">
      <FormAlert message={alert} />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={fieldErrors.username}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        required
      />
      <Button type="submit" size="lg" loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in...' : 'Log In'}
      </Button>
      <p className="form__footer">
        New to Morah? <Link to="/register">Create an account</Link>
      </p>
    </form>
  );
}
