import type { StudioAvatar } from '../utils/studio-avatar';

const SKIN: Record<string, string> = { light: '#f8d9c0', 'medium-light': '#eebf98', medium: '#d8a070', 'medium-dark': '#a86d45', dark: '#6e4326' };
const HAIR: Record<string, string> = { black: '#1f1a17', brown: '#6b3f1f', blonde: '#e2bb5c', red: '#b5462a', gray: '#9a9a9a', blue: '#2f6fd6', purple: '#7b4fc4' };
const EYES: Record<string, string> = { brown: '#5a3419', blue: '#2f6fd6', green: '#2e8b57', hazel: '#8b6b2e' };
const CLOTH: Record<string, string> = { blue: '#1f5fad', red: '#c2502f', green: '#1f7a6f', purple: '#6b4fa1', white: '#f4f1ea', black: '#2b2b2b' };

function Background({ kind }: { kind: string }) {
  switch (kind) {
    case 'gradient':
      return (
        <>
          <defs>
            <linearGradient id="studio-bg" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#dbeafe" />
              <stop offset="1" stopColor="#fde68a" />
            </linearGradient>
          </defs>
          <rect width="200" height="200" fill="url(#studio-bg)" />
        </>
      );
    case 'jerusalem':
      return (
        <>
          <rect width="200" height="200" fill="#fde7c2" />
          <path d="M0 150h30v-30h20v-20h15v20h25v-25a15 15 0 0 1 30 0v25h25v-35h20v35h35v50H0z" fill="#e6c38f" />
        </>
      );
    case 'synagogue':
      return (
        <>
          <rect width="200" height="200" fill="#e9e4f5" />
          <path d="M30 200V90l70-40 70 40v110z" fill="#cdbfe8" />
          <path d="M100 62l8 14h-16zM100 86l-8-14h16z" fill="#7b5fb4" />
        </>
      );
    case 'nature':
      return (
        <>
          <rect width="200" height="200" fill="#d9f2e6" />
          <circle cx="165" cy="35" r="16" fill="#f6d365" />
          <path d="M0 160q50-40 100 0t100 0v40H0z" fill="#8fd19e" />
        </>
      );
    default:
      return <rect width="200" height="200" fill="#f1ece2" />;
  }
}

function Hair({ style, color }: { style: string; color: string }) {
  switch (style) {
    case 'short':
      return <path d="M62 88q0-42 38-42t38 42q-10-20-38-20t-38 20z" fill={color} />;
    case 'long':
      return <path d="M58 92q0-48 42-48t42 48v62q-8 4-14 0V96q-12-20-28-20t-28 20v58q-6 4-14 0z" fill={color} />;
    case 'curly':
      return (
        <g fill={color}>
          {[64, 78, 92, 108, 122, 136].map((x, i) => (
            <circle key={x} cx={x} cy={i % 2 ? 56 : 62} r="13" />
          ))}
          <circle cx="60" cy="80" r="10" />
          <circle cx="140" cy="80" r="10" />
        </g>
      );
    case 'braids':
      return (
        <g fill={color}>
          <path d="M60 90q0-44 40-44t40 44q-10-18-40-18t-40 18z" />
          <path d="M58 92h10v56h-10zM132 92h10v56h-10z" />
          <circle cx="63" cy="152" r="6" />
          <circle cx="137" cy="152" r="6" />
        </g>
      );
    case 'ponytail':
      return (
        <g fill={color}>
          <path d="M60 90q0-44 40-44t40 44q-10-18-40-18t-40 18z" />
          <path d="M138 70q26 10 18 60q-8-22-20-30z" />
        </g>
      );
    default:
      return <path d="M60 96q0-50 40-50t40 50q-4-8-10-10q-10-16-30-16t-30 16q-6 2-10 10z" fill={color} />;
  }
}

function Mouth({ expression }: { expression: string }) {
  switch (expression) {
    case 'excited':
      return <path d="M86 120q14 18 28 0z" fill="#7a2e1f" />;
    case 'calm':
      return <path d="M90 122q10 4 20 0" stroke="#7a2e1f" strokeWidth="3" fill="none" strokeLinecap="round" />;
    case 'focused':
      return <path d="M90 123h20" stroke="#7a2e1f" strokeWidth="3" strokeLinecap="round" />;
    case 'cool':
      return <path d="M90 122q12 6 22-2" stroke="#7a2e1f" strokeWidth="3" fill="none" strokeLinecap="round" />;
    default:
      return <path d="M88 118q12 12 24 0" stroke="#7a2e1f" strokeWidth="3" fill="none" strokeLinecap="round" />;
  }
}

