/**
 * A learner's place on a leaderboard (weekly XP, badge count). Competition ranking ("1, 2, 2, 4"): a tie
 * shares the better place and the next learner's place counts everyone ahead, so a rank always means
 * "how many are ahead of me, plus one". Someone with nothing yet is unranked rather than last.
 */

/** The spec's default rank, shown when a learner is not on the board. */
export const UNRANKED = 999;

export interface LeaderboardEntry {
  userId: number | string;
  value: number;
}

/** 1-based rank; UNRANKED when the user is absent or has no score (0, negative or not a number). One entry per user. */
export function rankOf(userId: number | string, entries: readonly LeaderboardEntry[]): number {
  const mine = entries.find((e) => e.userId === userId);
  if (!mine || !(mine.value > 0)) return UNRANKED;
  const ahead = entries.filter((e) => e.value > mine.value).length;
  return ahead + 1;
}
