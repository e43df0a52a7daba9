/** Questions on the 54 parshiyot: their books, their order and this week's reading, all from @hebcal. */
import { listParshiyot, parshiyotOfBook, TORAH_BOOK_HEBREW_NAMES, TORAH_BOOKS } from '@morah/content/torah';
import { weeklyReading } from '@morah/content';
import { nearest, question, type QuestionKind } from '../question-maker';

const SOURCE = '@hebcal/leyning';

export const TORAH_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: () =>
      listParshiyot().flatMap((p) =>
        question(`book-of-${p.name}`, SOURCE, `In which book of the Torah is Parashat ${p.name}?`, p.book, nearest(TORAH_BOOKS, TORAH_BOOKS.indexOf(p.book)), `${p.name} is parsha number ${p.number} of 54, in ${p.book} (${TORAH_BOOK_HEBREW_NAMES[p.book]}): ${p.summary}.`),
      ),
  },
  {
    level: 0,
    all: () =>
      TORAH_BOOKS.flatMap((book) => {
        const [first, ...rest] = parshiyotOfBook(book);
        const all = listParshiyot();
        return question(`first-of-${book}`, SOURCE, `Which parsha opens the book of ${book}?`, first!.name, [...rest.slice(0, 2).map((p) => p.name), all[first!.number - 2]?.name ?? rest[2]!.name], `${book} begins with Parashat ${first!.name}; its Hebrew name, ${TORAH_BOOK_HEBREW_NAMES[book]}, comes from its first words.`);
      }),
  },
  {
    level: 0,
    all: () => question('parsha-count', SOURCE, 'How many parshiyot are there in the Torah?', String(listParshiyot().length), ['50', '52', '613'], `The Torah is split into ${listParshiyot().length} parshiyot, read one (sometimes two) each Shabbat through the year.`),
  },
  {
    level: 1,
    all: () => {
      const all = listParshiyot();
      return all.slice(0, -1).flatMap((p, i) => {
        const next = all[i + 1]!;
        return question(`after-${p.name}`, SOURCE, `Which parsha is read right after ${p.name}?`, next.name, nearest(all, i + 1).filter((o) => o !== p).map((o) => o.name), `After ${p.name} comes ${next.name}, parsha number ${next.number}.`);
      });
    },
  },
  {
    level: 1,
    all: (now) => {
      const reading = weeklyReading(now);
      if (reading.holiday || reading.parsha.length === 0) return [];
      const all = listParshiyot();
      const index = all.findIndex((p) => p.name === reading.parsha[0]);
      if (index < 0) return [];
      const answer = reading.parsha.join('-');
      return question(`this-week-${answer}`, '@hebcal/core', `Which parsha do we read this coming Shabbat (${reading.shabbat.toLocaleDateString('en-US', { month: 'long', day: 'numeric' })})?`, answer, nearest(all, index).map((o) => o.name).filter((n) => !reading.parsha.includes(n)), `This Shabbat we read ${reading.name} (${reading.range}).`);
    },
  },
  {
    level: 2,
    all: () => {
      const all = listParshiyot();
      return all.flatMap((p) => question(`number-of-${p.name}`, SOURCE, `${p.name} is parsha number ___ of the 54?`, String(p.number), [p.number + 1, p.number - 1, p.number + 2, p.number - 2].filter((n) => n >= 1 && n <= 54).map(String), `${p.name} is number ${p.number}, in ${p.book}.`));
    },
  },
  {
    level: 2,
    all: () =>
      TORAH_BOOKS.flatMap((book) => {
        const count = parshiyotOfBook(book).length;
        return question(`count-in-${book}`, SOURCE, `How many parshiyot are in the book of ${book}?`, String(count), [count + 1, count - 1, count + 2, count - 2].map(String), `${book} has ${count} parshiyot, from ${parshiyotOfBook(book)[0]!.name} to ${parshiyotOfBook(book).at(-1)!.name}.`);
      }),
  },
];
