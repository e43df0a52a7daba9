import { levelProgress, type User } from '@morah/contracts';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * Sample figures from spec core 2.4, shown until badges and streaks exist on the server:
 * no badges yet, and a 7-day streak with 5 days filled.
 */
const SAMPLE_BADGES = 0;
const SAMPLE_STREAK_DAYS = 7;
const SAMPLE_STREAK_FILLED = 5;

/** The student home's side panel: real XP and level (the bar runs between level thresholds), badges, streak. */
export function ProgressPanel({ user }: { user: User }) {
  const progress = levelProgress(user.xp);
  const toNext = Math.max(0, progress.to - user.xp);
  return (
    <aside className="progress-panel" aria-label="My progress">
      <Card title="My Progress" className="progress-panel__card">
        <div className="progress-panel__figures">
          <p className="progress-panel__figure">
            <span className="progress-panel__number" data-testid="home-level">
              {user.level}
            </span>
            <span className="progress-panel__unit">Level</span>
          </p>
          <p className="progress-panel__figure">
            <span className="progress-panel__number" data-testid="home-xp">
              {user.xp}
            </span>
            <span className="progress-panel__unit">XP</span>
          </p>
        </div>
        <ProgressBar value={user.xp - progress.from} max={progress.to - progress.from} label={`Progress to level ${user.level + 1}`} hideLabel />
        <p className="progress-panel__next">
          {toNext} XP to level {user.level + 1}
        </p>
      </Card>
      <Card title="Badges" className="progress-panel__card">
        <p className="progress-panel__line">
          <Icon name="medal" />
          <span>
            <strong>{SAMPLE_BADGES}</strong> badges earned
          </span>
        </p>
      </Card>
      <Card title="Learning Streak" className="progress-panel__card">
        <p className="progress-panel__line">
          <Icon name="flame" />
          <span>
            <strong>{SAMPLE_STREAK_DAYS}</strong> days
          </span>
        </p>
        <ol className="streak-dots" aria-label={`${SAMPLE_STREAK_FILLED} of ${SAMPLE_STREAK_DAYS} days this week`}>
          {Array.from({ length: SAMPLE_STREAK_DAYS }, (_, day) => (
            <li key={day} className={day < SAMPLE_STREAK_FILLED ? 'streak-dots__day streak-dots__day--done' : 'streak-dots__day'} />
          ))}
        </ol>
      </Card>
    </aside>
  );
}
