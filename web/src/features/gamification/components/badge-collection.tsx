import type { BadgeView, User } from '@morah/contracts';
import { useMemo, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LOGIN_URL } from '@/config/navigation';
import { useAwardBadge } from '../api/award-badge';
import { useBadges } from '../api/get-badges';
import { useUserBadges } from '../api/get-user-badges';
import { catalogueBadges } from '../utils/catalogue-badges';
import { BadgeCard } from './badge-card';
import { CategoryFilter, type CategoryChoice } from './category-filter';
import { LoadError } from '@/components/ui/load-error';

/**
 * `/badges` (spec core 2.6): the whole catalogue, earned badges in colour and the rest locked, with
 * "{n} of {total} badges earned". A visitor sees every badge still to earn and an invitation to log in;
 * a teacher or parent sees the catalogue students earn from.
 */
export function BadgeCollection({ user }: { user: User | null }) {
  const student = user?.role === 'student' ? user : null;
  const catalogue = useBadges();
  const earned = useUserBadges(student ? student.id : null);

  const intro = student
    ? 'Learn, explore and play to collect them all!'
    : user
      ? 'These are the badges students earn as they learn with Morah.'
      : 'Learn, explore and play with Morah to collect them all!';

  let body;
  if (catalogue.isPending || (student && earned.isPending)) {
    body = <PageLoader label="Loading badges..." />;
  } else if (catalogue.isError && user) {
    body = <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  } else if (student && earned.isError) {
    body = <LoadError error={earned.error} onRetry={() => void earned.refetch()} />;
  } else {
    // A visitor still sees what there is to earn when the catalogue cannot be read.
    const badges = catalogue.data?.badges ?? catalogueBadges();
    const earnedAt = new Map((earned.data?.userBadges ?? []).map((ub) => [ub.badgeId, ub.earnedAt]));
    body = <Collection badges={badges} earnedAt={earnedAt} student={student} />;
  }

  return (
    <PageShell eyebrow="Badges" title="Achievement Badges" intro={intro} wide>
      {user ? null : <SignInInvitation />}
      {body}
    </PageShell>
  );
}

interface CollectionProps {
  badges: BadgeView[];
  earnedAt: Map<number, string>;
  student: User | null;
}

function Collection({ badges, earnedAt, student }: CollectionProps) {
  const [category, setCategory] = useState<CategoryChoice>('all');
  const counts = useMemo(() => {
    const result: Record<CategoryChoice, number> = { all: badges.length, learning: 0, achievement: 0, milestone: 0, special: 0 };
    for (const badge of badges) if (badge.category in result) result[badge.category] += 1;
    return result;
  }, [badges]);

  if (badges.length === 0) {
    return <p className="empty-state">No badges to show yet. Please come back soon!</p>;
  }

  const earnedCount = badges.filter((badge) => earnedAt.has(badge.id)).length;
  const shown = category === 'all' ? badges : badges.filter((badge) => badge.category === category);

  return (
    <>
      <div className="badge-summary">
        {student ? (
          <>
            <p className="badge-summary__count" data-testid="badge-count">{`${earnedCount} of ${badges.length} badges earned`}</p>
            <ProgressBar value={earnedCount} max={badges.length} label="Badges earned" hideLabel />
          </>
        ) : (
          <p className="badge-summary__count" data-testid="badge-count">{`${badges.length} badges to earn`}</p>
        )}
      </div>
      <CategoryFilter value={category} onChange={setCategory} counts={counts} />
      {shown.length === 0 ? (
        <p className="empty-state">No badges in this group yet.</p>
      ) : (
        <BadgeGrid badges={shown} earnedAt={earnedAt} student={student} />
      )}
    </>
  );
}

function BadgeGrid({ badges, earnedAt, student }: CollectionProps) {
  const award = useAwardBadge(student?.id ?? 0);
  const checkingId = award.isPending ? award.variables : null;
  return (
    <ul className="badge-grid" aria-label="Badge collection">
      {badges.map((badge) => (
        <li key={badge.id}>
          <BadgeCard
            badge={badge}
            earnedAt={earnedAt.get(badge.id) ?? null}
            onCheck={student ? () => award.mutate(badge.id) : undefined}
            checking={checkingId === badge.id}
          />
        </li>
      ))}
    </ul>
  );
}

function SignInInvitation() {
  return (
    <section className="badge-invite" aria-labelledby="badge-invite-title">
      <h2 id="badge-invite-title" className="badge-invite__title">
        Want to collect them all?
      </h2>
      <p className="badge-invite__text">Every badge below is waiting for you. Log in, and each one you earn lights up in full color.</p>
      <a href={LOGIN_URL} className={buttonClass('primary', 'lg')}>
        Log in to start earning badges
      </a>
    </section>
  );
}
