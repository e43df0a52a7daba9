import {
  AVATAR_STYLE_LABELS,
  normalizeAvatar,
  type Avatar as AvatarValue,
  type AvatarAccessory,
  type AvatarColor,
  type AvatarExpression,
  type AvatarStyle,
  type User,
} from '@morah/contracts';
import { useId } from 'react';

/** Raw avatar values as stored on a user; anything outside the sets falls back (spec core 3). */
export type AvatarInput = Partial<Pick<User, 'avatarStyle' | 'avatarColor' | 'avatarAccessory' | 'avatarExpression'>>;

export interface AvatarProps {
  avatar: AvatarInput;
  /** Width and height in CSS pixels. */
  size?: number;
  /** When given the drawing is announced with this name; otherwise it is decorative. */
  label?: string;
  className?: string;
}

const THEMES: Record<AvatarColor, { background: string; main: string; dark: string }> = {
  blue: { background: '#dcebff', main: '#2f6fd6', dark: '#1d4a94' },
  purple: { background: '#eee1ff', main: '#7b4fd1', dark: '#54309a' },
  green: { background: '#ddf5e3', main: '#2e9e5b', dark: '#1d6b3c' },
  orange: { background: '#ffe8d1', main: '#e97b1e', dark: '#a4520f' },
  pink: { background: '#ffe0ee', main: '#e0529a', dark: '#a3306b' },
  teal: { background: '#d5f4f1', main: '#1e9c93', dark: '#136a64' },
};

const SKIN = '#f6d2b0';
const HAIR = '#5a3a22';
const INK = '#3b2a1e';

/** A friendly drawn face: colour theme, face style, expression and accessory. */
export function Avatar({ avatar, size = 48, label, className }: AvatarProps) {
  const value = normalizeAvatar({
    style: avatar.avatarStyle,
    color: avatar.avatarColor,
    accessory: avatar.avatarAccessory,
    expression: avatar.avatarExpression,
  });
  const clipId = useId();
  const theme = THEMES[value.color];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={['avatar', className].filter(Boolean).join(' ')}
      data-avatar-style={value.style}
      data-avatar-color={value.color}
      data-avatar-accessory={value.accessory}
      data-avatar-expression={value.expression}
      {...a11y}
    >
      <defs>
        <clipPath id={clipId}>
          <circle cx="50" cy="50" r="50" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="100" height="100" fill={theme.background} />
        <path d="M14 100 C14 80 32 71 50 71 C68 71 86 80 86 100 Z" fill={theme.main} />
        <path d="M42 72 L50 80 L58 72" fill="none" stroke={theme.dark} strokeWidth="2.5" strokeLinejoin="round" />
        <rect x="44" y="60" width="12" height="13" rx="4" fill={SKIN} />
        <circle cx="28.5" cy="46" r="5" fill={SKIN} />
        <circle cx="71.5" cy="46" r="5" fill={SKIN} />
        <Head style={value.style} />
        <Hair style={value.style} hidden={value.accessory === 'hat'} />
        <Eyes expression={value.expression} style={value.style} />
        <Mouth expression={value.expression} />
        {value.style === 'cute' ? (
          <g fill="#f29b9b" opacity="0.7">
            <ellipse cx="37" cy="53" rx="4" ry="2.5" />
            <ellipse cx="63" cy="53" rx="4" ry="2.5" />
          </g>
        ) : null}
        <Accessory accessory={value.accessory} theme={theme} />
      </g>
    </svg>
  );
}

function Head({ style }: { style: AvatarStyle }) {
  switch (style) {
    case 'modern':
      return <rect x="29" y="23" width="42" height="44" rx="15" fill={SKIN} />;
    case 'cute':
      return <circle cx="50" cy="46" r="23" fill={SKIN} />;
    case 'serious':
      return <ellipse cx="50" cy="45" rx="20" ry="23.5" fill={SKIN} />;
    case 'classic':
      return <circle cx="50" cy="45" r="22" fill={SKIN} />;
  }
}

function Hair({ style, hidden }: { style: AvatarStyle; hidden: boolean }) {
  if (hidden) return null;
  switch (style) {
    case 'modern':
      return <path d="M29 38 C29 22 45 17 58 20 C66 22 72 28 71 38 C64 30 52 28 40 31 C35 32 31 34 29 38 Z" fill={HAIR} />;
    case 'cute':
      return (
        <path
          d="M27 44 C25 30 34 21 44 22 C46 18 54 18 56 22 C66 21 75 30 73 44 C70 36 66 32 60 31 C56 34 44 34 40 31 C34 32 30 36 27 44 Z"
          fill={HAIR}
        />
      );
    case 'serious':
      return (
        <g fill="#8a8178">
          <path d="M30 40 C30 25 40 20 50 20 C60 20 70 25 70 40 C66 31 58 28 50 28 C42 28 34 31 30 40 Z" />
          <path d="M34 55 C36 66 43 71 50 71 C57 71 64 66 66 55 C61 62 56 63 50 63 C44 63 39 62 34 55 Z" />
        </g>
      );
    case 'classic':
      return <path d="M28 42 C27 27 38 21 50 21 C62 21 73 27 72 42 C68 33 60 29 50 29 C40 29 32 33 28 42 Z" fill={HAIR} />;
  }
}

