/** Questions on the alef-bet from the tutor's letter data: names, order, final forms and gematria. */
import { FINAL_FORMS, LETTERS } from '@morah/content';
import { nearest, question, type QuestionKind } from '../question-maker';

const SOURCE = 'the alef-bet';
const finalOf = Object.fromEntries(Object.entries(FINAL_FORMS).map(([final, base]) => [base, final]));
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

export const HEBREW_KINDS: readonly QuestionKind[] = [
  {
    level: 0,
    all: () =>
      LETTERS.flatMap((l, i) =>
        question(`name-of-${l.name}`, SOURCE, `What is the name of the letter ${l.glyph}?`, l.name, nearest(LETTERS, i).map((o) => o.name), `${l.glyph} is ${l.name}. ${l.sound}`),
      ),
  },
  {
    level: 0,
    all: () =>
      LETTERS.flatMap((l, i) =>
        question(`glyph-of-${l.name}`, SOURCE, `Which of these is the letter ${l.name}?`, l.glyph, nearest(LETTERS, i).map((o) => o.glyph), `${l.name} is written ${l.glyph}. It is letter number ${i + 1} of the alef-bet.`),
      ),
  },
  {
    level: 0,
    all: () =>
      LETTERS.slice(0, -1).flatMap((l, i) => {
        const next = LETTERS[i + 1]!;
        return question(`after-${l.name}`, SOURCE, `Which letter comes right after ${l.glyph} (${l.name}) in the alef-bet?`, `${next.glyph} ${next.name}`, nearest(LETTERS, i + 1).filter((o) => o !== l).map((o) => `${o.glyph} ${o.name}`), `The alef-bet goes ${l.glyph} ${l.name}, then ${next.glyph} ${next.name}.`);
      }),
  },
  {
    level: 1,
    all: () =>
      LETTERS.slice(1).flatMap((l, j) => {
        const before = LETTERS[j]!;
        return question(`before-${l.name}`, SOURCE, `Which letter comes just before ${l.glyph} (${l.name})?`, `${before.glyph} ${before.name}`, nearest(LETTERS, j).filter((o) => o !== l).map((o) => `${o.glyph} ${o.name}`), `${before.glyph} ${before.name} comes right before ${l.glyph} ${l.name}.`);
      }),
  },
  {
    level: 1,
    all: () =>
      LETTERS.flatMap((l, i) =>
        question(`value-of-${l.name}`, 'gematria of the alef-bet', `What is the gematria (number value) of ${l.glyph} ${l.name}?`, String(l.value), nearest(LETTERS, i).map((o) => String(o.value)), `In gematria ${l.glyph} ${l.name} is worth ${l.value}. Letters count 1 to 9, then by tens to 90, then by hundreds to 400.`),
      ),
  },
  {
    level: 1,
    all: () =>
      LETTERS.filter((l) => finalOf[l.glyph]).flatMap((l) =>
        question(`final-of-${l.name}`, SOURCE, `What does ${l.glyph} (${l.name}) look like at the end of a word?`, finalOf[l.glyph]!, Object.keys(FINAL_FORMS).filter((f) => f !== finalOf[l.glyph]), `At the end of a word ${l.name} is written ${finalOf[l.glyph]}. The five letters with final forms are כ מ נ פ צ.`),
      ),
  },
  {
    level: 2,
    all: () =>
      LETTERS.filter((l) => finalOf[l.glyph]).flatMap((l) =>
        question(`has-final-${l.name}`, SOURCE, 'Which of these letters has a special final form?', `${l.glyph} ${l.name}`, LETTERS.filter((o) => !finalOf[o.glyph]).slice(l.value % 5, (l.value % 5) + 3).map((o) => `${o.glyph} ${o.name}`), `${l.name} changes to ${finalOf[l.glyph]} at the end of a word. Only כ מ נ פ צ have final forms.`),
      ),
  },
  {
    level: 2,
    all: () =>
      LETTERS.flatMap((l, i) =>
        question(`letter-of-value-${l.value}`, 'gematria of the alef-bet', `Which letter is worth ${l.value} in gematria?`, `${l.glyph} ${l.name}`, nearest(LETTERS, i).map((o) => `${o.glyph} ${o.name}`), `${l.glyph} ${l.name} is worth ${l.value}.`),
      ),
  },
  {
    level: 1,
    all: () =>
      LETTERS.flatMap((l, i) =>
        question(`position-of-${l.name}`, SOURCE, `Where is ${l.glyph} (${l.name}) in the alef-bet?`, `The ${ordinal(i + 1)} letter`, [i + 2, i, i + 3, i - 1].filter((n) => n >= 1 && n <= LETTERS.length).map((n) => `The ${ordinal(n)} letter`), `${l.name} is letter number ${i + 1} of the ${LETTERS.length}.`),
      ),
  },
];
