import { useEffect, type RefObject } from 'react';

/** After a failed submit, move focus to the first field marked invalid so the child sees what to fix. */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
