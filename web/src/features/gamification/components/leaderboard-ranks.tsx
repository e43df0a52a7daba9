import { UNRANKED } from '@morah/contracts';
import { Card } from '@/components/ui/card';

function rankText(rank: number): string {
  return rank >= UNRANKED || rank < 1 ? 'Not ranked yet' : `#${rank}`;
}

/** Spec core 2.7: the weekly XP and badge collection ranks, which are among classmates only. */
export function LeaderboardRanks({ weeklyXP, badgeCount }: { weeklyXP: number; badgeCount: number }) {
  return (
    <Card title="Leaderboard Rankings" className="ranks">
      <dl className="ranks__list">
        <div className="ranks__item">
          <dt className="ranks__label">Weekly XP Rank</dt>
          <dd className="ranks__value" data-testid="rank-weekly-xp">
            {rankText(weeklyXP)}
          </dd>
        </div>
        <div className="ranks__item">
          <dt className="ranks__label">Badge Collection Rank</dt>
          <dd className="ranks__value" data-testid="rank-badges">
            {rankText(badgeCount)}
          </dd>
        </div>
      </dl>
      <p className="ranks__note">
        Ranks compare you with your classmates only. &lsquo;Not ranked yet&rsquo; means there is nothing to count yet this week, or you
        have not joined a class.
      </p>
    </Card>
  );
}
