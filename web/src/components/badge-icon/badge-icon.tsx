import { BADGE_ICON_TYPES, type BadgeIconType } from '@morah/contracts';
import { useId } from 'react';
import { BADGE_ART, FALLBACK_ART, type ArtContext, type DiscTheme } from './badge-art';
import './badge-icon.css';

// The 14 visual types (spec core 3) are the catalogue's own list, so art and badges never drift apart.
export { BADGE_ICON_TYPES, type BadgeIconType };

/** The name a badge is announced with when the caller gives no title of its own. */
export const BADGE_DISPLAY_NAMES: Record<BadgeIconType, string> = {
  menorah: 'Menorah Master',
  'star-of-david': 'Star Scholar',
  challah: 'Challah Chef',
  hamsa: 'High Five Hamsa',
  shalom: 'Shalom Friend',
  'kiddush-cup': 'Kiddush Cup Keeper',
  'torah-scroll': 'Torah Scholar',
  yarmulke: 'Proud Kippah',
  synagogue: 'Shul Explorer',
  chai: 'Chai Life Spark',
  shofar: 'Shofar Sounder',
  dreidel: 'Dreidel Spinner',
  sufganiyah: 'Sweet Sufganiyah',
  candles: 'Shabbat Light',
};

/** The name used for a type this component does not know. */
export const FALLBACK_BADGE_NAME = 'Shining Star';

export type BadgeIconSize = 'sm' | 'md' | 'lg';

/** Rendered width and height in CSS pixels; the drawing itself is a 100 x 100 viewBox. */
export const BADGE_ICON_PIXELS: Record<BadgeIconSize, number> = { sm: 32, md: 64, lg: 112 };

export interface BadgeIconProps {
  /** One of BADGE_ICON_TYPES; anything else (for example a value from an older server) draws a plain star. */
  type: BadgeIconType | (string & {});
  size?: BadgeIconSize;
  earned?: boolean;
  /** The badge's own name; defaults to the type's display name. */
  title?: string;
  className?: string;
}

export function isBadgeIconType(value: unknown): value is BadgeIconType {
  return typeof value === 'string' && (BADGE_ICON_TYPES as readonly string[]).includes(value);
}

/**
 * A round badge medallion with a drawn picture for each visual type. Earned badges are in full colour
 * with a soft gleam (and a slow shine when motion is welcome); unearned ones are grey, faded and locked.
 */
export function BadgeIcon({ type, size = 'md', earned = false, title, className }: BadgeIconProps) {
  const known = isBadgeIconType(type) ? type : null;
  const name = title?.trim() || (known ? BADGE_DISPLAY_NAMES[known] : FALLBACK_BADGE_NAME);
  const label = earned ? name : `${name} (not earned yet)`;
  const pixels = BADGE_ICON_PIXELS[size] ?? BADGE_ICON_PIXELS.md;
  const art = known ? BADGE_ART[known] : FALLBACK_ART;

  // Ids must be unique per instance (many badges share a page) and safe inside url(#...).
  const uid = `badge${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ctx: ArtContext = {
    id: (part) => `${uid}-${part}`,
    url: (part) => `url(#${uid}-${part})`,
    compact: size === 'sm',
  };

  return (
    <svg
      viewBox="0 0 100 100"
      width={pixels}
      height={pixels}
      role="img"
      aria-label={label}
      className={['badge-icon', `badge-icon--${size}`, earned ? 'badge-icon--earned' : 'badge-icon--locked', className]
        .filter(Boolean)
        .join(' ')}
      data-badge-type={known ?? 'unknown'}
      data-earned={earned ? 'true' : 'false'}
    >
      <title>{label}</title>
      <defs>
        <SharedDefs ctx={ctx} theme={art.theme} />
      </defs>
      <g filter={earned ? undefined : ctx.url('faded')}>
        <Medallion ctx={ctx} />
        <g data-part="art">{art.draw(ctx)}</g>
        {earned ? <Gleam ctx={ctx} /> : null}
      </g>
      {earned ? null : <Lock />}
    </svg>
  );
}

