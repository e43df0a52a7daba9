/** Questions on this year's holidays: their Hebrew dates and months, their days this year, their length. */
import { nearest, question, type QuestionKind } from '../question-maker';
import { formatDay, hebrewDate, holidayDays, upcomingHolidays } from './calendar-days';

const SOURCE = '@hebcal/core';
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
        return question(`length-of-${h.key}`, SOURCE, `How many days does ${h.name} last outside Israel?`, String(days), [1, 2, 7, 8, 9, 3].map(String), `Outside Israel ${h.name} lasts ${days} ${days === 1 ? 'day' : 'days'}${h.key === 'chanukah' ? ', with one more candle every night' : ''}.`);
      }),
  },
  {
    level: 1,
    all: (now) => {
      const list = upcomingHolidays(now);
      return list.flatMap((h, i) =>
        question(`hebrew-date-of-${h.key}`, SOURCE, `On which Hebrew date is the first day of ${h.name}?`, hebrewDate(h.firstDay).text, nearest(list, i).map((o) => hebrewDate(o.firstDay).text), `The first day of ${h.name} is ${hebrewDate(h.firstDay).text}. Like every Jewish day, it begins the evening before, at sundown.`),
      );
    },
  },
  {
    level: 1,
    all: (now) => {
      const list = upcomingHolidays(now);
      return list.flatMap((h, i) =>
        question(`day-of-${h.key}-${h.firstDay.getFullYear()}`, SOURCE, `When is the first day of ${h.name} this year?`, formatDay(h.firstDay), nearest(list, i).map((o) => formatDay(o.firstDay)), `This year ${h.name} begins at sundown on ${formatDay(h.beginsEvening)}, so its first day is ${formatDay(h.firstDay)} (${hebrewDate(h.firstDay).text}).`),
      );
    },
  },
  {
    level: 2,
    all: (now) =>
      upcomingHolidays(now).flatMap((h) => {
        const day = h.firstDay.getDay();
        return question(`weekday-of-${h.key}-${h.firstDay.getFullYear()}`, SOURCE, `On which day of the week is the first day of ${h.name} this year?`, WEEKDAYS[day]!, [1, 2, 3, -1, -2].map((d) => WEEKDAYS[(day + d + 7) % 7]!), `The first day of ${h.name} this year is ${formatDay(h.firstDay)}.`);
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
