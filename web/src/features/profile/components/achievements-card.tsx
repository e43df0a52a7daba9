import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import { Card } from '@/components/ui/card';
import { recentAchievements, useUserBadges } from '../api/get-user-badges';

/** The badge count and up to 8 'Recent Achievements', each 'Badge #{badgeId}' (spec core 2.9 and 9). */
export function AchievementsCard({ userId }: { userId: number }) {
  const badges = useUserBadges(userId);
  const all = badges.data?.userBadges ?? [];
  const recent = recentAchievements(all);
  return (
    <Card title="Achievements" className="profile-achievements">
      {badges.isPending ? (
        <p className="muted" role="status">
          Loading achievements...
        </p>
      ) : badges.isError ? (
        <p className="muted" role="status">
          We could not load your achievements right now.
        </p>
      ) : (
        <>
          <p className="profile-figure profile-figure--inline" data-testid="badge-count">
            <span className="profile-figure__number">{all.length}</span>
            <span className="profile-figure__unit">{all.length === 1 ? 'Badge earned' : 'Badges earned'}</span>
          </p>
          <h3 className="profile-achievements__title">Recent Achievements</h3>
          {recent.length === 0 ? (
            <p className="muted">No achievements yet — keep learning!</p>
          ) : (
            <ul className="profile-achievements__list" aria-label="Recent Achievements">
              {recent.map((userBadge) => (
                <li key={userBadge.id} className="profile-achievement">
                  <span aria-hidden="true" className="profile-achievement__icon">
                    <BadgeIcon type={userBadge.badge?.iconType ?? 'unknown'} size="sm" earned title={userBadge.badge?.name} />
                  </span>
                  <span className="profile-achievement__text">
                    <span className="profile-achievement__label">Badge #{userBadge.badgeId}</span>
                    {userBadge.badge?.name ? <span className="profile-achievement__name muted">{userBadge.badge.name}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
