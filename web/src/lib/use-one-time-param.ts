import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A search parameter a link sets for one arrival (`/teacher?flag=…`, `/parent?conversation=…`): its
 * value, and `done()`, which takes it out of the address once acted on (replacing the history entry,
 * so a reload or Back does not act on it again).
 */
export function useOneTimeParam(name: string): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const done = useCallback(
    () =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), done];
}
