import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PROGRAM_LINKS } from '@/config/navigation';
import { useNavigationStore } from './navigation-store';

/** 'Programs' in the public header: a link to /programs plus a dropdown of the four programs. */
export function ProgramsMenu() {
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
      <NavLink to="/programs" className="site-nav__link">
        Programs
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="dropdown__toggle"
        aria-label="Show Programs menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {PROGRAM_LINKS.map((link) => (
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
