import type { TutorMood } from '../utils/tutor-mood';

const MOOD_WORDS: Record<TutorMood, string> = {
  thinking: 'thinking',
  happy: 'happy',
  excited: 'excited',
  wise: 'wise',
};

export interface MorahFaceProps {
  mood: TutorMood;
  size?: number;
  /** The big face in the tutor panel moves with its mood; small ones beside messages stay still. */
  animated?: boolean;
  /** Announce the mood (the tutor panel); otherwise the face is decoration. */
  labelled?: boolean;
}

/** Morah AI's face: a warm sun-coloured circle whose eyes and mouth show the mood. */
export function MorahFace({ mood, size = 96, animated = false, labelled = false }: MorahFaceProps) {
  const a11y = labelled ? { role: 'img', 'aria-label': `Morah AI is ${MOOD_WORDS[mood]}` } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={['morah-face', `morah-face--${mood}`, animated ? 'morah-face--animated' : ''].filter(Boolean).join(' ')}
      data-mood={mood}
      {...a11y}
    >
      <circle cx="50" cy="52" r="40" fill="#ffd56b" stroke="#e9a92a" strokeWidth="3" />
      <path d="M22 34 C28 14 72 14 78 34 C66 26 34 26 22 34 Z" fill="#1f5fad" opacity="0.9" />
      <g className="morah-face__features" fill="none" stroke="#3b2a1e" strokeWidth="3.2" strokeLinecap="round">
        <Features mood={mood} />
      </g>
      <g fill="#f29b9b" opacity="0.6">
        <ellipse cx="29" cy="62" rx="6" ry="3.5" />
        <ellipse cx="71" cy="62" rx="6" ry="3.5" />
      </g>
      {mood === 'thinking' ? (
        <g className="morah-face__dots" fill="#1f5fad">
          <circle cx="80" cy="14" r="3.5" />
          <circle cx="89" cy="8" r="2.5" />
          <circle cx="95" cy="3" r="1.8" />
        </g>
      ) : null}
      {mood === 'excited' ? (
        <g className="morah-face__sparkles" fill="#f6b93b" stroke="none">
          <path d="M10 20l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
          <path d="M88 22l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" />
        </g>
      ) : null}
    </svg>
  );
}

function Features({ mood }: { mood: TutorMood }) {
  switch (mood) {
    case 'thinking':
      return (
        <>
          <circle cx="40" cy="46" r="3" fill="#3b2a1e" stroke="none" />
          <circle cx="62" cy="44" r="3" fill="#3b2a1e" stroke="none" />
          <path d="M34 37 L44 36" />
          <path d="M57 34 Q62 31 67 34" />
          <path d="M42 68 Q50 66 58 69" />
        </>
      );
    case 'excited':
      return (
        <>
          <circle cx="38" cy="46" r="5" fill="#3b2a1e" stroke="none" />
          <circle cx="62" cy="46" r="5" fill="#3b2a1e" stroke="none" />
          <circle cx="39.5" cy="44.5" r="1.6" fill="#fff" stroke="none" />
          <circle cx="63.5" cy="44.5" r="1.6" fill="#fff" stroke="none" />
          <path d="M36 62 Q50 80 64 62 Z" fill="#c2502f" />
        </>
      );
    case 'wise':
      return (
        <>
          <circle cx="38" cy="47" r="8" strokeWidth="2.4" />
          <circle cx="62" cy="47" r="8" strokeWidth="2.4" />
          <path d="M46 47 L54 47" strokeWidth="2.4" />
          <path d="M34 48 Q38 51 42 48" />
          <path d="M58 48 Q62 51 66 48" />
          <path d="M40 66 Q50 72 60 66" />
        </>
      );
    case 'happy':
      return (
        <>
          <circle cx="38" cy="46" r="3.6" fill="#3b2a1e" stroke="none" />
          <circle cx="62" cy="46" r="3.6" fill="#3b2a1e" stroke="none" />
          <path d="M36 62 Q50 74 64 62" />
        </>
      );
  }
}
