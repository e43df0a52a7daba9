import { type GamificationDashboard, levelProgress, type User } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { ProgressBar } from '@/components/ui/progress-bar';

/** The streak shows as a week of dots: the current streak fills them, seven at most. */
const WEEK = 7;

/**
 * The student home's side panel: real XP and level (the bar runs between level thresholds), and the
 * badge count and check-in streak from the gamification dashboard (live notices refresh it).
 */
export function ProgressPanel({ user }: { user: User }) {
  const dashboard = useQuery<GamificationDashboard>({ queryKey: ['/api/gamification/dashboard'] });
  const badges = dashboard.data?.totalBadges;
  const streak = dashboard.data?.loginStreak ?? 0;
  const filled = Math.min(streak, WEEK);
  const progress = levelProgress(user.xp);
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
          {progress.toNext} XP to level {user.level + 1}
        </p>
      </Card>
      <Card title="Badges" className="progress-panel__card">
        <p className="progress-panel__line">
          <Icon name="medal" />
          <span>
            <strong data-testid="home-badges">{badges ?? '…'}</strong> {badges === 1 ? 'badge' : 'badges'} earned
          </span>
        </p>
      </Card>
      <Card title="Learning Streak" className="progress-panel__card">
        <p className="progress-panel__line">
          <Icon name="flame" />
          <span>
            <strong data-testid="home-streak">{dashboard.data ? streak : '…'}</strong> {streak === 1 ? 'day' : 'days'}
          </span>
        </p>
        <ol className="streak-dots" aria-label={`${filled} of ${WEEK} days`}>
          {Array.from({ length: WEEK }, (_, day) => (
            <li key={day} className={day < filled ? 'streak-dots__day streak-dots__day--done' : 'streak-dots__day'} />
          ))}
        </ol>
        {dashboard.data && streak === 0 ? <p className="progress-panel__hint">Check in on the Rewards page to start a streak!</p> : null}
      </Card>
    </aside>
  );
}
