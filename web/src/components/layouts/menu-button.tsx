import { useEffect, useRef } from 'react';
import { useNavigationStore } from './navigation-store';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The hamburger: opens and closes the mobile menu; Escape closes it and brings focus back here. */
export function MenuButton() {
  const open = useNavigationStore((s) => s.mobileMenuOpen);
  const setOpen = useNavigationStore((s) => s.setMobileMenuOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className="menu-button"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => setOpen(!open)}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
