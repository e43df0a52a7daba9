import { describe, expect, it } from 'vitest';
import { levelForXp, levelProgress, levelThreshold } from './level';

describe('levelForXp', () => {
  it('keeps a new learner at level 1 until 400 XP', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(100)).toBe(1);
    expect(levelForXp(399)).toBe(1);
  });
  it('starts level L at L squared times 100 XP', () => {
    expect(levelForXp(400)).toBe(2);
    expect(levelForXp(899)).toBe(2);
    expect(levelForXp(900)).toBe(3);
    expect(levelForXp(10_000)).toBe(10);
  });
  it('never goes below 1 for odd input', () => {
    expect(levelForXp(-50)).toBe(1);
  });
});

describe('levelProgress', () => {
  it('runs the bar from this level threshold to the next', () => {
    expect(levelThreshold(3)).toBe(900);
    expect(levelProgress(1150)).toEqual({ level: 3, from: 900, to: 1600, fraction: 250 / 700 });
  });
});
