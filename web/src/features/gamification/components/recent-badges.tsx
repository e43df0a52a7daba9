import type { UserBadgeView } from '@morah/contracts';
import { Link } from 'react-router-dom';
import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import { Card } from '@/components/ui/card';

/** Spec core 9: Recent Badges shows 6. */
export const RECENT_BADGES_SHOWN = 6;

/** The newest badges earned (the list comes newest first). */
export function RecentBadges({ userBadges }: { userBadges: UserBadgeView[] }) {
  const recent = userBadges.slice(0, RECENT_BADGES_SHOWN);
  return (
    <Card
      title="Recent Badges"
      className="recent-badges"
      actions={
        <Link to="/badges" className="recent-badges__all">
          See all badges
        </Link>
      }
    >
      {recent.length === 0 ? (
        <p className="empty-state">No badges yet. Keep learning and your first one will shine here!</p>
      ) : (
        <ul className="recent-badges__list">
          {recent.map((userBadge) => (
            <li key={userBadge.id} className="recent-badges__item">
              <BadgeIcon type={userBadge.badge.iconType} size="md" earned title={userBadge.badge.name} />
              <span className="recent-badges__name">{userBadge.badge.name}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
