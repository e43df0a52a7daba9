import { countedFromActivity, countedFromGame, countedFromQuizAttempt, isLearnersOwnMessage } from './counted';
import type { ChallengeType } from './daily-challenges';

/**
 * What one learner's ledgers hold for one local day, as the database reads them: rows alike are
 * grouped with their `count`, and nothing is judged. Which of them count toward a challenge is
 * said once, by `challengeTotals`, with the rules the learner's running totals use (`counted.ts`).
 */
export interface LearnerDayRecord {
  /** The day's messages this person sent, by sender type. */
  messages: readonly { senderType: string; count: number }[];
  /** The day's kept activities, alike by type and XP paid: how many, and their seconds together. */
  activities: readonly { activityType: string; xpAwarded: number; seconds: number; count: number }[];
  /** Games finished that day. */
  games: number;
  /** The day's quiz attempts, by whether the learner had tried that quiz before. */
  quizAttempts: readonly { learnerTriedBefore: boolean; count: number }[];
  /** Different verses read in the parsha reader that day. */
  versesRead: number;
}

const sumOf = <T extends { count: number }>(rows: readonly T[], each: (row: T) => number): number => rows.reduce((total, row) => total + each(row) * row.count, 0);

/**
 * How far a day's record goes toward each kind of daily challenge: a student's own messages, the
 * coloring pages that paid (pages past the day's cap do not), different verses read, the day's
 * study time together in whole minutes, and games finished plus quizzes tried for the first time.
 */
export function challengeTotals(day: LearnerDayRecord): Record<ChallengeType, number> {
  const studySeconds = day.activities.filter((a) => a.activityType === 'study_time').reduce((total, a) => total + a.seconds, 0);
  return {
    chat_messages: sumOf(day.messages, (m) => (isLearnersOwnMessage(m.senderType) ? 1 : 0)),
    coloring_pages: sumOf(day.activities, (a) => countedFromActivity({ activityType: a.activityType, xpAwarded: a.xpAwarded, durationSeconds: 0 }).coloringPages ?? 0),
    torah_verses: day.versesRead,
    study_time: Math.floor(studySeconds / 60),
    games_and_quizzes: day.games * (countedFromGame().gamesCompleted ?? 0) + sumOf(day.quizAttempts, (q) => countedFromQuizAttempt(q).quizzesCompleted ?? 0),
  };
}
