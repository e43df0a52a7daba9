import { describe, expect, it } from 'vitest';
import { trendOf } from './learner-progress';

describe('trendOf', () => {
  it('is stable with one score or a small change', () => {
    expect(trendOf([])).toBe('stable');
    expect(trendOf([80])).toBe('stable');
    expect(trendOf([80, 84])).toBe('stable');
  });
  it('rises or falls when the latest score moves 5 points from the earlier average', () => {
    expect(trendOf([60, 70, 80])).toBe('up');
    expect(trendOf([90, 90, 85])).toBe('down');
  });
});
