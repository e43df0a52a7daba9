import { displayRarity } from '@morah/contracts';
import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useUser } from '@/lib/auth';
import { useCatalogue, useLearnerBadges } from '../api/showcase-queries';

/** Achievement Badges: the real catalogue; a signed-in student sees which ones they hold. */
export function BadgesDemo() {
  const { user } = useUser();
  const catalogue = useCatalogue();
  const mine = useLearnerBadges(user?.role === 'student' ? user.id : null);
  if (catalogue.isPending) return <PageLoader />;
  if (catalogue.isError) return <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  const held = new Set((mine.data?.userBadges ?? []).map((b) => b.badgeId));
  const badges = catalogue.data.badges;
  return (
    <div>
      <p className="muted">
        {user?.role === 'student'
          ? `You hold ${held.size} of ${badges.length} badges. Each one is earned by learning, and none is ever taken away.`
          : `${badges.length} badges, each earned by learning: asking Morah, reading, coloring, playing and keeping a streak.`}
      </p>
      <ul className="showcase-badges">
        {badges.map((badge) => {
          const earned = held.has(badge.id);
          return (
            <li key={badge.id} className={earned ? 'showcase-badge showcase-badge--earned' : 'showcase-badge'}>
              <BadgeIcon type={badge.iconType} size="md" earned={earned} title={badge.name} />
              <p className="showcase-badge__name">{badge.name}</p>
              <p className="showcase-badge__meta">
                T{badge.tier} · {displayRarity(badge.rarity)} {badge.premium ? <span className="showcase-badge__premium">Premium</span> : null}
              </p>
              <p className="showcase-badge__how">{earned ? 'Earned!' : badge.criteria}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
