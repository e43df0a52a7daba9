export interface ProgressBarProps {
  value: number;
  /** Spec core 9: the default maximum is 100. */
  max?: number;
  label: string;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
}

export function ProgressBar({ value, max = 100, label, hideLabel = false }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(safeMax, Math.max(0, value));
  const percent = (clamped / safeMax) * 100;
  return (
    <div className="progress">
      <span className={hideLabel ? 'visually-hidden' : 'progress__label'}>{label}</span>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={Math.round(clamped)}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
