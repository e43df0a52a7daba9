/**
 * What each write adds to a learner's running totals (`LearnerCounts`, which badges are judged on).
 * Pure: the database layer asks these rules in the write's own transaction and moves the learner's
 * counters by what they answer, so what counts is said once, here, and never again in SQL.
 */
import type { LearnerCounts } from './criteria';

/** The totals that are sums of what was done (every one but the longest streak, which is a high mark). */
export type SummedTotal = Exclude<keyof LearnerCounts, 'xp' | 'level' | 'longestStreak'>;

/**
 * How one write moves a learner's totals: each summed total by an amount (negative when something
 * counted is removed), and the longest streak raised to at least `longestStreak`.
 */
export type CounterMoves = Partial<Record<SummedTotal, number>> & { longestStreak?: number };

/** A kept activity: a coloring page counts when it paid (pages past the day's cap do not), study time by whole minutes. */
export function countedFromActivity(activity: { activityType: string; xpAwarded: number; durationSeconds: number }): CounterMoves {
  if (activity.activityType === 'coloring') return activity.xpAwarded > 0 ? { coloringPages: 1 } : {};
  if (activity.activityType === 'study_time') return { studyMinutes: Math.floor(activity.durationSeconds / 60) };
  return {};
}

/** Whether a message is a learner's own (a student's), never the tutor's or a teacher's. */
export function isLearnersOwnMessage(senderType: string): boolean {
  return senderType === 'student';
}

/**
 * Messages posted (or, with `sign` -1, removed), by learner: only a student's own messages count,
 * never the tutor's or a teacher's.
 */
export function countedFromMessages(messages: readonly { senderType: string; senderId: number | null }[], sign: 1 | -1 = 1): Map<number, CounterMoves> {
  const byLearner = new Map<number, CounterMoves>();
  for (const m of messages) {
    if (!isLearnersOwnMessage(m.senderType) || m.senderId === null) continue;
    const moves = byLearner.get(m.senderId) ?? {};
    moves.chatMessages = (moves.chatMessages ?? 0) + sign;
    byLearner.set(m.senderId, moves);
  }
  return byLearner;
}

/** A finished game: every one counts. */
export function countedFromGame(): CounterMoves {
  return { gamesCompleted: 1 };
}

/** A quiz counts once, however often the learner takes it: only their first attempt adds. */
export function countedFromQuizAttempt(attempt: { learnerTriedBefore: boolean }): CounterMoves {
  return attempt.learnerTriedBefore ? {} : { quizzesCompleted: 1 };
}

type Verse = { chapter: number; verse: number };
const verseKey = (v: Verse) => `${v.chapter}:${v.verse}`;

/** A day's verse reads: a verse counts once, whichever days it is read on, so only verses never read before add. */
export function countedFromVerseReads(read: readonly Verse[], readBefore: readonly Verse[]): CounterMoves {
  const before = new Set(readBefore.map(verseKey));
  const fresh = new Set(read.map(verseKey).filter((key) => !before.has(key)));
  return fresh.size ? { parshaVerses: fresh.size } : {};
}

/** Challenges newly completed (a completion is claimed once, so each claim counts). */
export function countedFromChallenges(claimed: number): CounterMoves {
  return claimed > 0 ? { challengesCompleted: claimed } : {};
}

/** A streak's longest run: the learner's longest streak is the longest of any. */
export function countedFromStreak(streak: { longest: number }): CounterMoves {
  return { longestStreak: streak.longest };
}

/** Two moves as one (sums add; the longest streak is the higher mark). */
export function combineMoves(a: CounterMoves, b: CounterMoves): CounterMoves {
  const out: CounterMoves = { ...a };
  for (const [key, value] of Object.entries(b) as [keyof CounterMoves, number][]) {
    if (key === 'longestStreak') out.longestStreak = Math.max(out.longestStreak ?? 0, value);
    else out[key] = (out[key] ?? 0) + value;
  }
  return out;
}

/** Whether a move changes nothing (every sum 0, no streak mark above 0). */
export function movesNothing(moves: CounterMoves): boolean {
  return Object.values(moves).every((value) => !value);
}
