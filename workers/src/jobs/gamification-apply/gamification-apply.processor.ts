import type { Processor, WorkerDeps } from '../../processor';
import { judgeProgress } from './judge-progress';

/**
 * After something a learner did that may finish a challenge or earn a badge without an XP grant of
 * its own (an activity past its cap, a streak check-in, verses read, premium): today's challenges and
 * the badges their totals earn (see `judgeProgress`; `xp.award` judges in its own job). Idempotent, so
 * a retry or a duplicate job is harmless.
 */
export function gamificationApplyProcessor(deps: WorkerDeps): Processor<'gamification.apply'> {
  return ({ userId }) => judgeProgress(deps, userId);
}
