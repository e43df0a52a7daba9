import { describe, expect, it } from 'vitest';
import { formatDayAndTime, formatExact, formatWhen } from './format-when';

const now = new Date(2026, 10, 29, 15, 30);
const at = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString();

describe('saying when', () => {
  it('says how long ago, then the date', () => {
    expect(formatWhen(at(29, 15, 30), now)).toBe('just now');
    expect(formatWhen(at(29, 15, 25), now)).toBe('5 minutes ago');
    expect(formatWhen(at(29, 12, 30), now)).toBe('3 hours ago');
    expect(formatWhen(at(27, 15, 30), now)).toBe('2 days ago');
    expect(formatWhen(at(2, 15, 30), now)).toBe('Nov 2');
  });

  it('gives the day in words and the clock time in the reader\u2019s own zone', () => {
    expect(formatDayAndTime(at(29, 10, 42), now)).toBe('today 10:42');
    expect(formatDayAndTime(at(28, 18, 5), now)).toBe('yesterday 18:05');
    expect(formatDayAndTime(at(3, 9, 15), now)).toBe('Nov 3, 09:15');
  });

  it('spells the whole moment out for a title', () => {
    expect(formatExact(at(29, 10, 42))).toBe('Sunday, November 29, 2026 at 10:42');
  });
});
