import { describe, expect, it } from 'vitest';
import {
  combineMoves,
  countedFromActivity,
  countedFromChallenges,
  countedFromMessages,
  countedFromQuizAttempt,
  countedFromStreak,
  countedFromVerseReads,
  movesNothing,
} from './counted';

describe('what a write adds to a learner\'s totals', () => {
  it('given a coloring page that paid, then it counts; given one past the day\'s cap (paid nothing), then it does not', () => {
    expect(countedFromActivity({ activityType: 'coloring', xpAwarded: 10, durationSeconds: 0 })).toEqual({ coloringPages: 1 });
    expect(movesNothing(countedFromActivity({ activityType: 'coloring', xpAwarded: 0, durationSeconds: 0 }))).toBe(true);
  });

  it('given study time, then whole minutes count; a chat activity counts nothing of its own', () => {
    expect(countedFromActivity({ activityType: 'study_time', xpAwarded: 20, durationSeconds: 659 })).toEqual({ studyMinutes: 10 });
    expect(movesNothing(countedFromActivity({ activityType: 'study_time', xpAwarded: 0, durationSeconds: 59 }))).toBe(true);
    expect(movesNothing(countedFromActivity({ activityType: 'chat', xpAwarded: 5, durationSeconds: 0 }))).toBe(true);
  });

  it("given a batch of messages, then each student's own count, never the tutor's or a teacher's", () => {
    const moved = countedFromMessages([
      { senderType: 'student', senderId: 7 },
      { senderType: 'ai', senderId: null },
      { senderType: 'student', senderId: 7 },
      { senderType: 'teacher', senderId: 3 },
      { senderType: 'student', senderId: 8 },
    ]);
    expect(Object.fromEntries(moved)).toEqual({ 7: { chatMessages: 2 }, 8: { chatMessages: 1 } });
    expect(Object.fromEntries(countedFromMessages([{ senderType: 'student', senderId: 7 }], -1))).toEqual({ 7: { chatMessages: -1 } });
  });

  it('given a quiz taken again, then only the first attempt counts', () => {
    expect(countedFromQuizAttempt({ learnerTriedBefore: false })).toEqual({ quizzesCompleted: 1 });
    expect(movesNothing(countedFromQuizAttempt({ learnerTriedBefore: true }))).toBe(true);
  });

  it('given verses read today, then only those never read on another day count, each once', () => {
    const read = [
      { chapter: 1, verse: 1 },
      { chapter: 1, verse: 2 },
      { chapter: 1, verse: 2 },
    ];
    expect(countedFromVerseReads(read, [])).toEqual({ parshaVerses: 2 });
    expect(countedFromVerseReads(read, [{ chapter: 1, verse: 1 }])).toEqual({ parshaVerses: 1 });
    expect(movesNothing(countedFromVerseReads(read, read))).toBe(true);
  });

  it('given challenges claimed and a streak, then claims add and the streak is a high mark', () => {
    expect(countedFromChallenges(2)).toEqual({ challengesCompleted: 2 });
    expect(movesNothing(countedFromChallenges(0))).toBe(true);
    expect(combineMoves(countedFromStreak({ longest: 6 }), countedFromStreak({ longest: 4 }))).toEqual({ longestStreak: 6 });
    expect(combineMoves({ chatMessages: 2 }, { chatMessages: 1, gamesCompleted: 1 })).toEqual({ chatMessages: 3, gamesCompleted: 1 });
  });
});
