/**
 * Calendar facts computed by @hebcal rather than remembered, so they are right every year. Everything
 * uses the schedule outside Israel (il = false) and the calendar day of `now` in the server's time zone;
 * sunset times need a place, which only the Shabbat times (candle-times.ts) take, for a named city.
 */
import { HDate, HebrewCalendar, getSedra, type Event } from '@hebcal/core';
import { getLeyningOnDate } from '@hebcal/leyning';
import { HOLIDAYS } from '../holidays';
import type { Holiday } from '../types';

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
  holiday: Holiday;
  /** The Gregorian day on whose evening (at sundown) the holiday begins; for a dawn fast, the day before. */
  beginsEvening: Date;
  /** The first full daytime day of the holiday (for a dawn fast, the fast day itself). */
  firstDay: Date;
  /** The last daytime day (outside Israel). */
  lastDay: Date;
  /** Today falls within the holiday (after its first evening). */
  inProgress: boolean;
  /** Today is the day it begins at sundown. */
  beginsTonight: boolean;
  /** The Hebrew date of the first day, e.g. "25 Kislev 5787". */
  hebrewDate: string;
}

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

/** This week's reading: the coming Shabbat's (outside Israel), as the parsha a child hears about in class. */
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

function eventsFrom(today: HDate): Event[] {
  // Start ten days back so a holiday already under way (Chanukah, Pesach) is still found.
  return HebrewCalendar.calendar({ start: addDays(today, -10), end: addDays(today, 400), il: false, noSpecialShabbat: true });
}

function toOccurrence(holiday: Holiday, event: Event, today: HDate): HolidayOccurrence {
  const eventDate = event.getDate();
  const firstDay = holiday.hebcalIsEvening ? addDays(eventDate, 1) : eventDate;
  const evening = addDays(firstDay, -1);
  const lastDay = addDays(firstDay, holiday.days - 1);
  return {
    holiday,
    beginsEvening: evening.greg(),
    firstDay: firstDay.greg(),
    lastDay: lastDay.greg(),
    inProgress: today.abs() >= firstDay.abs() && today.abs() <= lastDay.abs(),
    beginsTonight: !holiday.dawnFast && today.abs() === evening.abs(),
    hebrewDate: `${firstDay.getDate()} ${firstDay.getMonthName()} ${firstDay.getFullYear()}`,
  };
}

function occurrencesFrom(today: HDate, holidays: readonly Holiday[]): HolidayOccurrence[] {
  const found: HolidayOccurrence[] = [];
  for (const event of eventsFrom(today)) {
    const holiday = holidays.find((h) => h.hebcal.test(event.getDesc()));
    if (holiday) found.push(toOccurrence(holiday, event, today));
  }
  return found;
}

/** The holiday's next occurrence that has not ended yet: in progress, starting tonight, or upcoming. */
export function nextOccurrence(holiday: Holiday, now: Date): HolidayOccurrence {
  const today = hebrewDateOf(now);
  const found = occurrencesFrom(today, [holiday]).find((o) => o.lastDay.getTime() >= today.greg().getTime());
  if (!found) throw new Error(`no ${holiday.name} within a year of ${today.toString()}`);
  return found;
}

/** Holidays a child means by "the next holiday": not Rosh Chodesh, not the Omer and not the dawn-to-dusk fasts. */
const MAIN_HOLIDAYS = HOLIDAYS.filter((h) => h.kind !== 'monthly' && h.kind !== 'period' && !h.dawnFast);

/** The next holiday that begins tonight or later (one already under way is not "next"). */
export function upcomingHoliday(now: Date): HolidayOccurrence {
  const today = hebrewDateOf(now);
  const found = occurrencesFrom(today, MAIN_HOLIDAYS).find((o) => o.beginsEvening.getTime() >= today.greg().getTime());
  if (!found) throw new Error(`no holiday within a year of ${today.toString()}`);
  return found;
}

const FASTS = HOLIDAYS.filter((h) => h.kind === 'fast');

/** The next fast day that has not begun: a long fast begins the evening before, a short one at dawn. */
export function upcomingFast(now: Date): HolidayOccurrence {
  const today = hebrewDateOf(now);
  const found = occurrencesFrom(today, FASTS).find((o) => (o.holiday.dawnFast ? o.firstDay : o.beginsEvening).getTime() >= today.greg().getTime());
  if (!found) throw new Error(`no fast within a year of ${today.toString()}`);
  return found;
}

/** A holiday happening today, if any. */
export function holidayInProgress(now: Date): HolidayOccurrence | undefined {
  const today = hebrewDateOf(now);
  return occurrencesFrom(today, MAIN_HOLIDAYS).find((o) => o.inProgress);
}
