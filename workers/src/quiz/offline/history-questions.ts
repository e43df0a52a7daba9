/** Questions on Jewish history: the days that remember it, their dates this year, and when it happened. */
import { HDate } from '@hebcal/core';
import { HISTORY_MOMENTS } from '@morah/content/quizzes';
import { question, type QuestionKind } from '../question-maker';
import { nextDayNamed } from './calendar-days';

const SOURCE = '@hebcal/core and Morah\u2019s history';
const names = HISTORY_MOMENTS.map((m) => m.name);
const rotate = <T,>(items: readonly T[], from: number) => [...items.slice(from), ...items.slice(0, from)];

export const HISTORY_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: () => HISTORY_MOMENTS.flatMap((m, i) => question(`remembers-${m.name}`, SOURCE, `Which day remembers when ${m.happened}?`, m.name, rotate(names, i + 1), `${m.name} remembers when ${m.happened}.`)),
  },
  {
    level: 1,
    all: (now) =>
      HISTORY_MOMENTS.flatMap((m, i) => {
        const day = nextDayNamed(m.holiday, now);
        if (!day) return [];
        const others = rotate(HISTORY_MOMENTS, i + 1).map((o) => nextDayNamed(o.holiday, now)?.hebrew).filter((d): d is string => Boolean(d));
        return question(`date-of-${m.name}`, SOURCE, `On which Hebrew date is ${m.name}?`, day.hebrew, others, `${m.name}, when we remember that ${m.happened}, is on ${day.hebrew}.`);
      }),
  },
  {
    level: 0,
    all: (now) =>
      HISTORY_MOMENTS.filter((m) => m.year).flatMap((m) => {
        const year = m.year!;
        return question(`year-of-${m.name}`, SOURCE, `In which year did this happen: ${m.happened}?`, String(year), [year - 3, year + 3, year - 10, year + 10].map(String), `${m.name} remembers ${year}, ${now.getFullYear() - year} years ago, when ${m.happened}.`);
      }),
  },
  {
    level: 2,
    all: (now) => {
      const year = new HDate(now).getFullYear();
      return question(`hebrew-year-${year}`, '@hebcal/core', 'Which year is it now in the Hebrew calendar?', String(year), [year - 1, year + 1, year - 10].map(String), `It is now ${year} in the Hebrew calendar, which counts from the creation of the world as the Torah tells it.`);
    },
  },
];
