import { describe, expect, it } from 'vitest';
import { monthGrid } from './month-grid';

describe('monthGrid', () => {
  it('lays November 2026 out from Sunday the 1st in five weeks', () => {
    const weeks = monthGrid(2026, 10);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]![1]).toBe('2026-11-30');
    expect(weeks[4]![2]).toBeNull();
  });
  it('leaves the days before the 1st empty', () => {
    const weeks = monthGrid(2026, 11); // December 2026 starts on a Tuesday
    expect(weeks[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01']);
  });
});
