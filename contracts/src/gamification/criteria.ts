/**
 * Whether a learner has earned a badge, decided from running totals the server keeps in its ledgers.
 * Pure: the same counts always give the same answer, so awarding can be retried safely.
 */
import type { Badge, BadgeCriterion } from './badge-catalogue';

/** A learner's running totals. longestStreak (not the current one) so a badge is not undone by a break. */
export interface LearnerCounts {
  chatMessages: number;
  parshaVerses: number;
  coloringPages: number;
  studyMinutes: number;
  gamesCompleted: number;
  quizzesCompleted: number;
  challengesCompleted: number;
  longestStreak: number;
  xp: number;
  level: number;
}

function measure(criterion: BadgeCriterion, counts: LearnerCounts): { current: number; target: number } {
  switch (criterion.kind) {
    case 'chat_messages': return { current: counts.chatMessages, target: criterion.count };
    case 'parsha_verses': return { current: counts.parshaVerses, target: criterion.count };
    case 'coloring_pages': return { current: counts.coloringPages, target: criterion.count };
    case 'study_minutes': return { current: counts.studyMinutes, target: criterion.count };
    case 'games_completed': return { current: counts.gamesCompleted, target: criterion.count };
    case 'quizzes_completed': return { current: counts.quizzesCompleted, target: criterion.count };
    case 'challenges_completed': return { current: counts.challengesCompleted, target: criterion.count };
    case 'streak_days': return { current: counts.longestStreak, target: criterion.count };
    case 'xp': return { current: counts.xp, target: criterion.amount };
    case 'level': return { current: counts.level, target: criterion.level };
  }
}

/** A missing or odd total (NaN, negative) counts as nothing rather than as progress. */
function clean(n: number): number {
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function criterionMet(criterion: BadgeCriterion, counts: LearnerCounts): boolean {
  const { current, target } = measure(criterion, counts);
  return clean(current) >= target;
}

/** For a progress bar: current stops at the target, so a bar never runs past full. */
export function progressToward(criterion: BadgeCriterion, counts: LearnerCounts): { current: number; target: number } {
  const { current, target } = measure(criterion, counts);
  return { current: Math.min(clean(current), target), target };
}

/**
 * The badges these counts earn that the learner does not hold yet, in catalogue order. Passing the keys
 * already earned is what makes each badge award at most once. A badge's own xpReward can cross an XP or
 * level threshold, so after crediting it the caller asks again until nothing new comes back. A premium
 * badge comes only to a Premium member.
 */
export function newlyEarned(
  catalogue: readonly Badge[],
  counts: LearnerCounts,
  alreadyEarnedKeys: Iterable<string>,
  { isPremium = false }: { isPremium?: boolean } = {},
): Badge[] {
  const held = new Set(alreadyEarnedKeys);
  return catalogue.filter((badge) => !held.has(badge.key) && mayEarn(badge, isPremium) && criterionMet(badge.criterion, counts));
}

/** Premium badges are for Premium members; every other badge is for everyone. */
export function mayEarn(badge: Pick<Badge, 'premium'>, isPremium: boolean): boolean {
  return isPremium || !badge.premium;
}
