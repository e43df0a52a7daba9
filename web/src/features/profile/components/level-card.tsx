import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

/** Spec core 9: 100 XP per bar, so the bar holds XP modulo 100; level 1 when none is known. */
export const XP_PER_BAR = 100;
export const DEFAULT_LEVEL = 1;

export function xpBar(xp: number): { inBar: number; toNext: number } {
  const safe = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const inBar = safe % XP_PER_BAR;
  return { inBar, toNext: XP_PER_BAR - inBar };
}

/** Level and XP with the profile's bar and '{n} XP to next level'. */
export function LevelCard({ xp, level }: { xp: number; level: number | null | undefined }) {
  const shownLevel = level && level > 0 ? level : DEFAULT_LEVEL;
  const { inBar, toNext } = xpBar(xp);
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
      <ProgressBar value={inBar} max={XP_PER_BAR} label="XP in this bar" hideLabel />
      <p className="profile-level__next">{toNext} XP to next level</p>
    </Card>
  );
}
