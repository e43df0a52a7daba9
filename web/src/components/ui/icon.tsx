import type { ReactElement } from 'react';
import { PICTURES } from './icon-pictures';

/** Small drawn line icons (24 x 24), so nothing depends on an emoji font being installed. */
const PATHS = {
  chat: (
    <>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
      <path d="M8 10h8M8 13h5" />
    </>
  ),
  scroll: (
    <>
      <rect x="3" y="4" width="3.5" height="16" rx="1.75" />
      <rect x="17.5" y="4" width="3.5" height="16" rx="1.75" />
      <path d="M6.5 6h11M6.5 18h11M9 9.5h6M9 12h6M9 14.5h4" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.2 0 1.8-.8 1.8-1.7 0-1.2-1-1.6-1-2.6 0-1 .8-1.7 1.9-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10" cy="7" r="1.2" />
      <circle cx="15" cy="7.2" r="1.2" />
    </>
  ),
  puzzle: (
    <path d="M5 8h3.2a2 2 0 1 1 3.6 0H15v3.2a2 2 0 1 1 0 3.6V19h-3.2a2 2 0 1 0-3.6 0H5v-4.2a2 2 0 1 0 0-3.6z" />
  ),
  medal: (
    <>
      <path d="M8 3l2.5 6M16 3l-2.5 6" />
      <circle cx="12" cy="15" r="6" />
      <path d="M12 12l.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z" />
    </>
  ),
  chart: (
    <>
      <path d="M4 20h16" />
      <rect x="5.5" y="12" width="3" height="6" rx="0.8" />
      <rect x="10.5" y="8" width="3" height="10" rx="0.8" />
      <rect x="15.5" y="4" width="3" height="14" rx="0.8" />
    </>
  ),
  sparkle: (
    <>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
      <path d="M19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7z" />
    </>
  ),
  menorah: (
    <>
      <path d="M12 6v13M8 21h8" />
      <path d="M4 8v2a8 8 0 0 0 16 0V8" />
      <path d="M8 8v2a4 4 0 0 0 8 0V8" />
      <path d="M12 3.2c.8.9.8 1.6 0 2.3-.8-.7-.8-1.4 0-2.3z" />
    </>
  ),
  sheep: (
    <>
      <path d="M7 10a3 3 0 0 1 5-2 3 3 0 0 1 5 1 3 3 0 0 1 1 5.5 3 3 0 0 1-4 2.5H9a3 3 0 0 1-3.5-3A3 3 0 0 1 7 10z" />
      <path d="M9 17v3M15 17v3" />
      <circle cx="5" cy="11" r="2" />
    </>
  ),
  backpack: (
    <>
      <path d="M6 9a6 6 0 0 1 12 0v11H6z" />
      <path d="M9.5 5V3.5h5V5M9 14h6v3H9z" />
    </>
  ),
  apple: (
    <>
      <path d="M12 8c-2-1.5-7-1.5-7 4 0 4.5 3 8 5 8 1 0 1.3-.5 2-.5s1 .5 2 .5c2 0 5-3.5 5-8 0-5.5-5-5.5-7-4z" />
      <path d="M12 8c0-2 1-4 3-5" />
    </>
  ),
  house: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  send: (
    <>
      <path d="M4 12l16-8-6 16-2.5-6.5z" />
      <path d="M11.5 13.5L20 4" />
    </>
  ),
  speaker: (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    </>
  ),
  'speaker-off': (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M16 9.5l5 5M21 9.5l-5 5" />
    </>
  ),
  voice: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6" />
      <path d="M17 6.5a4 4 0 0 1 0 5M19.5 4a7.5 7.5 0 0 1 0 10" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8" />
      <path d="M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.5 4.5L20 16" />
      <path d="M20 20v-4h-4" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  book: (
    <>
      <path d="M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5V19c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5z" />
      <path d="M12 6v13.5" />
    </>
  ),
  flame: <path d="M12 21c-3.9 0-6.5-2.6-6.5-6 0-3.7 3-5.6 3.8-9 2.2 1.6 3.2 3.5 3.2 5.3 1-.6 1.8-1.7 2-3 1.9 1.6 4 4 4 6.9 0 3.3-2.6 5.8-6.5 5.8z" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  play: <path d="M7 4.5l12 7.5-12 7.5z" />,
  pause: <path d="M8 5v14M16 5v14" />,
  warning: (
    <>
      <path d="M12 3.5L2.5 20h19z" />
      <path d="M12 10v4.5M12 17.2h.01" />
    </>
  ),
  cross: <path d="M7 7l10 10M17 7L7 17" />,
  lightbulb: (
    <>
      <path d="M9 17h6M10 20h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  star: <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
      <path d="M12 14.5v2.5" />
    </>
  ),
  'thumbs-up': (
    <>
      <path d="M7 10v10H4V10z" />
      <path d="M7 10l4-7c1.5 0 2.5 1 2.2 2.6L12.6 9H19a2 2 0 0 1 2 2.3l-1.2 6.8A2.3 2.3 0 0 1 17.5 20H7" />
    </>
  ),
  brain: (
    <>
      <path d="M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V6a2.5 2.5 0 0 0-3-2z" />
      <path d="M15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1" />
    </>
  ),
} satisfies Record<string, ReactElement>;

const DRAWINGS = { ...PATHS, ...PICTURES };

export type IconName = keyof typeof DRAWINGS;

/** A picture's name from data (a book's cover, a puzzle piece) as one of our drawings, or the fallback. */
export function asIconName(name: string, fallback: IconName): IconName {
  return Object.hasOwn(DRAWINGS, name) ? (name as IconName) : fallback;
}

/**
 * One of our icons. With a `label` it is a picture that says something (role img, named); without,
 * it decorates a text that says the same and is hidden from screen readers.
 */
export function Icon({ name, size = 28, className, label }: { name: IconName; size?: number; className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={['icon', className].filter(Boolean).join(' ')}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {DRAWINGS[name]}
    </svg>
  );
}
