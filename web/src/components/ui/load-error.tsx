import { errorMessage } from '@/lib/error-message';
import { Button } from './button';
import { FormAlert } from './form-alert';

/** What a screen shows when its data could not be read: the reason in plain words, and Try Again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="error-state">
      <FormAlert message={errorMessage(error)} />
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