function Eyes({ shape, color, expression }: { shape: string; color: string; expression: string }) {
  const eye = (x: number, wink: boolean) =>
    wink ? (
      <path key={x} d={`M${x - 6} 100q6 -5 12 0`} stroke="#2b2118" strokeWidth="3" fill="none" strokeLinecap="round" />
    ) : shape === 'smiling' ? (
      <path key={x} d={`M${x - 6} 101q6 -7 12 0`} stroke={color} strokeWidth="4" fill="none" strokeLinecap="round" />
    ) : (
      <ellipse key={x} cx={x} cy="100" rx={shape === 'almond' ? 7 : 5} ry={shape === 'almond' ? 4 : 5.5} fill={color} />
    );
  return <g>{[eye(86, false), eye(114, expression === 'wink')]}</g>;
}

function Clothing({ kind, color }: { kind: string; color: string }) {
  return (
    <g>
      <path d="M50 200q4-44 50-46q46 2 50 46z" fill={color} />
      {kind === 'hoodie' ? <path d="M74 160q26 16 52 0" stroke="#00000033" strokeWidth="6" fill="none" /> : null}
      {kind === 'formal' ? <path d="M100 156l-8 14 8 30 8-30z" fill="#2b2118" /> : null}
      {kind === 'traditional' ? <path d="M84 158h32v42H84z" fill="#ffffff88" /> : null}
      {kind === 'tallit' ? (
        <g>
          <path d="M60 170q40-14 80 0v12q-40-14-80 0z" fill="#fafafa" />
          <path d="M60 174q40-14 80 0" stroke="#1f5fad" strokeWidth="3" fill="none" />
        </g>
      ) : null}
    </g>
  );
}

/** The studio's character, drawn from its choices (decorative; the choices are listed in words beside it). */
export function StudioAvatarPreview({ avatar }: { avatar: StudioAvatar }) {
  const hair = HAIR[avatar.hairColor] ?? HAIR.brown!;
  const filter = avatar.style === 'sketch' ? 'grayscale(0.6) contrast(1.2)' : avatar.style === 'realistic' ? 'saturate(0.85)' : undefined;
  return (
    <svg viewBox="0 0 200 200" className={`studio-preview studio-preview--${avatar.style}`} style={filter ? { filter } : undefined} role="img" aria-label="Your avatar" shapeRendering={avatar.style === 'pixel' ? 'crispEdges' : undefined}>
      <Background kind={avatar.background} />
      <Clothing kind={avatar.clothing} color={CLOTH[avatar.clothingColor] ?? CLOTH.blue!} />
      <rect x="92" y="134" width="16" height="22" fill={SKIN[avatar.skinTone]} />
      <ellipse cx="100" cy="100" rx="38" ry="42" fill={SKIN[avatar.skinTone] ?? SKIN.medium} />
      <Hair style={avatar.hairStyle} color={hair} />
      {avatar.clothing === 'kippah' ? <path d="M80 58q20-16 40 0z" fill={CLOTH[avatar.clothingColor]} /> : null}
      <Eyes shape={avatar.eyeShape} color={EYES[avatar.eyeColor] ?? EYES.brown!} expression={avatar.expression} />
      <Mouth expression={avatar.expression} />
      {avatar.accessories.includes('glasses') || avatar.expression === 'cool' ? (
        <g stroke="#2b2118" strokeWidth="3" fill={avatar.expression === 'cool' ? '#2b2118cc' : 'none'}>
          <rect x="74" y="92" width="22" height="16" rx="6" />
          <rect x="104" y="92" width="22" height="16" rx="6" />
          <path d="M96 99h8" />
        </g>
      ) : null}
      {avatar.accessories.includes('hat') ? <path d="M58 66h84l-10-30H68zM50 66h100v8H50z" fill="#2b2118" /> : null}
      {avatar.accessories.includes('earrings') ? (
        <g fill="#f6b93b">
          <circle cx="62" cy="116" r="4" />
          <circle cx="138" cy="116" r="4" />
        </g>
      ) : null}
      {avatar.accessories.includes('necklace') ? <path d="M82 158q18 14 36 0" stroke="#f6b93b" strokeWidth="3" fill="none" /> : null}
      {avatar.accessories.includes('scarf') ? <path d="M72 150q28 12 56 0v12q-28 12-56 0z" fill="#c2502f" /> : null}
    </svg>
  );
}
