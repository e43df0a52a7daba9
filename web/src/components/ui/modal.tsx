import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTopLayerStore } from './top-layer-store';
import './modal.css';

export interface ModalProps {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog over the page, on the browser's own `<dialog>` (`showModal`): the page behind is
 * inert, so focus stays in the topmost dialog without a trap of ours, and Escape closes only the
 * topmost one. A click on the backdrop closes it too. Focus goes to the element marked
 * `data-autofocus` (else the first control) and returns where it was on close.
 */
export function Modal({ labelledBy, onClose, className, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { opened, closed } = useTopLayerStore.getState();

    // Escape (or the platform's back gesture) asks the topmost dialog to close: the owner decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser without asking (a repeated Escape may not be cancelable): tell the owner.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    opened(dialog);
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      closed(dialog);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-modal="true"
      className="modal-dialog"
      onMouseDown={(event) => {
        // The dialog element itself is only the see-through frame around the box: a press there is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={['modal', className].filter(Boolean).join(' ')}>{children}</div>
    </dialog>,
    document.body,
  );
}
