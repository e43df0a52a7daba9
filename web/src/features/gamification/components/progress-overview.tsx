import { levelProgress } from '@morah/contracts';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';
import { ProgressBar } from '@/components/ui/progress-bar';

export interface ProgressOverviewProps {
  xp: number;
  level: number;
  totalBadges: number;
  loginStreak: number;
  weeklyXP: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The four figure cards of spec core 2.7; Total XP carries the bar from this level's threshold to the next. */
export function ProgressOverview({ xp, level, totalBadges, loginStreak, weeklyXP }: ProgressOverviewProps) {
  const { from, to, toNext } = levelProgress(xp);
  return (
    <div className="stat-grid">
      <StatCard title="Total XP" icon="sparkle" value={xp} testId="stat-total-xp">
        <ProgressBar value={xp - from} max={to - from} label={`Progress to level ${level + 1}`} hideLabel />
        <p className="stat-card__note">
          {toNext} XP to level {level + 1}
        </p>
      </StatCard>
      <StatCard title="Badges Earned" icon="medal" value={totalBadges} testId="stat-badges" />
      <StatCard title="Login Streak" icon="flame" value={plural(loginStreak, 'day', 'days')} testId="stat-streak" />
      <StatCard title="Weekly XP" icon="chart" value={weeklyXP} testId="stat-weekly-xp" />
    </div>
  );
}

interface StatCardProps {
  title: string;
  icon: IconName;
  value: number | string;
  testId: string;
  children?: ReactNode;
}

function StatCard({ title, icon, value, testId, children }: StatCardProps) {
  return (
    <Card title={title} className="stat-card">
      <p className="stat-card__figure">
        <span className="stat-card__icon">
          <Icon name={icon} size={28} />
        </span>
        <span className="stat-card__value" data-testid={testId}>
          {value}
        </span>
      </p>
      {children}
    </Card>
  );
}
