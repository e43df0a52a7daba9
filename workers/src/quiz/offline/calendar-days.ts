/** The days of the coming year as @hebcal gives them, for the holiday, customs and history questions. */
import { HDate, HebrewCalendar } from '@hebcal/core';
import { HOLIDAYS, type HolidayOccurrence, nextOccurrence } from '@morah/content';

/** The holidays the quizzes ask about, from the knowledge base (its ids are the quiz keys). */
const QUIZ_HOLIDAYS = ['rosh-hashana', 'yom-kippur', 'sukkot', 'simchat-torah', 'chanukah', 'tu-bishvat', 'purim', 'pesach', 'lag-baomer', 'shavuot', 'tisha-bav'].flatMap(
  (id) => HOLIDAYS.find((h) => h.id === id) ?? [],
);

/** A holiday's next days, with the key and name the questions use. */
export type UpcomingHoliday = HolidayOccurrence & { key: string; name: string };

/** The local day of `now`, for what is worked out once a day. */
export const dayKey = (now: Date) => `${now.getFullYear()}-${now.getMonth()}-${now.getDate()}`;
let holidaysCache: { day: string; list: UpcomingHoliday[] } | undefined;

/** The holidays in the order they next come, worked out once a day. */
export function upcomingHolidays(now: Date): UpcomingHoliday[] {
  if (holidaysCache?.day !== dayKey(now)) {
    const list = QUIZ_HOLIDAYS.map((h) => ({ ...nextOccurrence(h, now), key: h.id, name: h.name }));
    holidaysCache = { day: dayKey(now), list: list.sort((a, b) => a.firstDay.getTime() - b.firstDay.getTime()) };
  }
  return holidaysCache.list;
}

export function holidayDays(key: string): number {
  return HOLIDAYS.find((h) => h.id === key)?.days ?? 1;
}

export function hebrewDate(date: Date): { day: number; month: string; text: string } {
  const hd = new HDate(date);
  return { day: hd.getDate(), month: hd.getMonthName(), text: `${hd.getDate()} ${hd.getMonthName()}` };
}

export const formatDay = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

let eventsCache: { day: string; events: ReturnType<typeof HebrewCalendar.calendar> } | undefined;

function yearOfEvents(now: Date) {
  if (eventsCache?.day !== dayKey(now)) {
    const start = new HDate(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
    eventsCache = { day: dayKey(now), events: HebrewCalendar.calendar({ start, end: new HDate(start.abs() + 384), il: false }) };
  }
  return eventsCache.events;
}

/** The next day (from today, within a year) whose @hebcal name is `name` or starts with `name `. */
export function nextDayNamed(name: string, now: Date): { date: Date; hebrew: string } | undefined {
  const events = yearOfEvents(now);
  const event = events.find((e) => e.getDesc() === name || e.getDesc().startsWith(`${name} `));
  if (!event) return undefined;
  return { date: event.getDate().greg(), hebrew: hebrewDate(event.getDate().greg()).text };
}
