/**
 * The Jewish calendar as the showcase and the public pages show it: holidays with their type, the
 * Hebrew date, this week's parsha, and candle lighting and havdalah for a city. Everything comes from
 * @hebcal/core at run time, never from a table of dates. Its own entry ('@morah/contracts/jewish-calendar')
 * so that nothing else that reads contracts loads the calendar library.
 */
import { HDate, HebrewCalendar, Location, type Event } from '@hebcal/core';

/** The spec's five holiday types (learning-content 5), each with its own colour on screen. */
export const HOLIDAY_TYPES = ['major', 'minor', 'fast', 'modern', 'shabbat'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export interface CalendarHoliday {
  /** Stable within a year: the day and the holiday's name. */
  id: string;
  /** As hebcal names it in English, e.g. 'Chanukah: 3 Candles'. */
  name: string;
  /** With vowel points, e.g. 'חֲנוּכָּה: ג׳ נֵרוֹת'. */
  hebrewName: string;
  /** The holiday's family, e.g. 'Chanukah' for every night of it; keys descriptive notes. */
  basename: string;
  /** YYYY-MM-DD (the civil day on which the Hebrew day's daytime falls). */
  date: string;
  type: HolidayType;
  /** Candles are lit the evening before (Shabbat, Yom Tov) or on the night itself (Chanukah). */
  candles: boolean;
}

/** A YYYY-MM-DD day from local date fields (HDate reads a Date by its local fields too). */
export function dayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/**
 * Which of the five types a hebcal event is. Yom Kippur is a major holiday that is also a fast: it
 * counts as major; Tish'a B'Av and the minor fasts count as fasts. Rosh Chodesh is a minor day.
 */
export function holidayTypeOf(categories: readonly string[]): HolidayType {
  if (categories.includes('major')) return 'major';
  if (categories.includes('fast')) return 'fast';
  if (categories.includes('modern')) return 'modern';
  if (categories.includes('shabbat') || categories.includes('parashat')) return 'shabbat';
  return 'minor';
}

function toHoliday(event: Event): CalendarHoliday {
  const date = dayString(event.getDate().greg());
  const name = event.render('en');
  const categories = event.getCategories();
  return {
    id: `${date}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
    name,
    hebrewName: event.render('he'),
    basename: event.basename(),
    date,
    type: holidayTypeOf(categories),
    candles: (event.getFlags() & (2 | 64)) !== 0, // LIGHT_CANDLES | CHANUKAH_CANDLES
  };
}

/**
 * The holidays (and each Shabbat's parsha) from `start` to `end`, both YYYY-MM-DD and included, in
 * order. `il` picks Israel's schedule (one festival day where the diaspora keeps two).
 */
export function holidaysBetween(start: string, end: string, il = false): CalendarHoliday[] {
  const events = HebrewCalendar.calendar({ start: localDate(start), end: localDate(end), il, sedrot: true });
  return events.map(toHoliday);
}

/** The month grid's holidays: every day of that civil month (month 0 to 11). */
export function holidaysInMonth(year: number, month: number, il = false): CalendarHoliday[] {
  const last = new Date(year, month + 1, 0).getDate();
  return holidaysBetween(dayString(new Date(year, month, 1)), dayString(new Date(year, month, last)), il);
}

/** The next `count` holidays from `day` on (a weekly parsha is not a holiday here). */
export function upcomingHolidays(day: string, count: number, il = false): CalendarHoliday[] {
  const end = new Date(localDate(day));
  end.setDate(end.getDate() + 400);
  return holidaysBetween(day, dayString(end), il)
    .filter((h) => !h.name.startsWith('Parashat ') && !h.name.startsWith('Erev '))
    .filter((h, index, list) => list.findIndex((other) => other.basename === h.basename) === index)
    .slice(0, count);
}

export interface TodayInfo {
  day: string;
  /** e.g. '12th of Kislev, 5787'. */
  hebrewDate: string;
  /** The same in Hebrew letters, e.g. 'י״ב כִּסְלֵו תשפ״ז'. */
  hebrewDateInHebrew: string;
  /** The parsha read on the coming Shabbat (or a holiday reading that replaces it). */
  parsha: string | null;
  /** Holidays on the day itself. */
  holidays: CalendarHoliday[];
}

export function todayInfo(day: string, il = false): TodayInfo {
  const hdate = new HDate(localDate(day));
  const shabbat = hdate.onOrAfter(6);
  const reading = holidaysBetween(dayString(shabbat.greg()), dayString(shabbat.greg()), il).find((h) => h.name.startsWith('Parashat '));
  return {
    day,
    hebrewDate: hdate.render('en'),
    hebrewDateInHebrew: hdate.renderGematriya(),
    parsha: reading ? reading.name : null,
    holidays: holidaysBetween(day, day, il).filter((h) => !h.name.startsWith('Parashat ')),
  };
}

/** Cities a family can pick for candle lighting; each is one hebcal knows by name. */
export const CANDLE_CITIES = [
  'Jerusalem',
  'Tel Aviv',
  'New York',
  'Los Angeles',
  'Chicago',
  'Miami',
  'Toronto',
  'Montreal',
  'London',
  'Paris',
  'Buenos Aires',
  'Johannesburg',
  'Melbourne',
  'Sydney',
] as const;
export type CandleCity = (typeof CANDLE_CITIES)[number];

export interface CandleTime {
  /** YYYY-MM-DD in the city's own calendar. */
  date: string;
  /** 24-hour local time in the city, e.g. '16:21'. */
  time: string;
  /** What the time is for, e.g. 'Candle lighting' or 'Havdalah'. */
  label: string;
  /** The day it belongs to, e.g. 'Shabbat' or 'Rosh Hashana'. */
  occasion: string;
}

/**
 * The next candle lighting and the havdalah after it, in the city's own time zone, from `day` on:
 * the coming Shabbat, or a Yom Tov when it comes first. Null for a city hebcal does not know.
 */
export function candleTimes(city: string, day: string, il?: boolean): { candleLighting: CandleTime; havdalah: CandleTime | null } | null {
  const location = Location.lookup(city);
  if (!location) return null;
  const end = new Date(localDate(day));
  end.setDate(end.getDate() + 14);
  const events = HebrewCalendar.calendar({
    start: localDate(day),
    end,
    candlelighting: true,
    location,
    il: il ?? location.getIsrael(),
    noHolidays: true,
  });
  const timed = events.filter((e): e is Event & { eventTimeStr: string; linkedEvent?: Event } => 'eventTimeStr' in e);
  const lightIndex = timed.findIndex((e) => e.getDesc() === 'Candle lighting');
  const light = timed[lightIndex];
  if (!light) return null;
  const after = timed.slice(lightIndex + 1).find((e) => e.getDesc() === 'Havdalah');
  const view = (e: Event & { eventTimeStr: string; linkedEvent?: Event }, label: string): CandleTime => ({
    date: dayString(e.getDate().greg()),
    time: e.eventTimeStr,
    label,
    occasion: e.linkedEvent ? e.linkedEvent.basename() : 'Shabbat',
  });
  return { candleLighting: view(light, 'Candle lighting'), havdalah: after ? view(after, 'Havdalah') : null };
}
