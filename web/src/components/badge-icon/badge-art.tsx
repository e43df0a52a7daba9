import type { ReactNode } from 'react';
import type { BadgeIconType } from '@morah/contracts';

/**
 * The drawings inside the badge medallion, one per visual type, on a 100 x 100 grid centred on 50,50.
 * The coloured disc has radius 40, so every picture stays within about 22..78 each way.
 */

export interface ArtContext {
  /** A document-unique id for a gradient or clip of this badge. */
  id: (part: string) => string;
  /** `url(#…)` for such an id. */
  url: (part: string) => string;
  /** True at the smallest size, where fine details (like small lettering) are left out. */
  compact: boolean;
}

export interface DiscTheme {
  light: string;
  dark: string;
}

export interface BadgeArt {
  theme: DiscTheme;
  draw: (ctx: ArtContext) => ReactNode;
}

const INK = '#3b2a1e';
const BROWN = '#8a4a1c';
const GOLD_EDGE = '#a8690f';
const BLUE = '#1f5fad';
const BLUE_DARK = '#174a88';
const BLUE_MID = '#3b7fd0';
const LEAF = '#5f9a3a';
const LEAF_DARK = '#3f6e22';

const DISCS = {
  deepBlue: { light: '#3f86d8', dark: '#174a88' },
  night: { light: '#4a5aa8', dark: '#1c2452' },
  sun: { light: '#fff8e1', dark: '#f6c95a' },
  coral: { light: '#fff1e8', dark: '#f2ab8c' },
  terracotta: { light: '#e0764f', dark: '#9c3a1f' },
  mint: { light: '#f0fbf8', dark: '#8fd3c5' },
  mintDeep: { light: '#36a596', dark: '#155e55' },
  sky: { light: '#f4f9ff', dark: '#93c0ee' },
} satisfies Record<string, DiscTheme>;

/** A candle or oil flame whose wick sits at (x, y); height about 2.6 × s. */
function Flame({ ctx, x, y, s = 4 }: { ctx: ArtContext; x: number; y: number; s?: number }) {
  return (
    <g>
      <circle cx={x} cy={y - s * 1.2} r={s * 2.2} fill={ctx.url('glow')} />
      <path
        d={`M${x} ${y - s * 2.7} C${x + s * 0.9} ${y - s * 1.6} ${x + s * 1} ${y - s * 0.9} ${x + s * 0.8} ${y - s * 0.45} C${x + s * 0.55} ${y + s * 0.05} ${x - s * 0.55} ${y + s * 0.05} ${x - s * 0.8} ${y - s * 0.45} C${x - s * 1} ${y - s * 0.9} ${x - s * 0.75} ${y - s * 1.7} ${x} ${y - s * 2.7} Z`}
        fill={ctx.url('flame')}
        stroke="#e07a1f"
        strokeWidth={s * 0.14}
      />
      <ellipse cx={x} cy={y - s * 0.55} rx={s * 0.32} ry={s * 0.55} fill="#fffbe6" />
    </g>
  );
}

function Sparkle({ x, y, r, fill = '#fff6c7' }: { x: number; y: number; r: number; fill?: string }) {
  const k = r * 0.28;
  return (
    <path
      d={`M${x} ${y - r} L${x + k} ${y - k} L${x + r} ${y} L${x + k} ${y + k} L${x} ${y + r} L${x - k} ${y + k} L${x - r} ${y} L${x - k} ${y - k} Z`}
      fill={fill}
    />
  );
}

/* ---------------------------------------------------------------- menorah */

function Menorah(ctx: ArtContext) {
  const arms = [22, 14.5, 7.5];
  const cups = [28, 35.5, 42.5, 50, 57.5, 64.5, 72];
  return (
    <g>
      <g fill="none" stroke={GOLD_EDGE} strokeWidth="5" strokeLinecap="round">
        {arms.map((r) => (
          <path key={r} d={`M${50 - r} 36 V40 A${r} ${r} 0 0 0 ${50 + r} 40 V36`} />
        ))}
        <path d="M50 35 V70" />
      </g>
      <g fill="none" stroke={ctx.url('gold-h')} strokeWidth="3.2" strokeLinecap="round">
        {arms.map((r) => (
          <path key={r} d={`M${50 - r} 36 V40 A${r} ${r} 0 0 0 ${50 + r} 40 V36`} />
        ))}
        <path d="M50 35 V70" />
      </g>
      {/* knops on the shaft */}
      <g fill={ctx.url('gold')} stroke={GOLD_EDGE} strokeWidth="0.9">
        <ellipse cx="50" cy="50" rx="3.2" ry="2" />
        <ellipse cx="50" cy="58" rx="3" ry="1.9" />
        <ellipse cx="50" cy="65.5" rx="2.8" ry="1.8" />
        <path d="M37 77 C39 71.5 44 69.5 50 69.5 C56 69.5 61 71.5 63 77 Z" />
        <rect x="34" y="76" width="32" height="3.6" rx="1.8" />
        {cups.map((x) => (
          <path key={x} d={`M${x - 3.2} 32.8 H${x + 3.2} L${x + 2} 36.6 H${x - 2} Z`} />
        ))}
      </g>
      {cups.map((x) => (
        <Flame key={x} ctx={ctx} x={x} y={32.4} s={2.9} />
      ))}
    </g>
  );
}

