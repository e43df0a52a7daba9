export interface Stat {
  label: string;
  value: string | number;
  testId?: string;
}

/** A row of big figures above a game (score, time, moves...). */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="game-stats">
      {stats.map((s) => (
        <div key={s.label} className="game-stats__card">
          <dt>{s.label}</dt>
          <dd data-testid={s.testId}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
