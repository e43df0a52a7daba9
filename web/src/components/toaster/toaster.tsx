import { useEffect, useRef, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless';
import { useTopDialog } from '@/components/ui/top-layer-store';
import { DEFAULT_TOAST_DURATION } from './notify';

/** Spec core 9: one toast at a time; swipe right past 50 px to dismiss; F8 focuses the region. */
export const VISIBLE_TOAST_LIMIT = 1;
const SWIPE_THRESHOLD = 50;

/**
 * While a modal dialog is open the toasts live inside the topmost one: it is the only part of the
 * page that is neither covered nor inert.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster({ duration: DEFAULT_TOAST_DURATION });
  const topDialog = useTopDialog();
  const regionRef = useRef<HTMLElement>(null);
  const visible = toasts.filter((t) => t.visible);

  // The pause (pointer over the list) is kept in react-hot-toast's module store, not in this
  // component: a Toaster that goes away while paused would leave the next one never hiding a toast.
  const { endPause } = handlers;
  const endPauseOnUnmount = useRef(endPause);
  useEffect(() => {
    endPauseOnUnmount.current = endPause;
  }, [endPause]);
  useEffect(() => () => endPauseOnUnmount.current(), []);

  // The store lists the newest first: dismiss every older one still showing.
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(VISIBLE_TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <section ref={regionRef} className="toaster" aria-label="Notifications (F8)" tabIndex={-1}>
      <ol className="toaster__list" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
        {visible.slice(0, VISIBLE_TOAST_LIMIT).map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>,
    topDialog ?? document.body,
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  const startX = useRef<number | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null || !itemRef.current) return;
    const dx = Math.max(0, event.clientX - startX.current);
    itemRef.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (dx > SWIPE_THRESHOLD) toast.dismiss(t.id);
    else if (itemRef.current) itemRef.current.style.transform = '';
  };

  return (
    <li
      ref={itemRef}
      className={`toast ${t.className ?? 'toast--default'}`}
      {...t.ariaProps}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {resolveValue(t.message, t)}
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => toast.dismiss(t.id)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
