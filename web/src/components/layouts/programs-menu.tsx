import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { NavLink as NavLinkItem } from '@/config/navigation';
import { useNavigationStore } from './navigation-store';

export interface ProgramsMenuProps {
  /** The programs whose pages exist (the spec's four, as they arrive). */
  programs: readonly NavLinkItem[];
  /** Whether the /programs page exists: then 'Programs' is a link beside the dropdown's toggle. */
  hasPage: boolean;
}

/**
 * 'Programs' in the public header: a link to /programs plus a dropdown of the programs. Until the
 * /programs page exists, 'Programs' itself is the button that opens the dropdown.
 */
export function ProgramsMenu({ programs, hasPage }: ProgramsMenuProps) {
  const open = useNavigationStore((s) => s.programsMenuOpen);
  const setOpen = useNavigationStore((s) => s.setProgramsMenuOpen);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      className={open ? 'dropdown dropdown--open' : 'dropdown'}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {hasPage ? (
        <NavLink to="/programs" className="site-nav__link">
          Programs
        </NavLink>
      ) : null}
      {programs.length > 0 ? (
        <button
          ref={toggleRef}
          type="button"
          className={hasPage ? 'dropdown__toggle' : 'dropdown__toggle dropdown__toggle--labelled site-nav__link'}
          aria-label={hasPage ? 'Show Programs menu' : undefined}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          {hasPage ? null : 'Programs'}
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {programs.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="dropdown__link" onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
