import type { CSSProperties } from 'react';

const PIECES = 36;
const COLOURS = 6;

/** Spread the pieces evenly but not in a row: a fixed scramble, so every celebration looks alike and tests are stable. */
function piece(index: number): CSSProperties {
  const left = (index * 37) % 100;
  const delay = ((index * 7) % 10) * 0.04;
  const duration = 1.9 + ((index * 13) % 7) * 0.1;
  const drift = ((index * 29) % 41) - 20;
  const spin = 240 + ((index * 53) % 5) * 90;
  return {
    left: `${left}%`,
    animationDelay: `${delay}s`,
    animationDuration: `${duration}s`,
    '--confetti-drift': `${drift}px`,
    '--confetti-spin': `${spin}deg`,
  } as CSSProperties;
}

/** Paper confetti falling over the popup (pure CSS; still for those who asked for less motion). */
export function Confetti() {
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, index) => (
        <span key={index} className={`confetti__piece confetti__piece--${index % COLOURS}`} style={piece(index)} />
      ))}
    </div>
  );
}
