/**
 * The catalogue header's mastery figures. A subject's mastery is the mean, over the playable games of
 * that subject and the quiz categories that teach it, of the child's best share of the top score
 * (0 for one not tried yet), so it grows as a child tries more and does better.
 */
export interface MasteryInput {
  /** Best score as a fraction 0..1 of each playable game of the subject; null when never played. */
  games: ReadonlyArray<number | null>;
  /** Best quiz score (0..100) in the subject's quiz category; null when none taken. */
  quizBest: number | null;
}

export function masteryPercent({ games, quizBest }: MasteryInput): number {
  const parts = [...games.map((g) => (g === null ? 0 : Math.min(1, Math.max(0, g)))), quizBest === null ? 0 : Math.min(100, Math.max(0, quizBest)) / 100];
  if (parts.length === 0) return 0;
  return Math.round((parts.reduce((a, b) => a + b, 0) / parts.length) * 100);
}