function Eyes({ expression, style }: { expression: AvatarExpression; style: AvatarStyle }) {
  const brows =
    style === 'serious' || expression === 'thoughtful' ? (
      <g stroke={INK} strokeWidth="2" strokeLinecap="round" fill="none">
        <path d={expression === 'thoughtful' ? 'M38 36 Q42 33 46 35' : 'M38 38 L46 37'} />
        <path d="M54 37 L62 38" />
      </g>
    ) : null;
  switch (expression) {
    case 'excited':
      return (
        <g>
          {brows}
          <circle cx="42" cy="44" r="3.8" fill={INK} />
          <circle cx="58" cy="44" r="3.8" fill={INK} />
          <circle cx="43.3" cy="42.7" r="1.3" fill="#fff" />
          <circle cx="59.3" cy="42.7" r="1.3" fill="#fff" />
        </g>
      );
    case 'wise':
      return (
        <g stroke={INK} strokeWidth="2.4" strokeLinecap="round" fill="none">
          {brows}
          <path d="M38 45 L46 45" />
          <path d="M54 45 L62 45" />
          <path d="M39 45 Q42 47.5 45 45" />
          <path d="M55 45 Q58 47.5 61 45" />
        </g>
      );
    case 'thoughtful':
      return (
        <g>
          {brows}
          <circle cx="43.5" cy="42.5" r="2.6" fill={INK} />
          <circle cx="59.5" cy="42.5" r="2.6" fill={INK} />
        </g>
      );
    case 'calm':
      return (
        <g stroke={INK} strokeWidth="2.4" strokeLinecap="round" fill="none">
          {brows}
          <path d="M38 44 Q42 47.5 46 44" />
          <path d="M54 44 Q58 47.5 62 44" />
        </g>
      );
    case 'happy':
      return (
        <g>
          {brows}
          <circle cx="42" cy="44" r="2.8" fill={INK} />
          <circle cx="58" cy="44" r="2.8" fill={INK} />
        </g>
      );
  }
}

function Mouth({ expression }: { expression: AvatarExpression }) {
  const line = { fill: 'none', stroke: INK, strokeWidth: 2.6, strokeLinecap: 'round' as const };
  switch (expression) {
    case 'excited':
      return (
        <g>
          <path d="M41 53 Q50 67 59 53 Z" fill="#9b2c2c" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
          <path d="M45 60 Q50 63 55 60" fill="#f28b8b" />
        </g>
      );
    case 'wise':
      return <path d="M44 56 Q50 59.5 56 56" {...line} />;
    case 'thoughtful':
      return <path d="M44 57 Q48 55 51 56.5 T57 55.5" {...line} />;
    case 'calm':
      return <path d="M45 55.5 Q50 58.5 55 55.5" {...line} />;
    case 'happy':
      return <path d="M41 53.5 Q50 62 59 53.5" {...line} />;
  }
}

function Accessory({ accessory, theme }: { accessory: AvatarAccessory; theme: { main: string; dark: string } }) {
  switch (accessory) {
    case 'kippah':
      return (
        <g>
          <path d="M36 27 A15 10 0 0 1 64 27 Z" fill={theme.dark} />
          <path d="M38.5 25 A13 7 0 0 1 61.5 25" fill="none" stroke={theme.main} strokeWidth="2" />
        </g>
      );
    case 'glasses':
      return (
        <g fill="rgba(255,255,255,0.35)" stroke={theme.dark} strokeWidth="2.2">
          <circle cx="42" cy="44" r="6.5" />
          <circle cx="58" cy="44" r="6.5" />
          <path d="M48.5 44 Q50 42.5 51.5 44" fill="none" />
          <path d="M35.5 43 L30 41" fill="none" />
          <path d="M64.5 43 L70 41" fill="none" />
        </g>
      );
    case 'bow':
      return (
        <g stroke={theme.dark} strokeWidth="1.5" strokeLinejoin="round">
          <path d="M63 24 L53 17 L54 31 Z" fill={theme.main} />
          <path d="M63 24 L73 17 L72 31 Z" fill={theme.main} />
          <circle cx="63" cy="24" r="3.5" fill={theme.dark} />
        </g>
      );
    case 'hat':
      return (
        <g>
          <rect x="34" y="6" width="32" height="21" rx="5" fill={theme.dark} />
          <rect x="34" y="19" width="32" height="5" fill={theme.main} />
          <ellipse cx="50" cy="27" rx="27" ry="5" fill={theme.dark} />
        </g>
      );
    case 'none':
      return null;
  }
}

/** A short description of an avatar, e.g. for a picker's preview. */
export function describeAvatar(value: AvatarValue): string {
  const accessory = value.accessory === 'none' ? 'no accessory' : value.accessory;
  return `${AVATAR_STYLE_LABELS[value.style]} ${value.color} avatar, ${value.expression}, ${accessory}`;
}
