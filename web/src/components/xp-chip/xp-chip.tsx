export interface XpChipProps {
  xp: number;
  level: number;
}

/** The live XP and level figures of the top bar. Keyed on XP so each gain replays a small bump. */
export function XpChip({ xp, level }: XpChipProps) {
  return (
    <p className="xp-chip" aria-live="polite" aria-atomic="true">
      <span className="xp-chip__part" key={xp}>
        <svg className="xp-chip__star" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" fill="currentColor" />
        </svg>
        <span data-testid="xp-value" className="xp-chip__value">
          {xp}
        </span>{' '}
        XP
      </span>
      <span className="xp-chip__divider" aria-hidden="true" />
      <span className="xp-chip__part">
        Level{' '}
        <span data-testid="level-value" className="xp-chip__value">
          {level}
        </span>
      </span>
    </p>
  );
}