function SharedDefs({ ctx, theme }: { ctx: ArtContext; theme: DiscTheme }) {
  return (
    <>
      <radialGradient id={ctx.id('disc')} cx="0.4" cy="0.35" r="0.75">
        <stop offset="0" stopColor={theme.light} />
        <stop offset="1" stopColor={theme.dark} />
      </radialGradient>
      <linearGradient id={ctx.id('ring')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#ffe9a8" />
        <stop offset="0.45" stopColor="#f6b93b" />
        <stop offset="1" stopColor="#b97a14" />
      </linearGradient>
      <linearGradient id={ctx.id('gold')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffe28a" />
        <stop offset="0.55" stopColor="#f6b93b" />
        <stop offset="1" stopColor="#c98a1b" />
      </linearGradient>
      <linearGradient id={ctx.id('gold-h')} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#d99a25" />
        <stop offset="0.35" stopColor="#ffe28a" />
        <stop offset="0.7" stopColor="#f6b93b" />
        <stop offset="1" stopColor="#c98a1b" />
      </linearGradient>
      <linearGradient id={ctx.id('silver')} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#9aa3b0" />
        <stop offset="0.35" stopColor="#ffffff" />
        <stop offset="0.7" stopColor="#d5dae2" />
        <stop offset="1" stopColor="#8f98a6" />
      </linearGradient>
      <radialGradient id={ctx.id('flame')} cx="0.5" cy="0.7" r="0.6">
        <stop offset="0" stopColor="#fff6c2" />
        <stop offset="0.45" stopColor="#ffd166" />
        <stop offset="1" stopColor="#f08a24" />
      </radialGradient>
      <radialGradient id={ctx.id('glow')}>
        <stop offset="0" stopColor="#fff3b0" stopOpacity="0.85" />
        <stop offset="1" stopColor="#fff3b0" stopOpacity="0" />
      </radialGradient>
      <linearGradient id={ctx.id('shine')} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#ffffff" stopOpacity="0" />
        <stop offset="0.5" stopColor="#ffffff" stopOpacity="0.55" />
        <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
      </linearGradient>
      <clipPath id={ctx.id('clip')}>
        <circle cx="50" cy="50" r="47" />
      </clipPath>
      <clipPath id={ctx.id('disc-clip')}>
        <circle cx="50" cy="50" r="39.3" />
      </clipPath>
      {/* Not earned yet: no colour, and the tones pulled towards a soft middle grey. */}
      <filter id={ctx.id('faded')} colorInterpolationFilters="sRGB">
        <feColorMatrix type="saturate" values="0" />
        <feComponentTransfer>
          <feFuncR type="linear" slope="0.5" intercept="0.38" />
          <feFuncG type="linear" slope="0.5" intercept="0.38" />
          <feFuncB type="linear" slope="0.5" intercept="0.4" />
        </feComponentTransfer>
      </filter>
    </>
  );
}

/** The round medal: a gold rim with a ring of beads around a coloured disc. */
function Medallion({ ctx }: { ctx: ArtContext }) {
  return (
    <g>
      <circle cx="50" cy="51.5" r="47" fill="#5c3b12" opacity="0.18" />
      <circle cx="50" cy="50" r="47" fill={ctx.url('ring')} stroke="#a8690f" strokeWidth="1.2" />
      <circle cx="50" cy="50" r="43.3" fill="none" stroke="#fff4cf" strokeWidth="1.4" strokeDasharray="0.1 4.1" strokeLinecap="round" opacity="0.9" />
      <circle cx="50" cy="50" r="40" fill={ctx.url('disc')} stroke="#a8690f" strokeWidth="1.4" />
    </g>
  );
}

/** A highlight on the rim and a shine band that sweeps across (the stylesheet animates it). */
function Gleam({ ctx }: { ctx: ArtContext }) {
  return (
    <g className="badge-icon__gleam" pointerEvents="none">
      <path d="M13.5 40 A37.5 37.5 0 0 1 40 13.5" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" opacity="0.7" />
      <path d="M82 20 l1.3 3.7 3.7 1.3 -3.7 1.3 -1.3 3.7 -1.3 -3.7 -3.7 -1.3 3.7 -1.3 z" fill="#ffffff" opacity="0.95" />
      <g clipPath={ctx.url('clip')}>
        <rect className="badge-icon__shine" x="-30" y="-20" width="22" height="140" fill={ctx.url('shine')} transform="rotate(25 50 50)" />
      </g>
    </g>
  );
}

/** A small padlock on the lower right of an unearned badge. */
function Lock() {
  return (
    <g className="badge-icon__lock" data-part="lock">
      <circle cx="78" cy="78" r="15" fill="#ffffff" stroke="#5c4a3a" strokeWidth="2.2" />
      <path d="M72.5 76 V72.5 a5.5 5.5 0 0 1 11 0 V76" fill="none" stroke="#5c4a3a" strokeWidth="3" />
      <rect x="69.5" y="75" width="17" height="12.5" rx="3" fill="#5c4a3a" />
      <circle cx="78" cy="80" r="1.9" fill="#ffffff" />
      <rect x="77.2" y="80.5" width="1.6" height="4" rx="0.8" fill="#ffffff" />
    </g>
  );
}
