/**
 * Games played in rounds of "pick, submit, see why" (logic and sequence puzzles, Parsha Pattern
 * Detective, Kosher Kitchen Logic): points per correct round by difficulty, less 5 when the hint was used.
 */
export type PuzzleDifficulty = 'Easy' | 'Medium' | 'Hard';

export const HINT_PENALTY = 5;
export const LOGIC_POINTS: Record<PuzzleDifficulty, number> = { Hard: 50, Medium: 30, Easy: 20 };
export const SEQUENCE_POINTS: Record<PuzzleDifficulty, number> = { Hard: 40, Medium: 25, Easy: 15 };
/** Parsha Pattern Detective: eight rounds, every one worth the same. */
export const PATTERN_ROUNDS = 8;
export const PATTERN_POINTS = 20;
export const KOSHER_POINTS = 10;

export interface RoundOutcome {
  correct: boolean;
  hintUsed: boolean;
}

export function roundPoints(base: number, outcome: RoundOutcome): number {
  if (!outcome.correct) return 0;
  return Math.max(0, base - (outcome.hintUsed ? HINT_PENALTY : 0));
}

/** The score of a whole game, given each round's base points in play order. */
export function roundsScore(bases: readonly number[], outcomes: readonly RoundOutcome[]): number {
  return outcomes.reduce((sum, outcome, i) => sum + roundPoints(bases[i] ?? 0, outcome), 0);
}

function byRatio(correct: number, total: number, messages: readonly [string, string, string, string]): string {
  const ratio = total > 0 ? correct / total : 0;
  if (ratio >= 0.9) return messages[0];
  if (ratio >= 0.75) return messages[1];
  if (ratio >= 0.6) return messages[2];
  return messages[3];
}

export const logicMessage = (correct: number, total: number) => byRatio(correct, total, ['Talmid Chacham!', 'Excellent Reasoning!', 'Good Logic!', 'Keep Studying!']);
export const sequenceMessage = (correct: number, total: number) => byRatio(correct, total, ['Sequence Master!', 'Pattern Expert!', 'Good Logic!', 'Keep Practicing!']);
export const patternMessage = (correct: number, total: number) => byRatio(correct, total, ['Master Detective!', 'Sharp Eyes!', 'Good Detective Work!', 'Keep Investigating!']);
export const kosherMessage = (correct: number, total: number) => byRatio(correct, total, ['Kosher Kitchen Chef!', 'Super Sorter!', 'Good Sorting!', 'Keep Cooking!']);

/** Shabbat Scene Puzzle (spec 4, 9): a piece snaps when dropped under 30 px from its target on both axes. */
export const SNAP_TOLERANCE_PX = 30;
export const SCENE_POINTS: Record<PuzzleDifficulty, number> = { Easy: 50, Medium: 75, Hard: 100 };

export function snapsIntoPlace(drop: { x: number; y: number }, target: { x: number; y: number }): boolean {
  return Math.abs(drop.x - target.x) < SNAP_TOLERANCE_PX && Math.abs(drop.y - target.y) < SNAP_TOLERANCE_PX;
}
