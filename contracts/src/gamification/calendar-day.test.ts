import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween, isValidTimeZone, localDay, resolveTimeZone, weekdayOf } from './calendar-day';

describe('calendar days', () => {
  it('accepts real dates only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2028-02-29')).not.toBeNull();
    expect(dayNumber('2026-1-5')).toBeNull();
  });
  it('counts across month, year and daylight-saving boundaries without drift', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', -1)).toBe('2026-03-07');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(weekdayOf('2026-11-21')).toBe(6);
  });
});

describe('time zones', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isValidTimeZone('Pacific/Auckland')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(resolveTimeZone('Asia/Jerusalem')).toBe('Asia/Jerusalem');
  });
  it('reads the wall-calendar date where the child is', () => {
    const instant = new Date('2026-06-15T12:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-06-15');
    expect(localDay(instant, 'Pacific/Auckland')).toBe('2026-06-16');
    expect(localDay(new Date('2026-06-15T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-06-14');
  });
});
