import { toast } from 'react-hot-toast/headless';

export type ToastVariant = 'default' | 'destructive';

export const DEFAULT_TOAST_DURATION = 5000;

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

/** Shows a toast (spec core 8): a title, an optional line of text, a default or destructive style. */
export function notify({ title, description, variant = 'default', duration = DEFAULT_TOAST_DURATION }: NotifyOptions): string {
  return toast.custom(
    <div className="toast__text">
      <p className="toast__title">{title}</p>
      {description ? <p className="toast__description">{description}</p> : null}
    </div>,
    {
      duration,
      className: `toast--${variant}`,
      ariaProps: variant === 'destructive' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
    },
  );
}
