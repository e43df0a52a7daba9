import { HDate } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { isShabbatOrYomTov } from './rest-day';

const dayOf = (hd: HDate) => {
  const g = hd.greg();
  return `${g.getFullYear()}-${String(g.getMonth() + 1).padStart(2, '0')}-${String(g.getDate()).padStart(2, '0')}`;
};
const hd = (day: number, month: string, year = 5787) => dayOf(new HDate(day, month, year));

describe('isShabbatOrYomTov', () => {
  it('is true on every Saturday and false on an ordinary weekday', () => {
    expect(isShabbatOrYomTov('2026-11-21')).toBe(true);
    expect(isShabbatOrYomTov('2026-11-19')).toBe(false);
    expect(isShabbatOrYomTov('2026-11-22')).toBe(false);
  });

  it('is true on the Yamim Tovim', () => {
    for (const [day, month] of [
      [1, 'Tishrei'], [2, 'Tishrei'], [10, 'Tishrei'], [15, 'Tishrei'], [16, 'Tishrei'], [22, 'Tishrei'], [23, 'Tishrei'],
      [15, 'Nisan'], [16, 'Nisan'], [21, 'Nisan'], [22, 'Nisan'], [6, 'Sivan'], [7, 'Sivan'],
    ] as const) {
      expect(isShabbatOrYomTov(hd(day, month)), `${day} ${month}`).toBe(true);
    }
  });

  it('is false on Chol HaMoed, Chanukah, Purim and fast days that fall on weekdays', () => {
    // In 5787 each of these falls on a weekday: Chol HaMoed Sukkot, Chanukah, Purim, Tzom Gedaliah, Chol HaMoed Pesach.
    const ordinary = [hd(18, 'Tishrei'), hd(26, 'Kislev'), hd(14, 'Adar II'), hd(3, 'Tishrei'), hd(18, 'Nisan')];
    for (const day of ordinary) {
      expect(new Date(`${day}T00:00:00Z`).getUTCDay(), day).not.toBe(6);
      expect(isShabbatOrYomTov(day), day).toBe(false);
    }
  });

  it('keeps the second festival day abroad but not in Israel', () => {
    const secondDayPesach = hd(16, 'Nisan');
    expect(new Date(`${secondDayPesach}T00:00:00Z`).getUTCDay()).not.toBe(6);
    expect(isShabbatOrYomTov(secondDayPesach, false)).toBe(true);
    expect(isShabbatOrYomTov(secondDayPesach, true)).toBe(false);
    expect(isShabbatOrYomTov(hd(1, 'Tishrei'), true)).toBe(true);
    expect(isShabbatOrYomTov(hd(2, 'Tishrei'), true)).toBe(true);
  });

  it('refuses something that is not a calendar day', () => {
    expect(() => isShabbatOrYomTov('2026-02-30')).toThrow(RangeError);
    expect(() => isShabbatOrYomTov('yesterday')).toThrow(RangeError);
  });
});
