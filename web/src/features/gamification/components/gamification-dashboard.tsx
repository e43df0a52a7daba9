import type { User } from '@morah/contracts';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { useGamificationDashboard } from '../api/get-dashboard';
import { DailyChallenges } from './daily-challenges';
import { LeaderboardRanks } from './leaderboard-ranks';
import { ProgressOverview } from './progress-overview';
import { QuickActions } from './quick-actions';
import { RecentBadges } from './recent-badges';
import { LoadError } from '@/components/ui/load-error';

/**
 * `/gamification` (spec core 2.7) from the student's real figures. XP and level also follow the
 * live figures of the signed-in user, so they move while the page is open.
 */
export function GamificationDashboardPage({ user }: { user: User }) {
  const isStudent = user.role === 'student';
  const dashboard = useGamificationDashboard({ enabled: isStudent });

  if (!isStudent) {
    return (
      <PageShell eyebrow="Rewards" title="Learning Progress">
        <p className="empty-state">
          Learning Progress is where students see their XP, badges, streaks and challenges. <Link to="/">Back to your dashboard</Link>
        </p>
      </PageShell>
    );
  }

  if (dashboard.isPending) {
    return (
      <PageShell eyebrow="Rewards" title="Learning Progress">
        <PageLoader label="Loading your progress..." />
      </PageShell>
    );
  }

  if (dashboard.isError) {
    return (
      <PageShell eyebrow="Rewards" title="Learning Progress">
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </PageShell>
    );
  }

  const data = dashboard.data;
  const xp = Math.max(data.xp, user.xp);
  const level = Math.max(data.level, user.level);

  return (
    <PageShell
      eyebrow="Rewards"
      title="Learning Progress"
      wide
      intro={
        <span className="progress-header">
          <span className="progress-header__chip" data-testid="header-level">
            Level {level}
          </span>
          <span className="progress-header__chip" data-testid="header-xp">
            {xp} XP
          </span>
        </span>
      }
    >
      <div className="gamification">
        <ProgressOverview xp={xp} level={level} totalBadges={data.totalBadges} loginStreak={data.loginStreak} weeklyXP={data.weeklyXP} />
        <div className="gamification__columns">
          <DailyChallenges challenges={data.dailyChallenges} />
          <div className="gamification__side">
            <RecentBadges userBadges={data.userBadges} />
            <LeaderboardRanks weeklyXP={data.leaderboardRank.weeklyXP} badgeCount={data.leaderboardRank.badgeCount} />
          </div>
        </div>
        <QuickActions userId={user.id} />
      </div>
    </PageShell>
  );
}
