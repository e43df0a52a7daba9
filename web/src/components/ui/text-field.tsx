import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** The control, given the id and the ARIA attributes that tie it to its label, hint and error. */
  control: (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A label, an optional hint, the control, and an error shown beside it. */
function FieldFrame({ label, hint, error, id, className, control }: FieldFrameProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  id?: string;
}

/** A labelled input with an optional hint and an error shown beside it. */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  return <FieldFrame label={label} hint={hint} error={error} id={id} className={className} control={(aria) => <input className="field__input" {...aria} {...rest} />} />;
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  id?: string;
  /** The textarea itself, e.g. to move focus to it. */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area (a few lines of writing) with an optional hint and an error shown beside it. */
export function TextAreaField({ label, hint, error, id, className, textareaRef, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      control={(aria) => <textarea ref={textareaRef} className="field__input field__input--area" {...aria} {...rest} />}
    />
  );
}
