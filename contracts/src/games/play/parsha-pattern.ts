/**
 * Parsha Pattern Detective: eight rounds built from the 54 parshiyot each time it is played. A round
 * shows a pattern in the order of the parshiyot (what comes next, what is missing, which book, which
 * parsha opens a book) and four choices; the wrong choices are near neighbours, so looking closely pays.
 */
import { PATTERN_ROUNDS } from '../round-rules';
import { listParshiyot, parshiyotOfBook, TORAH_BOOK_HEBREW_NAMES, TORAH_BOOKS, type Parsha } from '../../parsha/parshiyot';

export { PATTERN_ROUNDS };

export type PatternKind = 'next' | 'missing' | 'book' | 'opens-book';

export interface PatternRound {
  id: string;
  kind: PatternKind;
  title: string;
  question: string;
  /** The clue row, in reading order; '?' marks the gap. Empty for questions without a row. */
  sequence: string[];
  options: string[];
  correctAnswer: number;
  explanation: string;
  hint: string;
}

type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)]!;
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Four choices: the answer and three distinct others, nearest first (then shuffled). */
function choices(answer: string, nearby: readonly string[], random: Random): { options: string[]; correctAnswer: number } {
  const others = [...new Set(nearby.filter((n) => n !== answer))].slice(0, 3);
  const options = shuffle([answer, ...others], random);
  return { options, correctAnswer: options.indexOf(answer) };
}

function neighbours(all: readonly Parsha[], index: number): string[] {
  const order = [2, -2, 3, -3, 4, -4, 5, -5, 1, -1];
  return order.map((d) => all[index + d]?.name).filter((n): n is string => Boolean(n));
}

function nextRound(all: readonly Parsha[], random: Random): PatternRound {
  const start = Math.floor(random() * (all.length - 3));
  const [a, b, c, answer] = all.slice(start, start + 4) as [Parsha, Parsha, Parsha, Parsha];
  return {
    id: `next-${answer.name}`, kind: 'next', title: 'What Comes Next?',
    question: 'These parshiyot are read one after another. Which one comes next?',
    sequence: [a.name, b.name, c.name, '?'],
    ...choices(answer.name, neighbours(all, answer.number - 1), random),
    explanation: `After ${c.name} we read ${answer.name}, parsha number ${answer.number} of 54, in the book of ${answer.book}.`,
    hint: `It is in the book of ${answer.book}.`,
  };
}

function missingRound(all: readonly Parsha[], random: Random): PatternRound {
  const start = Math.floor(random() * (all.length - 2));
  const [a, answer, c] = all.slice(start, start + 3) as [Parsha, Parsha, Parsha];
  return {
    id: `missing-${answer.name}`, kind: 'missing', title: 'The Missing Parsha',
    question: 'One parsha is missing from the middle. Which one?',
    sequence: [a.name, '?', c.name],
    ...choices(answer.name, neighbours(all, answer.number - 1), random),
    explanation: `${answer.name} (number ${answer.number}) is read between ${a.name} and ${c.name}.`,
    hint: `It is parsha number ${answer.number} of the 54.`,
  };
}

function bookRound(all: readonly Parsha[], random: Random): PatternRound {
  const parsha = pick(all, random);
  const options = shuffle([...TORAH_BOOKS], random).slice(0, 4);
  if (!options.includes(parsha.book)) options[Math.floor(random() * 4)] = parsha.book;
  return {
    id: `book-${parsha.name}`, kind: 'book', title: 'Which Book?',
    question: `In which book of the Torah is Parashat ${parsha.name}?`,
    sequence: [],
    options,
    correctAnswer: options.indexOf(parsha.book),
    explanation: `${parsha.name} is in ${parsha.book} (${TORAH_BOOK_HEBREW_NAMES[parsha.book]}): ${parsha.summary}.`,
    hint: `It is parsha number ${parsha.number} of the 54. Genesis has the first ones, Deuteronomy the last.`,
  };
}

function opensBookRound(all: readonly Parsha[], random: Random): PatternRound {
  const book = pick(TORAH_BOOKS, random);
  const parshiyot = parshiyotOfBook(book);
  const first = parshiyot[0]!;
  const nearby = [...parshiyot.slice(1, 3).map((p) => p.name), all[first.number - 2]?.name].filter((n): n is string => Boolean(n));
  return {
    id: `opens-${book}`, kind: 'opens-book', title: 'The First Parsha',
    question: `Which parsha opens the book of ${book}?`,
    sequence: [],
    ...choices(first.name, [...nearby, ...neighbours(all, first.number - 1)], random),
    explanation: `${book} begins with Parashat ${first.name}. Its Hebrew name, ${TORAH_BOOK_HEBREW_NAMES[book]}, comes from its first words.`,
    hint: `The book's Hebrew name is ${TORAH_BOOK_HEBREW_NAMES[book]}.`,
  };
}

const BUILDERS: Record<PatternKind, (all: readonly Parsha[], random: Random) => PatternRound> = {
  next: nextRound,
  missing: missingRound,
  book: bookRound,
  'opens-book': opensBookRound,
};

/** Eight rounds, two of each kind in a shuffled order, none asked twice. */
export function buildPatternRounds(random: Random = Math.random): PatternRound[] {
  const all = listParshiyot();
  const kinds = shuffle((['next', 'missing', 'book', 'opens-book'] as const).flatMap((k) => [k, k]), random);
  const rounds: PatternRound[] = [];
  for (const kind of kinds) {
    let round = BUILDERS[kind](all, random);
    for (let tries = 0; rounds.some((r) => r.id === round.id) && tries < 20; tries++) round = BUILDERS[kind](all, random);
    rounds.push(round);
  }
  return rounds;
}
