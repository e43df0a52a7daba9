/**
 * Days a child is expected to rest from screens: Shabbat and Yom Tov. A streak skips over them, so a
 * family that keeps Shabbat is never punished for it. The holiday dates come from @hebcal/core rather
 * than a table, so they stay right every year.
 */
import { HDate, HebrewCalendar, flags } from '@hebcal/core';
import { dayNumber, weekdayOf } from './calendar-day';

/**
 * True on a Saturday, or on a day hebcal flags as CHAG (a yom tov: Rosh Hashana, Yom Kippur, the first
 * and last days of Sukkot and Pesach, Shavuot, Shemini Atzeret, Simchat Torah). Chol HaMoed, Chanukah,
 * Purim and fasts are ordinary days. `il` picks the Israeli schedule, where the second festival days are
 * not kept. The whole daytime date counts; the evening before is not a rest day here.
 */
export function isShabbatOrYomTov(day: string, il = false): boolean {
  if (dayNumber(day) === null) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  if (weekdayOf(day) === 6) return true;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // HDate reads a Date by its local fields, so build it from local fields: the result is the same day in any server zone.
  const events = HebrewCalendar.getHolidaysOnDate(new HDate(new Date(year, month - 1, date)), il) ?? [];
  return events.some((event) => (event.getFlags() & flags.CHAG) !== 0);
}
