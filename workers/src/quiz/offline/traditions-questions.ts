/** Questions on the customs of the Jewish year: which holiday a custom belongs to, and back. */
import { HOLIDAY_CUSTOMS } from '@morah/content/quizzes';
import { question, type QuestionKind } from '../question-maker';

const SOURCE = 'Morah\u2019s customs of the year';
const names = [...new Set(HOLIDAY_CUSTOMS.map((c) => c.name))];
const rotate = <T,>(items: readonly T[], from: number) => [...items.slice(from), ...items.slice(0, from)];

export const TRADITIONS_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: () =>
      HOLIDAY_CUSTOMS.flatMap((c, i) =>
        question(`custom-${c.custom}`, SOURCE, `On which holiday do we ${c.custom}?`, c.name, rotate(names, (i * 3) % names.length), c.why),
      ),
  },
  {
    level: 1,
    all: () =>
      HOLIDAY_CUSTOMS.flatMap((c, i) => {
        const others = rotate(HOLIDAY_CUSTOMS, i + 1).filter((o) => o.name !== c.name).map((o) => o.custom);
        return question(`holiday-custom-${c.custom}`, SOURCE, `Which of these is a custom of ${c.name}?`, c.custom, others, c.why);
      }),
  },
];