/* ---------------------------------------------------------- star of David */

function StarOfDavid(ctx: ArtContext) {
  const up = 'M50 22 L74.2 64 H25.8 Z';
  const down = 'M50 78 L25.8 36 H74.2 Z';
  return (
    <g strokeLinejoin="round">
      <circle cx="50" cy="50" r="14" fill={ctx.url('glow')} />
      <g fill="none" stroke={BLUE_DARK} strokeWidth="7.5">
        <path d={up} />
        <path d={down} />
      </g>
      <g fill="none" stroke={BLUE_MID} strokeWidth="5">
        <path d={up} />
        <path d={down} />
      </g>
      <g fill="none" stroke="#9cc4f2" strokeWidth="1.2">
        <path d={up} />
        <path d={down} />
      </g>
      {/* woven crossings: the downward triangle passes over the upward one at alternate points */}
      <g stroke={BLUE_MID} strokeWidth="5" strokeLinecap="butt">
        <path d="M31.2 45.4 L35.1 52.2" />
        <path d="M68.8 45.4 L64.9 52.2" />
        <path d="M46 64 H54" />
      </g>
      <g stroke="#9cc4f2" strokeWidth="1.2">
        <path d="M31.2 45.4 L35.1 52.2" />
        <path d="M68.8 45.4 L64.9 52.2" />
        <path d="M46 64 H54" />
      </g>
      <circle cx="50" cy="50" r="3.2" fill={ctx.url('gold')} stroke={GOLD_EDGE} strokeWidth="0.8" />
      <Sparkle x={28} y={26} r={3.2} fill="#ffffff" />
      <Sparkle x={73} y={74} r={2.6} fill="#ffffff" />
    </g>
  );
}

/* ----------------------------------------------------------------- challah */

function Challah(ctx: ArtContext) {
  // A plait seen from the side: diagonal strands leaning alternately left and right, each tucked over the last.
  const lobes = [
    { x: 27.5, y: 55, r: 40, rx: 5, ry: 8 },
    { x: 33, y: 55, r: -42, rx: 6, ry: 11 },
    { x: 39.5, y: 54.5, r: 42, rx: 6.5, ry: 12.5 },
    { x: 46.5, y: 54, r: -42, rx: 7, ry: 13.5 },
    { x: 53.5, y: 54, r: 42, rx: 7, ry: 13.5 },
    { x: 60.5, y: 54.5, r: -42, rx: 6.5, ry: 12.5 },
    { x: 67, y: 55, r: 42, rx: 6, ry: 11 },
    { x: 72.5, y: 55, r: -40, rx: 5, ry: 8 },
  ];
  const seeds = [
    [37, 46, 30],
    [41, 52, -20],
    [48, 45, 10],
    [53, 50, 40],
    [60, 45, -30],
    [64, 51, 20],
    [47, 58, -40],
    [55, 62, 15],
    [34, 58, 60],
    [66, 58, -50],
    [29, 52, 0],
    [71, 53, 10],
  ] as const;
  return (
    <g>
      <defs>
        <radialGradient id={ctx.id('crust')} cx="0.4" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffd98a" />
          <stop offset="0.55" stopColor="#e9a248" />
          <stop offset="1" stopColor="#b4652a" />
        </radialGradient>
      </defs>
      {/* board */}
      <ellipse cx="50" cy="70" rx="31" ry="7" fill="#c98a55" stroke={BROWN} strokeWidth="1.2" />
      <ellipse cx="50" cy="68.8" rx="29" ry="5.6" fill="#e2ad78" />
      {/* loaf shadow and outline */}
      <ellipse cx="50" cy="60" rx="27" ry="10" fill="#7a3f14" opacity="0.35" />
      <g stroke={BROWN} strokeWidth="3">
        {lobes.map((l, i) => (
          <ellipse key={i} cx={l.x} cy={l.y} rx={l.rx} ry={l.ry} transform={`rotate(${l.r} ${l.x} ${l.y})`} fill="none" />
        ))}
      </g>
      {lobes.map((l, i) => (
        <g key={i} transform={`rotate(${l.r} ${l.x} ${l.y})`}>
          <ellipse cx={l.x} cy={l.y} rx={l.rx} ry={l.ry} fill={ctx.url('crust')} stroke={BROWN} strokeWidth="1" />
          <ellipse cx={l.x - l.rx * 0.3} cy={l.y - l.ry * 0.35} rx={l.rx * 0.35} ry={l.ry * 0.3} fill="#fff0c4" opacity="0.55" />
        </g>
      ))}
      {ctx.compact
        ? null
        : seeds.map(([x, y, r], i) => (
            <ellipse key={i} cx={x} cy={y} rx="1" ry="0.55" fill="#fffaf0" transform={`rotate(${r} ${x} ${y})`} />
          ))}
    </g>
  );
}

/* ------------------------------------------------------------------- hamsa */

