/**
 * Calendar facts for the tutor, computed by @hebcal rather than remembered, so they are right every year.
 * Everything uses the Diaspora schedule (il = false) and the calendar day of `now` in the server's time
 * zone; sunset times would need the child's location, which the tutor never asks for.
 */
import { HDate, HebrewCalendar, getSedra, type Event } from '@hebcal/core';
import { getLeyningOnDate } from '@hebcal/leyning';

export interface WeeklyReading {
  /** The Shabbat this reading belongs to (today when today is Shabbat). */
  shabbat: Date;
  /** Transliterated name as hebcal spells it, e.g. `Vayishlach` or `Matot-Masei`. */
  name: string;
  /** Hebrew name with vowel points. */
  hebrewName: string;
  /** The parsha names (one, or two when doubled); empty when a holiday reading replaces the parsha. */
  parsha: string[];
  /** Book and verses of the parsha itself, e.g. `Genesis 32:4-36:43`. */
  range: string;
  /** True when a festival reading replaces the weekly parsha on that Shabbat. */
  holiday: boolean;
}

export interface HolidayOccurrence {
  key: HolidayKey;
  name: string;
  /** The Gregorian day on whose evening (at sundown) the holiday begins. */
  beginsEvening: Date;
  /** The first full daytime day of the holiday. */
  firstDay: Date;
  /** The last daytime day (Diaspora). */
  lastDay: Date;
  /** Today falls within the holiday (after its first evening). */
  inProgress: boolean;
  /** Today is the day it begins at sundown. */
  beginsTonight: boolean;
}

export type HolidayKey =
  | 'chanukah'
  | 'tu-bishvat'
  | 'purim'
  | 'pesach'
  | 'lag-baomer'
  | 'shavuot'
  | 'tisha-bav'
  | 'rosh-hashana'
  | 'yom-kippur'
  | 'sukkot'
  | 'simchat-torah';

interface HolidaySpec {
  key: HolidayKey;
  name: string;
  /** Which hebcal event marks it. */
  matches: (desc: string) => boolean;
  /** Chanukah's event is the evening of the first candle (24 Kislev); the others mark the first full day. */
  eventIsEvening: boolean;
  /** Length in days outside Israel. */
  days: number;
}

export const HOLIDAYS: readonly HolidaySpec[] = [
  { key: 'rosh-hashana', name: 'Rosh Hashana', matches: (d) => /^Rosh Hashana \d+$/.test(d), eventIsEvening: false, days: 2 },
  { key: 'yom-kippur', name: 'Yom Kippur', matches: (d) => d === 'Yom Kippur', eventIsEvening: false, days: 1 },
  { key: 'sukkot', name: 'Sukkot', matches: (d) => d === 'Sukkot I', eventIsEvening: false, days: 7 },
  { key: 'simchat-torah', name: 'Simchat Torah', matches: (d) => d === 'Simchat Torah', eventIsEvening: false, days: 1 },
  { key: 'chanukah', name: 'Chanukah', matches: (d) => d === 'Chanukah: 1 Candle', eventIsEvening: true, days: 8 },
  { key: 'tu-bishvat', name: 'Tu BiShvat', matches: (d) => d === 'Tu BiShvat', eventIsEvening: false, days: 1 },
  { key: 'purim', name: 'Purim', matches: (d) => d === 'Purim', eventIsEvening: false, days: 1 },
  { key: 'pesach', name: 'Pesach', matches: (d) => d === 'Pesach I', eventIsEvening: false, days: 8 },
  { key: 'lag-baomer', name: 'Lag BaOmer', matches: (d) => d === 'Lag BaOmer', eventIsEvening: false, days: 1 },
  { key: 'shavuot', name: 'Shavuot', matches: (d) => d === 'Shavuot I', eventIsEvening: false, days: 2 },
  // When 9 Av is Shabbat the fast moves to Sunday and hebcal calls it "Tish'a B'Av (observed)".
  { key: 'tisha-bav', name: "Tish'a B'Av", matches: (d) => d.startsWith("Tish'a B'Av"), eventIsEvening: false, days: 1 },
];

