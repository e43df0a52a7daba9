/** Questions on this year's holidays: their Hebrew dates and months, their days this year, their length. */
import { nearest, question, type QuestionKind } from '../question-maker';
import { formatDay, hebrewDate, holidayDays, upcomingHolidays } from './calendar-days';

const SOURCE = '@hebcal/core';
/** The holidays that are shorter in Israel, with their days there: every other lasts as long everywhere. */
const DAYS_IN_ISRAEL: Record<string, number> = { pesach: 7, shavuot: 1 };
const daysInWords = (n: number) => (n === 1 ? '1 day' : `${n} days`);
/** 'the first day of Pesach', but plain 'Purim' for a holiday of one day (it has no first day). */
const dayOf = (key: string, name: string) => (holidayDays(key) === 1 ? name : `the first day of ${name}`);
const capitalized = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const HOLIDAY_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: (now) => {
      const list = upcomingHolidays(now);
      return list.flatMap((h, i) => {
        const month = hebrewDate(h.firstDay).month;
        return question(`month-of-${h.key}`, SOURCE, `In which Hebrew month is ${h.name}?`, month, nearest(list, i).map((o) => hebrewDate(o.firstDay).month), `${h.name} begins on ${hebrewDate(h.firstDay).text} in the Hebrew calendar.`);
      });
    },
  },
  {
    level: 0,
    all: (now) =>
      upcomingHolidays(now).flatMap((h) => {
        const days = holidayDays(h.key);
        const inIsrael = DAYS_IN_ISRAEL[h.key];
        // "Outside Israel" only where Israel keeps it shorter: elsewhere the words would invent a difference.
        return inIsrael === undefined
          ? question(`length-of-${h.key}`, SOURCE, `How many days does ${h.name} last?`, String(days), [1, 2, 7, 8, 9, 3].map(String), `${h.name} lasts ${daysInWords(days)}, in Israel and everywhere else${h.key === 'chanukah' ? ', with one more candle every night' : ''}.`)
          : question(`length-of-${h.key}`, SOURCE, `How many days does ${h.name} last outside Israel?`, String(days), [1, 2, 7, 8, 9, 3].map(String), `Outside Israel ${h.name} lasts ${daysInWords(days)}; in Israel it lasts ${daysInWords(inIsrael)}.`);
      }),
  },
  {
    level: 1,
    all: (now) => {
      const list = upcomingHolidays(now);
      return list.flatMap((h, i) =>
        question(`hebrew-date-of-${h.key}`, SOURCE, `On which Hebrew date is ${dayOf(h.key, h.name)}?`, hebrewDate(h.firstDay).text, nearest(list, i).map((o) => hebrewDate(o.firstDay).text), `${capitalized(dayOf(h.key, h.name))} is ${hebrewDate(h.firstDay).text}. Like every Jewish day, it begins the evening before, at sundown.`),
      );
    },
  },
  {
    level: 1,
    all: (now) => {
      const list = upcomingHolidays(now);
      return list.flatMap((h, i) =>
        question(`day-of-${h.key}-${h.firstDay.getFullYear()}`, SOURCE, `When is ${dayOf(h.key, h.name)} this year?`, formatDay(h.firstDay), nearest(list, i).map((o) => formatDay(o.firstDay)), `This year ${h.name} begins at sundown on ${formatDay(h.beginsEvening)}, so ${holidayDays(h.key) === 1 ? 'its day' : 'its first day'} is ${formatDay(h.firstDay)} (${hebrewDate(h.firstDay).text}).`),
      );
    },
  },
  {
    level: 2,
    all: (now) =>
      upcomingHolidays(now).flatMap((h) => {
        const day = h.firstDay.getDay();
        return question(`weekday-of-${h.key}-${h.firstDay.getFullYear()}`, SOURCE, `On which day of the week is ${dayOf(h.key, h.name)} this year?`, WEEKDAYS[day]!, [1, 2, 3, -1, -2].map((d) => WEEKDAYS[(day + d + 7) % 7]!), `${capitalized(dayOf(h.key, h.name))} this year is ${formatDay(h.firstDay)}.`);
      }),
  },
  {
    level: 2,
    all: (now) => {
      const list = upcomingHolidays(now);
      // Four holidays in a row from each starting point: the earliest of them comes first.
      return list.slice(0, -3).flatMap((h, i) => {
        const four = list.slice(i, i + 4);
        return question(`first-of-${four.map((o) => o.key).join('-')}`, SOURCE, 'Counting from today, which of these holidays comes first?', h.name, four.slice(1).map((o) => o.name), `${h.name} comes first: it begins at sundown on ${formatDay(h.beginsEvening)}.`);
      });
    },
  },
];
