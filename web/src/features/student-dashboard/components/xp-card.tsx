import { levelProgress } from '@morah/contracts';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import '../student-home.css';

/** Level and XP with a bar from this level's threshold to the next (spec core 9). */
export function XpCard({ xp, level }: { xp: number; level: number }) {
  const progress = levelProgress(xp);
  return (
    <Card title="My Progress" className="xp-card">
      <div className="xp-card__figures">
        <p className="xp-card__figure">
          <span className="xp-card__number">{level}</span>
          <span className="xp-card__unit">Level</span>
        </p>
        <p className="xp-card__figure">
          <span className="xp-card__number">{xp}</span>
          <span className="xp-card__unit">XP</span>
        </p>
      </div>
      <ProgressBar value={xp - progress.from} max={progress.to - progress.from} label={`Progress to level ${level + 1}`} hideLabel />
      <p className="xp-card__next">{progress.toNext} XP to next level</p>
    </Card>
  );
}
