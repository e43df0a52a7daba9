import { BADGE_CATALOGUE, type BadgeCategory, type User } from '@morah/contracts';
import { BadgeIcon, BADGE_ICON_TYPES, BADGE_DISPLAY_NAMES } from '@/components/badge-icon/badge-icon';
import { PageShell } from '@/components/ui/page-shell';
import { useUser } from '@/lib/auth';
import { useMyBadgeFigures } from '../api/get-my-badges';
import { MarketingLink } from './marketing-link';
import '../marketing.css';

/** The spec's sample figures for the gallery (learning-content 2): shown, marked 'Sample', when there are no real ones. */
const SAMPLE = { badges: 14, percent: 87, lessons: 25 } as const;

const CATEGORY_TEXT: Record<BadgeCategory, string> = {
  learning: 'Talking with Morah and reading the parsha.',
  achievement: 'Pages colored, games and quizzes finished, challenges met.',
  milestone: 'XP and levels reached.',
  special: 'Streaks, and the badges premium members can earn.',
};

/** Chosen route: `/badge-showcase`. A gallery of every badge design, earned and not yet earned. */
export function BadgeShowcasePage() {
  const { user } = useUser();
  return (
    <PageShell eyebrow="Badge Showcase" title="Morah!" documentTitle="Badge Showcase" intro="Every badge a learner can earn, and how each one looks before and after." wide>
      <Figures user={user} />

      <section aria-labelledby="gallery-all" className="marketing-section">
        <h2 id="gallery-all">The fourteen designs</h2>
        <ul className="badge-gallery">
          {BADGE_ICON_TYPES.map((type) => (
            <li key={type} className="badge-gallery__item">
              <div className="badge-gallery__pair">
                <BadgeIcon type={type} size="md" earned />
                <BadgeIcon type={type} size="md" />
              </div>
              <p className="badge-gallery__name">{BADGE_DISPLAY_NAMES[type]}</p>
              <p className="badge-gallery__hint">earned · not yet</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="gallery-evolution" className="marketing-section">
        <h2 id="gallery-evolution">How a badge grows</h2>
        <p className="muted">A badge waits grey and locked, then shines in full colour the moment it is earned.</p>
        <ol className="badge-evolution">
          <li>
            <BadgeIcon type="menorah" size="sm" />
            <span>Small, locked</span>
          </li>
          <li>
            <BadgeIcon type="menorah" size="md" />
            <span>Not yet earned</span>
          </li>
          <li>
            <BadgeIcon type="menorah" size="md" earned />
            <span>Earned</span>
          </li>
          <li>
            <BadgeIcon type="menorah" size="lg" earned />
            <span>Celebrated</span>
          </li>
        </ol>
      </section>

      <section aria-labelledby="gallery-categories" className="marketing-section">
        <h2 id="gallery-categories">Categories</h2>
        <div className="marketing-grid">
          {(Object.keys(CATEGORY_TEXT) as BadgeCategory[]).map((category) => {
            const badges = BADGE_CATALOGUE.filter((badge) => badge.category === category);
            return (
              <section key={category} className="marketing-tile" aria-labelledby={`category-${category}`}>
                <h3 id={`category-${category}`} className="badge-category__title">
                  {category}
                </h3>
                <p className="muted">{CATEGORY_TEXT[category]}</p>
                <ul className="badge-category__list">
                  {badges.map((badge) => (
                    <li key={badge.key}>
                      <BadgeIcon type={badge.iconType} size="sm" earned title={badge.name} />
                      <span>{badge.name}</span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <p className="marketing-actions">
          <MarketingLink to="/badges" variant="primary">
            See the badge collection
          </MarketingLink>
        </p>
      </section>
    </PageShell>
  );
}

function Figures({ user }: { user: User | null }) {
  const isStudent = user?.role === 'student';
  const mine = useMyBadgeFigures(isStudent);
  if (isStudent && mine.data) {
    const earned = mine.data.totalBadges;
    const percent = Math.round((earned / BADGE_CATALOGUE.length) * 100);
    return (
      <dl className="marketing-figures" aria-label="Your badges">
        <Figure value={String(earned)} label={earned === 1 ? 'badge earned' : 'badges earned'} />
        <Figure value={`${percent}%`} label="of the collection" />
        <Figure value={String(mine.data.loginStreak)} label="day streak" />
      </dl>
    );
  }
  return (
    <div className="marketing-figures-wrap">
      <p className="marketing-sample">Sample</p>
      <dl className="marketing-figures" aria-label="Sample figures">
        <Figure value={String(SAMPLE.badges)} label="badges" />
        <Figure value={`${SAMPLE.percent}%`} label="complete" />
        <Figure value={String(SAMPLE.lessons)} label="lessons" />
      </dl>
    </div>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="marketing-figures__item">
      <dt className="marketing-figures__label">{label}</dt>
      <dd className="marketing-figures__value">{value}</dd>
    </div>
  );
}
