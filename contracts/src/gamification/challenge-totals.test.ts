import { describe, expect, it } from 'vitest';
import { challengeTotals, type LearnerDayRecord } from './challenge-totals';

const quietDay: LearnerDayRecord = { messages: [], activities: [], games: 0, quizAttempts: [], versesRead: 0 };

describe("how far a learner's day goes toward the daily challenges", () => {
  it('given a day with nothing done, then every challenge stands at 0', () => {
    expect(challengeTotals(quietDay)).toEqual({ chat_messages: 0, coloring_pages: 0, torah_verses: 0, study_time: 0, games_and_quizzes: 0 });
  });

  it("given the student's messages beside the tutor's and a teacher's, then only the student's own count", () => {
    const day = { ...quietDay, messages: [{ senderType: 'student', count: 4 }, { senderType: 'ai', count: 4 }, { senderType: 'teacher', count: 2 }] };
    expect(challengeTotals(day).chat_messages).toBe(4);
  });

  it("given coloring pages past the day's cap (they paid nothing), then only the pages that paid count", () => {
    const day = { ...quietDay, activities: [{ activityType: 'coloring', xpAwarded: 10, seconds: 0, count: 3 }, { activityType: 'coloring', xpAwarded: 0, seconds: 0, count: 5 }] };
    expect(challengeTotals(day).coloring_pages).toBe(3);
  });

  it("given study time in pieces, then the day's minutes are counted together, whole minutes only", () => {
    // 5 min 30 s, twice: 11 whole minutes together (each piece alone would be 5).
    const day = { ...quietDay, activities: [{ activityType: 'study_time', xpAwarded: 10, seconds: 660, count: 2 }, { activityType: 'chat', xpAwarded: 5, seconds: 0, count: 9 }] };
    expect(challengeTotals(day)).toMatchObject({ study_time: 11, coloring_pages: 0 });
    expect(challengeTotals({ ...quietDay, activities: [{ activityType: 'study_time', xpAwarded: 0, seconds: 59, count: 1 }] }).study_time).toBe(0);
  });

  it('given games finished and quizzes taken again, then each game counts and each quiz only on its first try', () => {
    const day = { ...quietDay, games: 2, quizAttempts: [{ learnerTriedBefore: false, count: 1 }, { learnerTriedBefore: true, count: 3 }] };
    expect(challengeTotals(day).games_and_quizzes).toBe(3);
  });

  it('given verses read, then each different verse counts', () => {
    expect(challengeTotals({ ...quietDay, versesRead: 7 }).torah_verses).toBe(7);
  });
});
