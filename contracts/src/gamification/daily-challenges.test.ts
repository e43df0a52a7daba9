import { describe, expect, it } from 'vitest';
import { applyProgress, CHALLENGE_TYPES, dailyChallengesFor, type ChallengeProgress } from './daily-challenges';

describe('dailyChallengesFor', () => {
  it('gives one challenge of each kind, in a fixed order', () => {
    expect(dailyChallengesFor('2026-11-19').map((c) => c.type)).toEqual([...CHALLENGE_TYPES]);
  });

  it('gives the same set every time it is asked about the same day', () => {
    expect(dailyChallengesFor('2026-11-19')).toEqual(dailyChallengesFor('2026-11-19'));
  });

  it('changes from one day to the next', () => {
    expect(dailyChallengesFor('2026-11-20')).not.toEqual(dailyChallengesFor('2026-11-19'));
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
    const distinct = new Set(week.map((d) => JSON.stringify(dailyChallengesFor(d))));
    expect(distinct.size).toBeGreaterThan(2);
  });

  it('sets small whole-number targets and rewards a child can reach', () => {
    for (let i = 0; i < 30; i++) {
      const day = new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10);
      for (const c of dailyChallengesFor(day)) {
        expect(Number.isInteger(c.targetValue) && c.targetValue >= 1 && c.targetValue <= 20).toBe(true);
        expect(c.rewardXP).toBeGreaterThan(0);
        expect(c.title.length).toBeGreaterThan(0);
      }
    }
  });

  it('speaks to the child, e.g. "Ask Morah 3 questions"', () => {
    const titles = ['2026-11-19', '2026-11-20'].flatMap((d) => dailyChallengesFor(d).map((c) => c.title));
    expect(titles).toContain('Ask Morah 3 questions');
  });

  it('refuses something that is not a calendar day', () => {
    expect(() => dailyChallengesFor('19/11/2026')).toThrow(RangeError);
  });
});

describe('applyProgress', () => {
  const start: ChallengeProgress = { currentProgress: 0, isCompleted: false };

  it('given a fresh challenge, when one step is made, then progress is 1 and it is not complete', () => {
    expect(applyProgress(start, 1, 3)).toEqual({ progress: { currentProgress: 1, isCompleted: false }, justCompleted: false });
  });

  it('given one step short, when the last step is made, then it completes just now', () => {
    expect(applyProgress({ currentProgress: 2, isCompleted: false }, 1, 3)).toEqual({
      progress: { currentProgress: 3, isCompleted: true },
      justCompleted: true,
    });
  });

  it('given a big step past the target, then progress stops at the target', () => {
    expect(applyProgress({ currentProgress: 2, isCompleted: false }, 500, 3).progress).toEqual({ currentProgress: 3, isCompleted: true });
  });

  it('given a completed challenge, when more progress comes, then nothing changes and it does not complete again', () => {
    const done: ChallengeProgress = { currentProgress: 3, isCompleted: true };
    expect(applyProgress(done, 1, 3)).toEqual({ progress: done, justCompleted: false });
  });

  it('completes exactly once over many steps', () => {
    let progress = start;
    let completions = 0;
    for (let i = 0; i < 10; i++) {
      const result = applyProgress(progress, 1, 5);
      progress = result.progress;
      if (result.justCompleted) completions++;
    }
    expect(completions).toBe(1);
    expect(progress).toEqual({ currentProgress: 5, isCompleted: true });
  });

  it('refuses steps that are not positive whole numbers', () => {
    expect(() => applyProgress(start, 0, 3)).toThrow(RangeError);
    expect(() => applyProgress(start, -2, 3)).toThrow(RangeError);
    expect(() => applyProgress(start, 1.5, 3)).toThrow(RangeError);
    expect(() => applyProgress(start, 1, 0)).toThrow(RangeError);
  });
});
