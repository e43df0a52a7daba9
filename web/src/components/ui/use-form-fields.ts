import { useRef, useState } from 'react';
import type { FieldErrors } from '@/lib/field-errors';
import { useFocusFirstError } from './use-focus-first-error';

/**
 * The state every form here keeps: its text fields, per-field errors (the first one gets focus),
 * a form-level alert, and `bind(name)` to spread onto a TextField.
 */
export function useFormFields<F extends { [K in keyof F]: string }>(empty: F) {
  const [fields, setFields] = useState<F>(empty);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fieldErrors);

  const bind = (name: keyof F & string) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value })),
    error: fieldErrors[name],
  });

  return { fields, setFields, fieldErrors, setFieldErrors, alert, setAlert, formRef, bind };
}