/** The Hebrew date of `now`'s calendar day (the evening after sundown already belongs to the next one). */
export function hebrewDateOf(now: Date): HDate {
  return new HDate(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
}

export function formatGregorian(date: Date): string {
  return date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

export function hebrewDateText(now: Date): { english: string; hebrew: string } {
  const hd = hebrewDateOf(now);
  return { english: `${hd.getDate()} ${hd.getMonthName()} ${hd.getFullYear()}`, hebrew: hd.renderGematriya() };
}

/** This week's reading: the coming Shabbat's (Diaspora), as the parsha a child hears about in class. */
export function weeklyReading(now: Date): WeeklyReading {
  const shabbat = hebrewDateOf(now).onOrAfter(6);
  const sedra = getSedra(shabbat.getFullYear(), false).lookup(shabbat);
  const leyning = getLeyningOnDate(shabbat, false);
  if (!leyning) throw new Error(`no Torah reading found for ${shabbat.toString()}`);
  // On a special Shabbat (Chanukah, Rosh Chodesh) the summary adds a second passage; the parsha is the first.
  const first = leyning.summaryParts?.[0];
  const range = !sedra.chag && first ? `${first.k} ${first.b}-${first.e}` : leyning.summary;
  return {
    shabbat: shabbat.greg(),
    name: leyning.name.en,
    hebrewName: leyning.name.he,
    parsha: sedra.chag ? [] : sedra.parsha,
    range,
    holiday: sedra.chag,
  };
}

function addDays(hd: HDate, days: number): HDate {
  return new HDate(hd.abs() + days);
}

function occurrencesFrom(today: HDate): Array<{ spec: HolidaySpec; event: Event }> {
  // Start ten days back so a holiday already under way (Chanukah, Pesach) is still found.
  const events = HebrewCalendar.calendar({
    start: addDays(today, -10),
    end: addDays(today, 400),
    il: false,
    noMinorFast: true,
    noModern: true,
    noRoshChodesh: true,
    noSpecialShabbat: true,
  });
  const found: Array<{ spec: HolidaySpec; event: Event }> = [];
  for (const event of events) {
    const spec = HOLIDAYS.find((h) => h.matches(event.getDesc()));
    if (spec) found.push({ spec, event });
  }
  return found;
}

function toOccurrence(spec: HolidaySpec, event: Event, today: HDate): HolidayOccurrence {
  const eventDate = event.getDate();
  const firstDay = spec.eventIsEvening ? addDays(eventDate, 1) : eventDate;
  const evening = addDays(firstDay, -1);
  const lastDay = addDays(firstDay, spec.days - 1);
  return {
    key: spec.key,
    name: spec.name,
    beginsEvening: evening.greg(),
    firstDay: firstDay.greg(),
    lastDay: lastDay.greg(),
    inProgress: today.abs() >= firstDay.abs() && today.abs() <= lastDay.abs(),
    beginsTonight: today.abs() === evening.abs(),
  };
}

/** The holiday's next occurrence that has not ended yet: in progress, starting tonight, or upcoming. */
export function nextOccurrence(key: HolidayKey, now: Date): HolidayOccurrence {
  const today = hebrewDateOf(now);
  for (const { spec, event } of occurrencesFrom(today)) {
    if (spec.key !== key) continue;
    const occurrence = toOccurrence(spec, event, today);
    if (occurrence.lastDay.getTime() >= today.greg().getTime()) return occurrence;
  }
  throw new Error(`no ${key} within a year of ${today.toString()}`);
}

/** The next of the tutor's holidays that begins tonight or later (one already under way is not "next"). */
export function upcomingHoliday(now: Date): HolidayOccurrence {
  const today = hebrewDateOf(now);
  for (const { spec, event } of occurrencesFrom(today)) {
    const occurrence = toOccurrence(spec, event, today);
    if (occurrence.beginsEvening.getTime() >= today.greg().getTime()) return occurrence;
  }
  throw new Error(`no holiday within a year of ${today.toString()}`);
}

/** A holiday happening today, if any. */
export function holidayInProgress(now: Date): HolidayOccurrence | undefined {
  const today = hebrewDateOf(now);
  for (const { spec, event } of occurrencesFrom(today)) {
    const occurrence = toOccurrence(spec, event, today);
    if (occurrence.inProgress) return occurrence;
  }
  return undefined;
}
