import { levelProgress } from '@morah/contracts';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

/** Level 1 when none is known. */
export const DEFAULT_LEVEL = 1;

/**
 * Level and XP with a bar and '{n} XP to next level'. The bar and the figure follow the one level
 * rule from contracts, as the header, the student home and the Progress page do, so all agree.
 */
export function LevelCard({ xp, level }: { xp: number; level: number | null | undefined }) {
  const shownLevel = level && level > 0 ? level : DEFAULT_LEVEL;
  const progress = levelProgress(xp);
  return (
    <Card title="Level and XP" className="profile-level">
      <div className="profile-level__figures">
        <p className="profile-figure">
          <span className="profile-figure__number">{shownLevel}</span>
          <span className="profile-figure__unit">Level</span>
        </p>
        <p className="profile-figure">
          <span className="profile-figure__number">{Math.max(0, xp)}</span>
          <span className="profile-figure__unit">XP</span>
        </p>
      </div>
      <ProgressBar value={Math.max(0, xp) - progress.from} max={progress.to - progress.from} label={`Progress to level ${shownLevel + 1}`} hideLabel />
      <p className="profile-level__next">{progress.toNext} XP to next level</p>
    </Card>
  );
}
