import { useEffect, useId, useRef, useState } from 'react';
import { BadgeIcon } from '@/components/badge-icon/badge-icon';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import type { Celebration } from '../stores/celebration-store';
import { notifyLevelUp } from '../utils/progress-notices';
import { prefersReducedMotion } from '../utils/reduced-motion';
import { Confetti } from './confetti';
import '@/features/gamification/gamification.css';

/** Spec core 9: confetti for 3 seconds; the popup closes itself after 8. */
export const CONFETTI_MS = 3000;
export const CELEBRATION_AUTO_CLOSE_MS = 8000;

export interface BadgeCelebrationProps {
  celebration: Celebration;
  onClose: () => void;
}

/**
 * The badge-earned popup (spec core 4): the badge large, its name and tagline, the XP it gave, and
 * confetti. A new level also gets the 'Level Up!' toast. Escape, the close button or 'Awesome!' close it.
 */
export function BadgeCelebration({ celebration, onClose }: BadgeCelebrationProps) {
  const { badge, xpGained, newLevel } = celebration;
  const kickerId = useId();
  const nameId = useId();
  const [confetti, setConfetti] = useState(() => !prefersReducedMotion());
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const stopConfetti = window.setTimeout(() => setConfetti(false), CONFETTI_MS);
    const autoClose = window.setTimeout(() => onCloseRef.current(), CELEBRATION_AUTO_CLOSE_MS);
    return () => {
      window.clearTimeout(stopConfetti);
      window.clearTimeout(autoClose);
    };
  }, []);

  useEffect(() => {
    if (newLevel !== null) notifyLevelUp(newLevel);
  }, [newLevel]);

  return (
    <Modal labelledBy={`${kickerId} ${nameId}`} onClose={onClose} className="celebration">
      {confetti ? <Confetti /> : null}
      <button type="button" className="celebration__close" aria-label="Close" onClick={onClose}>
        <Icon name="close" size={24} />
      </button>
      <p id={kickerId} className="celebration__kicker">
        You earned a badge!
      </p>
      <div className="celebration__badge">
        <BadgeIcon type={badge.iconType} size="lg" earned title={badge.name} />
      </div>
      <h2 id={nameId} className="celebration__name">
        {badge.name}
      </h2>
      <p className="celebration__tagline">{badge.tagline}</p>
      {xpGained > 0 ? <p className="celebration__xp">+{xpGained} XP</p> : null}
      <Button size="lg" className="celebration__ok" data-autofocus onClick={onClose}>
        Awesome!
      </Button>
    </Modal>
  );
}
