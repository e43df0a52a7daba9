import type { BadgeView } from '@morah/contracts';
import { useId } from 'react';
import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import { Button } from '@/components/ui/button';
import { formatEarnedDate, rarityLabel, tierLabel } from '../utils/badge-labels';

export interface BadgeCardProps {
  badge: BadgeView;
  /** When it was earned (ISO), or null while not earned yet. */
  earnedAt: string | null;
  /** Offered to a student for a badge not earned yet: asks the server whether it is earned now. */
  onCheck?: () => void;
  checking?: boolean;
}

/** One badge of the collection: in colour when earned, grey and locked until then. */
export function BadgeCard({ badge, earnedAt, onCheck, checking = false }: BadgeCardProps) {
  const nameId = useId();
  const earned = earnedAt !== null;
  const earnedOn = earnedAt ? formatEarnedDate(earnedAt) : null;
  const rarity = rarityLabel(badge.rarity);
  return (
    <article
      className={earned ? 'badge-card badge-card--earned' : 'badge-card'}
      aria-labelledby={nameId}
      data-earned={earned ? 'true' : 'false'}
      data-badge-id={badge.id}
    >
      <BadgeIcon type={badge.iconType} size="md" earned={earned} title={badge.name} className="badge-card__icon" />
      <h3 id={nameId} className="badge-card__name">
        {badge.name}
      </h3>
      <p className="badge-card__tagline">{badge.tagline}</p>
      <p className="badge-card__criteria">
        <span className="visually-hidden">How to earn it: </span>
        {badge.criteria}
      </p>
      <p className="badge-card__meta">
        <span className="badge-chip badge-chip--tier">
          <span aria-hidden="true">{tierLabel(badge.tier)}</span>
          <span className="visually-hidden">Tier {badge.tier}</span>
        </span>
        <span className={`badge-chip badge-chip--${rarity.toLowerCase()}`}>{rarity}</span>
        {badge.xpReward > 0 ? <span className="badge-chip badge-chip--xp">+{badge.xpReward} XP</span> : null}
      </p>
      <p className={earned ? 'badge-card__status badge-card__status--earned' : 'badge-card__status'}>
        {earned ? (earnedOn ? `Earned on ${earnedOn}` : 'Earned') : 'Not earned yet'}
      </p>
      {!earned && onCheck ? (
        <Button variant="secondary" className="badge-card__check" loading={checking} onClick={onCheck} aria-label={`Did I earn ${badge.name}?`}>
          {checking ? 'Checking...' : 'Did I earn it?'}
        </Button>
      ) : null}
    </article>
  );
}