function Hamsa(ctx: ArtContext) {
  const shapes = (
    <>
      <rect x="36.8" y="25" width="8.6" height="30" rx="4.3" />
      <rect x="45.7" y="20" width="8.6" height="34" rx="4.3" />
      <rect x="54.6" y="25" width="8.6" height="30" rx="4.3" />
      <path d="M37 66 C30.5 64.5 25.5 58 25.5 50.5 C25.5 46.5 27.5 44.2 30.2 44.2 C32.8 44.2 34.3 46.3 34.3 49.5 C34.3 54 36 56.5 39 57.5 Z" />
      <path d="M63 66 C69.5 64.5 74.5 58 74.5 50.5 C74.5 46.5 72.5 44.2 69.8 44.2 C67.2 44.2 65.7 46.3 65.7 49.5 C65.7 54 64 56.5 61 57.5 Z" />
      <path d="M34.5 48 H65.5 V63 C65.5 72.5 58.5 79 50 79 C41.5 79 34.5 72.5 34.5 63 Z" />
    </>
  );
  return (
    <g>
      <defs>
        <linearGradient id={ctx.id('hand')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4f93e0" />
          <stop offset="1" stopColor={BLUE_DARK} />
        </linearGradient>
      </defs>
      <g fill={BLUE_DARK} stroke={BLUE_DARK} strokeWidth="3.4" strokeLinejoin="round">
        {shapes}
      </g>
      <g fill={ctx.url('hand')}>{shapes}</g>
      {/* gold trim around the palm */}
      <path d="M38.5 52 H61.5 V62.5 C61.5 69.8 56.5 75 50 75 C43.5 75 38.5 69.8 38.5 62.5 Z" fill="none" stroke={ctx.url('gold')} strokeWidth="1.3" strokeDasharray="0.1 2.6" strokeLinecap="round" />
      {/* eye */}
      <path d="M39.5 62 Q50 53.5 60.5 62 Q50 70.5 39.5 62 Z" fill="#ffffff" stroke={ctx.url('gold')} strokeWidth="1.6" />
      <circle cx="50" cy="62" r="4.2" fill="#2f9fd8" />
      <circle cx="50" cy="62" r="2" fill="#10243f" />
      <circle cx="51.2" cy="60.8" r="0.9" fill="#ffffff" />
      {/* finger dots */}
      <g fill="#ffe28a">
        <circle cx="41.1" cy="30" r="1.3" />
        <circle cx="50" cy="25" r="1.3" />
        <circle cx="58.9" cy="30" r="1.3" />
        <circle cx="41.1" cy="36" r="0.9" />
        <circle cx="50" cy="31" r="0.9" />
        <circle cx="58.9" cy="36" r="0.9" />
      </g>
    </g>
  );
}

/* ------------------------------------------------------------------ shalom */

/** שָׁלוֹם with qamats, shin dot and holam. */
const SHALOM = '\u05E9\u05B8\u05C1\u05DC\u05D5\u05B9\u05DD';

function Shalom(ctx: ArtContext) {
  const dove = (
    <g strokeLinejoin="round" strokeLinecap="round">
      {/* olive branch in the beak */}
      <path d="M27 37 C23 40 21 44 20 49" fill="none" stroke={LEAF_DARK} strokeWidth="1.4" />
      <g fill={LEAF} stroke={LEAF_DARK} strokeWidth="0.6">
        <path d="M23.5 40.5 C20 39 18 40.5 17.5 42.5 C20 43 22 42.5 23.5 40.5 Z" />
        <path d="M24.5 40 C26.5 42.5 26.5 45 25 46.5 C23.5 44.5 23.5 42 24.5 40 Z" />
        <path d="M21.2 45.5 C17.5 45 16 47 16 49 C18.5 49 20.5 48 21.2 45.5 Z" />
        <path d="M21.5 46 C24 48 24 50.5 22.8 52 C21 50 20.8 48 21.5 46 Z" />
      </g>
      <circle cx="19.8" cy="43.8" r="1.5" fill="#6b7f2a" />
      {/* body, tail and head */}
      <path
        d="M29.5 38.5 C29.5 33.5 34.5 30.5 39 33 C43 35.5 46 40 53 41.5 C59 42.8 65 40.5 70 36 L80 33 L75.5 40.5 L81 45 L70 45.5 C64 53 53 56.5 44 54.5 C37 53 32.5 47.5 31.5 42.5 C30.2 41.5 29.5 40.2 29.5 38.5 Z"
        fill="#ffffff"
        stroke="#6f87a8"
        strokeWidth="1.4"
      />
      {/* raised wing */}
      <path
        d="M44 44 C44 33 50 23 62 16.5 C61.5 21 63 23.5 66.5 24 C63 27 64 30 67 31 C62 34.5 61 39 55 44 C51.5 46.5 47 46.5 44 44 Z"
        fill="#f2f7ff"
        stroke="#6f87a8"
        strokeWidth="1.4"
      />
      <g fill="none" stroke="#9fb3cc" strokeWidth="1">
        <path d="M50 42 C51 35 55 28 60 22" />
        <path d="M54 43 C56 38 59 34 63.5 29" />
      </g>
      <path d="M72 40 L78 38.5 M71.5 43 L77.5 44" stroke="#c6d4e6" strokeWidth="0.9" fill="none" />
      <path d="M29.8 36.5 L25.5 38.2 L29.8 39.6 Z" fill="#f6a13b" stroke="#c2502f" strokeWidth="0.6" />
      <circle cx="34" cy="36" r="1.3" fill={INK} />
    </g>
  );
  if (ctx.compact) return <g transform="translate(1 7)">{dove}</g>;
  return (
    <g>
      {dove}
      <path d="M26 62 H74 L71 68.5 L74 75 H26 L29 68.5 Z" fill="#ffffff" stroke="#6f87a8" strokeWidth="1.2" strokeLinejoin="round" opacity="0.92" />
      <text
        x="50"
        y="72.2"
        textAnchor="middle"
        direction="rtl"
        lang="he"
        fontFamily="'SBL Hebrew', 'Taamey Frank CLM', 'Noto Sans Hebrew', 'Arial Hebrew', 'DejaVu Sans', sans-serif"
        fontWeight="700"
        fontSize="11.5"
        fill={BLUE_DARK}
      >
        {SHALOM}
      </text>
    </g>
  );
}

/* ------------------------------------------------------------- kiddush cup */

function KiddushCup(ctx: ArtContext) {
  return (
    <g strokeLinejoin="round">
      <defs>
        <linearGradient id={ctx.id('wine')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c2305a" />
          <stop offset="1" stopColor="#6e1230" />
        </linearGradient>
      </defs>
      <ellipse cx="50" cy="77" rx="17" ry="3" fill="#0b3b35" opacity="0.35" />
      {/* base and stem */}
      <path d="M36 76 C37 69.5 45 68 47.5 62 H52.5 C55 68 63 69.5 64 76 Z" fill={ctx.url('silver')} stroke="#5f6b7a" strokeWidth="1.3" />
      <rect x="35" y="74.5" width="30" height="3.4" rx="1.7" fill={ctx.url('gold-h')} stroke={GOLD_EDGE} strokeWidth="0.8" />
      <rect x="47.3" y="50" width="5.4" height="14" fill={ctx.url('silver')} stroke="#5f6b7a" strokeWidth="1.1" />
      <ellipse cx="50" cy="57.5" rx="4.6" ry="2.6" fill={ctx.url('gold-h')} stroke={GOLD_EDGE} strokeWidth="0.8" />
      {/* bowl */}
      <path d="M31 27 H69 C69 41 62 51.5 50 52 C38 51.5 31 41 31 27 Z" fill={ctx.url('silver')} stroke="#5f6b7a" strokeWidth="1.4" />
      <path d="M33 35 H67 C66.3 37 65.8 38.3 65 40 H35 C34.2 38.3 33.6 37 33 35 Z" fill={ctx.url('gold-h')} stroke={GOLD_EDGE} strokeWidth="0.7" />
      {/* a small star of David engraved on the bowl */}
      <g fill="none" stroke="#6f7b8a" strokeWidth="0.9">
        <path d="M50 41.5 L54 48.4 H46 Z" />
        <path d="M50 50.7 L46 43.8 H54 Z" />
      </g>
      {/* rim with wine, and a drop running over */}
      <ellipse cx="50" cy="27" rx="19" ry="4.2" fill="#e9edf2" stroke="#5f6b7a" strokeWidth="1.3" />
      <ellipse cx="50" cy="27.4" rx="16.4" ry="2.9" fill={ctx.url('wine')} />
      <ellipse cx="45" cy="26.6" rx="5" ry="0.9" fill="#f07a9a" opacity="0.7" />
      <path d="M63.5 29.5 C64.3 32 64.5 34 63.5 35.2 C62.5 34 62.4 32 63.5 29.5 Z" fill="#a3173f" />
      <path d="M35.5 30 C36 37 38.5 43 42 46.5" fill="none" stroke="#ffffff" strokeWidth="1.8" strokeLinecap="round" opacity="0.8" />
    </g>
  );
}

/* ------------------------------------------------------------ torah scroll */

function TorahScroll(ctx: ArtContext) {
  const roller = (x: number) => (
    <g>
      <rect x={x - 1.6} y="18" width="3.2" height="64" rx="1.6" fill="#7a3f14" />
      <circle cx={x} cy="19.5" r="3.6" fill={ctx.url('gold')} stroke={GOLD_EDGE} strokeWidth="0.9" />
      <circle cx={x} cy="80.5" r="3.6" fill={ctx.url('gold')} stroke={GOLD_EDGE} strokeWidth="0.9" />
      <rect x={x - 5.5} y="24.5" width="11" height="3.2" rx="1.2" fill="#a65a22" stroke="#5e2f0f" strokeWidth="0.8" />
      <rect x={x - 5.5} y="72.3" width="11" height="3.2" rx="1.2" fill="#a65a22" stroke="#5e2f0f" strokeWidth="0.8" />
      <rect x={x - 5} y="27.5" width="10" height="45" rx="4" fill={ctx.url('roll')} stroke="#a27b46" strokeWidth="1" />
    </g>
  );
  const lines = [35, 39.5, 44, 48.5, 53, 57.5, 62, 66.5];
  return (
    <g>
      <defs>
        <linearGradient id={ctx.id('roll')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#d9bd8c" />
          <stop offset="0.45" stopColor="#fff6e0" />
          <stop offset="1" stopColor="#d4b27c" />
        </linearGradient>
      </defs>
      <rect x="33" y="30" width="34" height="40" fill="#fdf3dc" stroke="#a27b46" strokeWidth="1" />
      <g stroke="#4a3626" strokeWidth="1.5" strokeLinecap="round" opacity="0.8">
        {lines.map((y, i) => (
          <g key={y}>
            <path d={`M${i % 3 === 1 ? 38.5 : 37} ${y} H48`} />
            <path d={`M52 ${y} H${i % 3 === 2 ? 60.5 : 63}`} />
          </g>
        ))}
      </g>
      {roller(30)}
      {roller(70)}
    </g>
  );
}

/* ---------------------------------------------------------------- yarmulke */

function Yarmulke(ctx: ArtContext) {
  const dome = 'M21 58 C21 38 34 27 50 27 C66 27 79 38 79 58 C79 64.5 66 68 50 68 C34 68 21 64.5 21 58 Z';
  return (
    <g>
      <defs>
        <radialGradient id={ctx.id('kippah')} cx="0.42" cy="0.3" r="0.85">
          <stop offset="0" stopColor="#5a9ae6" />
          <stop offset="0.6" stopColor={BLUE} />
          <stop offset="1" stopColor="#123a6e" />
        </radialGradient>
        <clipPath id={ctx.id('dome')}>
          <path d={dome} />
        </clipPath>
      </defs>
      <ellipse cx="50" cy="70" rx="27" ry="4.5" fill="#1d6b5e" opacity="0.3" />
      <path d={dome} fill={ctx.url('kippah')} />
      <g clipPath={ctx.url('dome')} fill="none">
        {/* knitted bands, circling the crown */}
        <ellipse cx="50" cy="47" rx="33" ry="17" stroke="#ffffff" strokeWidth="5.5" />
        <ellipse cx="50" cy="47" rx="33" ry="17" stroke={BLUE} strokeWidth="2.6" strokeDasharray="2.2 2.6" />
        <ellipse cx="50" cy="43" rx="19" ry="10" stroke={ctx.url('gold')} strokeWidth="3.2" />
        <ellipse cx="50" cy="43" rx="19" ry="10" stroke="#b97a14" strokeWidth="1" strokeDasharray="1 2" />
        <ellipse cx="50" cy="40.5" rx="8" ry="4.6" stroke="#ffffff" strokeWidth="2.2" />
        {/* stitch texture */}
        <ellipse cx="50" cy="47" rx="26" ry="13.5" stroke="#0f3566" strokeWidth="0.7" strokeDasharray="0.8 1.6" opacity="0.6" />
        <ellipse cx="50" cy="52" rx="40" ry="20" stroke="#0f3566" strokeWidth="0.7" strokeDasharray="0.8 1.6" opacity="0.6" />
      </g>
      <circle cx="50" cy="39.5" r="2" fill={ctx.url('gold')} />
      <path d={dome} fill="none" stroke="#0f2f57" strokeWidth="1.6" />
      <path d="M22.5 60 C30 65.5 70 65.5 77.5 60" fill="none" stroke="#0f2f57" strokeWidth="1.2" opacity="0.6" />
      <path d="M30 41 C33 35 38 31.5 44 30" fill="none" stroke="#ffffff" strokeWidth="1.8" strokeLinecap="round" opacity="0.55" />
    </g>
  );
}

/* --------------------------------------------------------------- synagogue */

function Synagogue(ctx: ArtContext) {
  return (
    <g strokeLinejoin="round">
      <defs>
        <linearGradient id={ctx.id('stone')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4dc" />
          <stop offset="1" stopColor="#ecd2a2" />
        </linearGradient>
        <linearGradient id={ctx.id('dome-fill')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b9be3" />
          <stop offset="1" stopColor={BLUE_DARK} />
        </linearGradient>
      </defs>
      {/* grass */}
      <g clipPath={ctx.url('disc-clip')}>
        <ellipse cx="50" cy="86" rx="44" ry="12" fill="#8cc56a" />
        <path d="M10 80 C30 75 70 75 90 80" fill="none" stroke="#6fae4f" strokeWidth="1.2" />
      </g>
      {/* side towers */}
      <g stroke="#8a6a3e" strokeWidth="1.2">
        <rect x="23" y="44" width="11" height="35" fill={ctx.url('stone')} />
        <rect x="66" y="44" width="11" height="35" fill={ctx.url('stone')} />
        <path d="M21.5 44.5 L28.5 33 L35.5 44.5 Z" fill={ctx.url('dome-fill')} />
        <path d="M64.5 44.5 L71.5 33 L78.5 44.5 Z" fill={ctx.url('dome-fill')} />
        {/* main hall */}
        <rect x="33" y="49" width="34" height="30" fill={ctx.url('stone')} />
        <path d="M31 50 H69 L66 45.5 H34 Z" fill="#d9b77a" />
        {/* dome */}
        <path d="M37.5 45.5 C37.5 36 43 30 50 30 C57 30 62.5 36 62.5 45.5 Z" fill={ctx.url('dome-fill')} />
      </g>
      <path d="M41.5 40 C42.5 35.5 45.5 33 48.5 32.5" fill="none" stroke="#ffffff" strokeWidth="1.4" strokeLinecap="round" opacity="0.6" />
      {/* star of David on top */}
      <path d="M50 27 V30" stroke={GOLD_EDGE} strokeWidth="1.2" />
      <g fill="none" stroke={ctx.url('gold')} strokeWidth="1.5" strokeLinejoin="round">
        <path d="M50 17.5 L54 24.4 H46 Z" />
        <path d="M50 26.7 L46 19.8 H54 Z" />
      </g>
      {/* door and windows */}
      <path d="M45 79 V68 C45 64.5 47.2 62.5 50 62.5 C52.8 62.5 55 64.5 55 68 V79 Z" fill="#9c5a2a" stroke="#5e2f0f" strokeWidth="1.1" />
      <path d="M50 63 V79" stroke="#5e2f0f" strokeWidth="0.8" />
      <g fill="#bfe0ff" stroke="#8a6a3e" strokeWidth="1">
        <path d="M37 60 V55.5 C37 53.5 38.2 52.5 39.5 52.5 C40.8 52.5 42 53.5 42 55.5 V60 Z" />
        <path d="M58 60 V55.5 C58 53.5 59.2 52.5 60.5 52.5 C61.8 52.5 63 53.5 63 55.5 V60 Z" />
        <path d="M26 58 V53.5 C26 51.8 27.2 51 28.5 51 C29.8 51 31 51.8 31 53.5 V58 Z" />
        <path d="M69 58 V53.5 C69 51.8 70.2 51 71.5 51 C72.8 51 74 51.8 74 53.5 V58 Z" />
        <path d="M37 72 V67.5 C37 65.5 38.2 64.5 39.5 64.5 C40.8 64.5 42 65.5 42 67.5 V72 Z" />
        <path d="M58 72 V67.5 C58 65.5 59.2 64.5 60.5 64.5 C61.8 64.5 63 65.5 63 67.5 V72 Z" />
      </g>
      {/* steps */}
      <rect x="42" y="78.5" width="16" height="2.4" fill="#d9b77a" stroke="#8a6a3e" strokeWidth="0.8" />
    </g>
  );
}

/* -------------------------------------------------------------------- chai */

function Chai(ctx: ArtContext) {
  // ח on the right and י on the left, as the word is read right to left.
  const chet = 'M47 28.5 H70 C74 28.5 76.5 31 76.5 35 V73 H67.5 V37.5 H56.5 V52 C56.5 62 54.5 69 51.5 73 H46 C48 68 48.5 62 48.5 52 V37.5 L46 34.5 Z';
  const yud = 'M25 28.5 H35.5 C39.5 28.5 41.5 31 41.5 34.5 V38 C41.5 44.5 38.5 49 33 51 L31.5 47.8 C33.8 46.3 34.8 44 34.8 41 V38 H28 C25.8 38 24.5 36.8 24.5 34.8 V30.5 C24.5 29.4 24.7 28.5 25 28.5 Z';
  return (
    <g strokeLinejoin="round">
      <circle cx="50" cy="50" r="26" fill={ctx.url('glow')} opacity="0.45" />
      <g transform="translate(1.6 2)" fill="#0e2f5a" opacity="0.45">
        <path d={chet} />
        <path d={yud} />
      </g>
      <g fill={ctx.url('gold')} stroke={GOLD_EDGE} strokeWidth="1.4">
        <path d={chet} />
        <path d={yud} />
      </g>
      <g fill="none" stroke="#fff6cf" strokeWidth="1.2" strokeLinecap="round" opacity="0.85">
        <path d="M49.5 30.8 H69" />
        <path d="M27 30.8 H35" />
      </g>
      <Sparkle x={30} y={66} r={4} fill="#ffffff" />
      <Sparkle x={38} y={74} r={2.2} fill="#ffe9a8" />
      <Sparkle x={71} y={21} r={2.6} fill="#ffe9a8" />
    </g>
  );
}

/* ------------------------------------------------------------------ shofar */

function Shofar(ctx: ArtContext) {
  const horn =
    'M22 71 C22 68.5 24 67 27 66.5 C40 64.5 52 58 58.5 47 C61.5 42 62.5 36.5 61 31 L78.5 26 C80.5 36 78 46 72 55 C63 68 45 74.5 27.5 74.5 C24 74.5 22 73.3 22 71 Z';
  return (
    <g strokeLinejoin="round">
      <defs>
        <linearGradient id={ctx.id('horn')} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#fff1cf" />
          <stop offset="0.45" stopColor="#e8b36c" />
          <stop offset="1" stopColor="#9c5a24" />
        </linearGradient>
        <clipPath id={ctx.id('horn-clip')}>
          <path d={horn} />
        </clipPath>
      </defs>
      <path d={horn} fill={ctx.url('horn')} stroke="#6e3a12" strokeWidth="1.6" />
      {/* ridges of the horn */}
      <g clipPath={ctx.url('horn-clip')} fill="none" stroke="#8a5426" strokeWidth="1.1" opacity="0.75">
        <path d="M37 62 C38 66 39 70 39.5 76" />
        <path d="M46 58.5 C47.5 63 49 67 50 73" />
        <path d="M54 52 C56.5 56.5 59 61 60.5 67" />
        <path d="M59 44 C62.5 47 66 51 68 58" />
        <path d="M61.5 36.5 C65.5 38.5 70 42 73 48" />
      </g>
      <path d="M29 70.5 C42 69.5 55 63 62 53" fill="none" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" opacity="0.55" />
      {/* the wide open end */}
      <ellipse cx="69.8" cy="28.5" rx="9.2" ry="3.6" transform="rotate(-16 69.8 28.5)" fill="#5a2e0c" stroke="#6e3a12" strokeWidth="1.4" />
      <ellipse cx="70.3" cy="29.2" rx="6.5" ry="1.9" transform="rotate(-16 70.3 29.2)" fill="#2f1606" />
      {/* the sound it makes */}
      <g fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round">
        <path d="M61 21.5 C63 19.5 65.5 18.5 68 18.5" />
        <path d="M56 18.5 C59 16 62 15 65.5 15" opacity="0.7" />
      </g>
      <g fill="#ffe28a">
        <circle cx="37" cy="30" r="1.6" />
        <circle cx="31" cy="40" r="1.1" />
      </g>
    </g>
  );
}

/* ----------------------------------------------------------------- dreidel */

function Dreidel(ctx: ArtContext) {
  return (
    <g strokeLinejoin="round">
      <defs>
        <linearGradient id={ctx.id('front')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5a9ae6" />
          <stop offset="1" stopColor={BLUE} />
        </linearGradient>
      </defs>
      <ellipse cx="48" cy="80" rx="12" ry="2.4" fill="#9c4a2a" opacity="0.3" />
      <g fill="none" stroke="#c2502f" strokeWidth="1.8" strokeLinecap="round" opacity="0.75">
        <path d="M22 40 C20 47 20 53 22 60" />
        <path d="M27 35 C24.5 43 24.5 53 26.5 62" />
      </g>
      <g transform="rotate(10 50 52)" stroke="#0f2f57" strokeWidth="1.3">
        {/* handle */}
        <rect x="46.5" y="18" width="7" height="15" rx="2" fill={ctx.url('gold-h')} stroke={GOLD_EDGE} />
        <ellipse cx="50" cy="18.5" rx="3.5" ry="1.4" fill="#ffe9a8" stroke={GOLD_EDGE} />
        {/* top, side and front faces */}
        <path d="M34 36 L42 31 H68 L60 36 Z" fill="#8dbdf1" />
        <path d="M60 36 L68 31 V59 L60 64 Z" fill={BLUE_DARK} />
        <path d="M34 36 H60 V64 H34 Z" fill={ctx.url('front')} />
        {/* point */}
        <path d="M34 64 H60 L47.5 82 Z" fill={ctx.url('front')} />
        <path d="M60 64 L68 59 L47.5 82 Z" fill={BLUE_DARK} />
        {/* nun */}
        <path d="M41 41.5 H50.5 C52 41.5 53 42.5 53 44 V56.5 M53 56.5 H40.5" fill="none" stroke="#ffe28a" strokeWidth="3.6" strokeLinecap="round" />
        <path d="M37 39 V60" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" opacity="0.45" />
      </g>
    </g>
  );
}

/* -------------------------------------------------------------- sufganiyah */

function Sufganiyah(ctx: ArtContext) {
  return (
    <g strokeLinejoin="round">
      <defs>
        <radialGradient id={ctx.id('dough')} cx="0.45" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#f6c46e" />
          <stop offset="0.6" stopColor="#d98a3a" />
          <stop offset="1" stopColor="#9c5220" />
        </radialGradient>
        <linearGradient id={ctx.id('jam')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0506e" />
          <stop offset="1" stopColor="#a3173f" />
        </linearGradient>
      </defs>
      {/* plate */}
      <ellipse cx="50" cy="70" rx="32" ry="8" fill="#ffffff" stroke="#8fb3dc" strokeWidth="1.3" />
      <ellipse cx="50" cy="69" rx="24" ry="5" fill="none" stroke="#d6e6f8" strokeWidth="1.2" />
      {/* doughnut */}
      <path d="M23 55 C23 40 35 32 50 32 C65 32 77 40 77 55 C77 65 65 71 50 71 C35 71 23 65 23 55 Z" fill={ctx.url('dough')} stroke="#7a3f14" strokeWidth="1.5" />
      <path d="M24.5 58.5 C30 65.5 70 65.5 75.5 58.5" fill="none" stroke="#fbe1a8" strokeWidth="4" strokeLinecap="round" />
      {/* powdered sugar */}
      <path
        d="M31 44 C33 38 40 35 47 35 C50 33.5 54 34 57 35.5 C63 35.5 68 39 69.5 43.5 C70.5 46 68 47 66 46 C64 48.5 60 48 58.5 46.5 C56 49 51 49 49 47 C46 49.5 41 49 39.5 46.5 C37 48.5 33 48 32.5 46.5 C30.5 46.8 30 45.3 31 44 Z"
        fill="#fffdf7"
        opacity="0.95"
      />
      {ctx.compact ? null : (
        <g fill="#ffffff">
          <circle cx="30" cy="50" r="0.9" />
          <circle cx="35" cy="51" r="0.7" />
          <circle cx="66" cy="51" r="0.8" />
          <circle cx="71" cy="48.5" r="0.7" />
          <circle cx="44" cy="51" r="0.7" />
          <circle cx="56" cy="51.5" r="0.8" />
        </g>
      )}
      {/* jelly on top, with a drip */}
      <path d="M43 38 C43 33 57 33 57 38 C57.5 41 55.5 42.5 53.5 42.2 C53.5 45.5 52 47 50.8 45.5 C50.5 43.5 50 42.8 48 43 C45 43 42.8 41 43 38 Z" fill={ctx.url('jam')} stroke="#7d1030" strokeWidth="1" />
      <ellipse cx="47" cy="36.5" rx="2.6" ry="1.2" fill="#ffb3c3" opacity="0.85" />
    </g>
  );
}

/* ---------------------------------------------------------- Shabbat candles */

function Candles(ctx: ArtContext) {
  const candle = (x: number) => (
    <g>
      <rect x={x - 4} y="33" width="8" height="32" rx="1.5" fill={ctx.url('wax')} stroke="#b9a98a" strokeWidth="0.9" />
      <path d={`M${x - 4} 35.5 C${x - 2} 37 ${x - 1} 36 ${x - 1.2} 39.5 C${x - 1.2} 41 ${x - 2.6} 41 ${x - 2.6} 39.5`} fill="#ffffff" stroke="#d9ceb8" strokeWidth="0.5" />
      <path d={`M${x} 33 V30.5`} stroke={INK} strokeWidth="1" />
      <Flame ctx={ctx} x={x} y={31} s={4.2} />
      {/* candlestick */}
      <path d={`M${x - 6.5} 65 H${x + 6.5} L${x + 4.5} 68.5 H${x - 4.5} Z`} fill={ctx.url('silver')} stroke="#5f6b7a" strokeWidth="0.9" />
      <rect x={x - 1.8} y="68.5" width="3.6" height="6" fill={ctx.url('silver')} stroke="#5f6b7a" strokeWidth="0.8" />
      <ellipse cx={x} cy="71" rx="2.9" ry="1.4" fill={ctx.url('silver')} stroke="#5f6b7a" strokeWidth="0.7" />
      <path d={`M${x - 7} 79 C${x - 6} 75.5 ${x - 3} 74.5 ${x} 74.5 C${x + 3} 74.5 ${x + 6} 75.5 ${x + 7} 79 Z`} fill={ctx.url('silver')} stroke="#5f6b7a" strokeWidth="0.9" />
    </g>
  );
  return (
    <g strokeLinejoin="round">
      <defs>
        <linearGradient id={ctx.id('wax')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#e9e1d2" />
          <stop offset="0.4" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d8cdb8" />
        </linearGradient>
      </defs>
      <g fill="#fff3c4">
        <Sparkle x={28} y={28} r={2.4} />
        <Sparkle x={73} y={25} r={2} />
        <circle cx="50" cy="20" r="0.9" />
        <circle cx="25" cy="47" r="0.8" />
        <circle cx="76" cy="44" r="0.9" />
      </g>
      {candle(38)}
      {candle(62)}
    </g>
  );
}

/* ---------------------------------------------------------------- fallback */

function Star(ctx: ArtContext) {
  return (
    <g strokeLinejoin="round">
      <circle cx="50" cy="50" r="20" fill={ctx.url('glow')} />
      <path
        d="M50 22 L57.8 39.6 L77 41.4 L62.6 54.2 L66.8 73 L50 63.2 L33.2 73 L37.4 54.2 L23 41.4 L42.2 39.6 Z"
        fill={ctx.url('gold')}
        stroke={GOLD_EDGE}
        strokeWidth="1.8"
      />
      <path d="M50 30 L54.5 40.8 M44 42 L35 43" fill="none" stroke="#fff6cf" strokeWidth="1.6" strokeLinecap="round" opacity="0.8" />
    </g>
  );
}

export const BADGE_ART: Record<BadgeIconType, BadgeArt> = {
  menorah: { theme: DISCS.deepBlue, draw: Menorah },
  'star-of-david': { theme: DISCS.sun, draw: StarOfDavid },
  challah: { theme: DISCS.sky, draw: Challah },
  hamsa: { theme: DISCS.mint, draw: Hamsa },
  shalom: { theme: DISCS.sky, draw: Shalom },
  'kiddush-cup': { theme: DISCS.mintDeep, draw: KiddushCup },
  'torah-scroll': { theme: DISCS.terracotta, draw: TorahScroll },
  yarmulke: { theme: DISCS.sun, draw: Yarmulke },
  synagogue: { theme: DISCS.sky, draw: Synagogue },
  chai: { theme: DISCS.deepBlue, draw: Chai },
  shofar: { theme: DISCS.mint, draw: Shofar },
  dreidel: { theme: DISCS.coral, draw: Dreidel },
  sufganiyah: { theme: DISCS.coral, draw: Sufganiyah },
  candles: { theme: DISCS.night, draw: Candles },
};

export const FALLBACK_ART: BadgeArt = { theme: DISCS.sun, draw: Star };
