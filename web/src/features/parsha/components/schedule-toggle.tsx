/** Israel and the diaspora sometimes read different parshiyot on the same Shabbat. */
export function ScheduleToggle({ israel, onChange, busy }: { israel: boolean; onChange: (israel: boolean) => void; busy?: boolean }) {
  return (
    <div className="schedule-toggle" role="radiogroup" aria-label="Weekly reading schedule">
      {[
        { value: false, label: 'Outside Israel' },
        { value: true, label: 'In Israel' },
      ].map((o) => (
        <button
          key={o.label}
          type="button"
          role="radio"
          aria-checked={israel === o.value}
          disabled={busy}
          className={`pill-button${israel === o.value ? ' pill-button--on' : ''}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
