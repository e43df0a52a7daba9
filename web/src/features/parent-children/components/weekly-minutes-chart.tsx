import { DAILY_MINUTES_GOAL, type WeeklyMinutesDay } from '@morah/contracts';
import { formatDay } from '../utils/format-when';

export interface WeeklyMinutesChartProps {
  days: readonly WeeklyMinutesDay[];
  /** The parent's daily goal in minutes, drawn as a dashed line. */
  goal: number;
}

const WIDTH = 700;
const HEIGHT = 260;
const TOP = 28;
const BOTTOM = 40;
const PLOT = HEIGHT - TOP - BOTTOM;

/**
 * Minutes learned on each of the last 7 days as bars. Spec content 9: 60 minutes fills a bar; the scale
 * only grows when a day or the goal goes past it. Screen readers get the same figures as a list.
 */
export function WeeklyMinutesChart({ days, goal }: WeeklyMinutesChartProps) {
  const scale = Math.max(DAILY_MINUTES_GOAL, goal, ...days.map((d) => d.minutes));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.min(56, slot * 0.6);
  const y = (minutes: number) => TOP + PLOT - (Math.min(minutes, scale) / scale) * PLOT;
  const goalY = y(goal);

  return (
    <figure className="weekly-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="weekly-chart__svg" aria-hidden="true" focusable="false">
        <line x1="0" x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} className="weekly-chart__axis" />
        {days.map((d, i) => {
          const x = i * slot + (slot - barWidth) / 2;
          const top = y(d.minutes);
          return (
            <g key={d.day} data-day={d.day}>
              <rect x={x} y={top} width={barWidth} height={TOP + PLOT - top} rx="8" className={d.minutes >= goal ? 'weekly-chart__bar weekly-chart__bar--met' : 'weekly-chart__bar'} />
              <text x={x + barWidth / 2} y={top - 8} textAnchor="middle" className="weekly-chart__value">
                {d.minutes}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 14} textAnchor="middle" className="weekly-chart__day">
                {d.label}
              </text>
            </g>
          );
        })}
        <line x1="0" x2={WIDTH} y1={goalY} y2={goalY} className="weekly-chart__goal" data-goal={goal} />
        <text x={WIDTH - 4} y={goalY - 6} textAnchor="end" className="weekly-chart__goal-label">
          Goal {goal} min
        </text>
      </svg>
      <figcaption className="weekly-chart__caption">
        Minutes of learning each day. The dashed line is the daily goal of {goal} minutes.
      </figcaption>
      <ul className="visually-hidden" aria-label="Minutes each day">
        {days.map((d) => (
          <li key={d.day}>
            {formatDay(d.day)}: {d.minutes} {d.minutes === 1 ? 'minute' : 'minutes'}, {d.xp} XP
          </li>
        ))}
      </ul>
    </figure>
  );
}
