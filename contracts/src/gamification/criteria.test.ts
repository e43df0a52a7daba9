import { describe, expect, it } from 'vitest';
import { BADGE_CATALOGUE } from './badge-catalogue';
import { criterionMet, newlyEarned, progressToward, type LearnerCounts } from './criteria';

const nothingYet: LearnerCounts = {
  chatMessages: 0,
  parshaVerses: 0,
  coloringPages: 0,
  studyMinutes: 0,
  gamesCompleted: 0,
  quizzesCompleted: 0,
  challengesCompleted: 0,
  longestStreak: 0,
  xp: 0,
  level: 1,
};
const given = (counts: Partial<LearnerCounts>): LearnerCounts => ({ ...nothingYet, ...counts });
const keys = (badges: { key: string }[]) => badges.map((b) => b.key);

describe('criterionMet', () => {
  it('given no activity, when any criterion is checked, then none is met', () => {
    for (const badge of BADGE_CATALOGUE) expect(criterionMet(badge.criterion, nothingYet), badge.key).toBe(false);
  });

  it('given exactly the threshold, then it is met; one short, then it is not', () => {
    expect(criterionMet({ kind: 'chat_messages', count: 10 }, given({ chatMessages: 10 }))).toBe(true);
    expect(criterionMet({ kind: 'chat_messages', count: 10 }, given({ chatMessages: 9 }))).toBe(false);
    expect(criterionMet({ kind: 'xp', amount: 100 }, given({ xp: 100 }))).toBe(true);
    expect(criterionMet({ kind: 'level', level: 3 }, given({ level: 3 }))).toBe(true);
    expect(criterionMet({ kind: 'level', level: 3 }, given({ level: 2 }))).toBe(false);
  });

  it('reads each kind from its own count', () => {
    expect(criterionMet({ kind: 'parsha_verses', count: 50 }, given({ parshaVerses: 50 }))).toBe(true);
    expect(criterionMet({ kind: 'coloring_pages', count: 1 }, given({ coloringPages: 1 }))).toBe(true);
    expect(criterionMet({ kind: 'study_minutes', count: 60 }, given({ studyMinutes: 60 }))).toBe(true);
    expect(criterionMet({ kind: 'games_completed', count: 1 }, given({ gamesCompleted: 1 }))).toBe(true);
    expect(criterionMet({ kind: 'quizzes_completed', count: 1 }, given({ quizzesCompleted: 1 }))).toBe(true);
    expect(criterionMet({ kind: 'challenges_completed', count: 5 }, given({ challengesCompleted: 5 }))).toBe(true);
    expect(criterionMet({ kind: 'coloring_pages', count: 1 }, given({ chatMessages: 99 }))).toBe(false);
  });

  it('given a streak that later broke, then the longest streak still earns the badge', () => {
    expect(criterionMet({ kind: 'streak_days', count: 7 }, given({ longestStreak: 8 }))).toBe(true);
  });

  it('given a damaged count (NaN), then it counts as nothing', () => {
    expect(criterionMet({ kind: 'xp', amount: 100 }, given({ xp: Number.NaN }))).toBe(false);
  });
});

describe('progressToward', () => {
  it('given part of the way, then it reports where the learner stands', () => {
    expect(progressToward({ kind: 'parsha_verses', count: 50 }, given({ parshaVerses: 12 }))).toEqual({ current: 12, target: 50 });
  });
  it('given more than enough, then the bar stops at full', () => {
    expect(progressToward({ kind: 'xp', amount: 100 }, given({ xp: 250 }))).toEqual({ current: 100, target: 100 });
  });
  it('given a negative count, then it starts from zero', () => {
    expect(progressToward({ kind: 'chat_messages', count: 1 }, given({ chatMessages: -3 }))).toEqual({ current: 0, target: 1 });
  });
});

describe('newlyEarned', () => {
  it('given a first chat message, when evaluated, then Shalom Friend is earned', () => {
    expect(keys(newlyEarned(BADGE_CATALOGUE, given({ chatMessages: 1 }), []))).toEqual(['shalom-friend']);
  });

  it('given a badge already held, when evaluated again, then it is not awarded a second time', () => {
    const counts = given({ chatMessages: 12 });
    const first = keys(newlyEarned(BADGE_CATALOGUE, counts, []));
    expect(first).toEqual(['shalom-friend', 'thinking-kippah']);
    expect(newlyEarned(BADGE_CATALOGUE, counts, first)).toEqual([]);
  });

  it('given several thresholds crossed at once, then all come back in catalogue order', () => {
    const counts = given({ xp: 1000, level: 3, longestStreak: 7 });
    expect(keys(newlyEarned(BADGE_CATALOGUE, counts, new Set(['candle-keeper'])))).toEqual([
      'high-five-hamsa',
      'overflowing-cup',
      'star-scholar',
      'menorah-master',
    ]);
  });

  it('given an 18-day streak, then the Golden Menorah comes only to a Premium member', () => {
    const counts = given({ longestStreak: 18 });
    const held = ['candle-keeper', 'menorah-master'];
    expect(keys(newlyEarned(BADGE_CATALOGUE, counts, held))).toEqual([]);
    expect(keys(newlyEarned(BADGE_CATALOGUE, counts, held, { isPremium: true }))).toEqual(['golden-menorah']);
  });

  it('given keys of badges no longer in the catalogue, then they are ignored', () => {
    expect(keys(newlyEarned(BADGE_CATALOGUE, given({ coloringPages: 1 }), ['retired-badge']))).toEqual(['challah-chef']);
  });
});
