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
    expect(levelProgress(1150)).toEqual({ level: 3, from: 900, to: 1600, fraction: 250 / 700, toNext: 450 });
  });
  it('gives one XP-to-next-level figure for every screen', () => {
    expect(levelProgress(0)).toMatchObject({ level: 1, from: 0, to: 400, toNext: 400 });
    expect(levelProgress(15)).toMatchObject({ level: 1, toNext: 385 });
    expect(levelProgress(400)).toMatchObject({ level: 2, from: 400, to: 900, toNext: 500, fraction: 0 });
  });
  it('treats odd input as no XP', () => {
    expect(levelProgress(-20)).toMatchObject({ level: 1, toNext: 400, fraction: 0 });
    expect(levelProgress(Number.NaN)).toMatchObject({ level: 1, toNext: 400 });
  });
});
