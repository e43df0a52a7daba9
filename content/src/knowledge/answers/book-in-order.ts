/**
 * "What is the second book of the Torah?", "which book comes after Vayikra?", "which book finishes the
 * Torah?": a book of the Torah asked for by its place among the five, read from the books' own order.
 */
import { TANAKH_BOOKS } from '../books';
import { PARSHIYOT } from '../parshiyot';
import type { Parsha, TanakhBook } from '../types';

const PLACES: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:first|1st|begins?|starts?)\b|ראשון/, 1],
  [/\b(?:second|2nd)\b|השני|שני/, 2],
  [/\b(?:third|3rd)\b|השלישי|שלישי/, 3],
  [/\b(?:fourth|4th)\b|הרביעי|רביעי/, 4],
  [/\b(?:fifth|5th|last|final|finish(?:es)?|ends?)\b|האחרון|אחרון|החמישי|חמישי/, 5],
];
const ABOUT_BOOKS = /\b(?:books?|chumash|humash)\b|ספר|חומש/;
/** The five books, not the Prophets or the Writings: the question says Torah, Chumash or "five books". */
const OF_THE_TORAH = /\b(?:torah|tora|chumash|humash|five books)\b|תורה|חומש/;
const NEIGHBOUR = /\b(after|before|befor|afta)\s+([a-z]+)/;

const torahBooks = (): TanakhBook[] => TANAKH_BOOKS.filter((b) => b.section === 'Torah').sort((a, b) => a.order - b.order);

function named(word: string, books: readonly TanakhBook[] = torahBooks()): TanakhBook | undefined {
  return books.find((b) => [b.name.toLowerCase(), b.transliteration.toLowerCase(), ...b.spellings].includes(word));
}

/** The book of the Torah a question asks for by its place, or undefined when it does not ask that. */
export function bookInOrder(question: string): TanakhBook | undefined {
  const text = question.toLowerCase();
  if (!ABOUT_BOOKS.test(text)) return undefined;
  const books = torahBooks();
  const neighbour = NEIGHBOUR.exec(text);
  // "Which book comes after Vayikra": a book of the Torah named beside it says the Torah is meant.
  const from = neighbour ? named(neighbour[2]!) : undefined;
  if (neighbour && from) return books[books.indexOf(from) + (neighbour[1]!.startsWith('af') ? 1 : -1)];
  if (!OF_THE_TORAH.test(text)) return undefined;
  // A book named in the question is what it asks about ("why is the fourth book called Numbers" is about Numbers).
  if (text.split(/[^a-z]+/).some((w) => named(w, TANAKH_BOOKS))) return undefined;
  // The place said first is the one asked ("what is the last, after the first book of the torah").
  const place = PLACES.map(([pattern, n]) => ({ at: text.search(pattern), n })).filter((p) => p.at >= 0).sort((a, b) => a.at - b.at)[0]?.n;
  return place ? books[place - 1] : undefined;
}

/** "What is the first parsha of the torah", "the last parsha of shemot": a parsha asked for by its place. */
const ABOUT_PARSHIYOT = /\b(?:parsha|parshah|parasha|parashah|parshas|parshat|parashat|portion|sedra|sidra)\b|פרשה|פרשת/;
const FIRST_OR_LAST = /\b(first|1st|last|final)\b/;
/**
 * "The torah begins in which parsha", "what parsha ends sefer bereishis": which parsha begins or ends the Torah or
 * a book asks for its first or last; not when it asks when a parsha is read ("when does the parsha start").
 */
const WHICH_PARSHA = /\b(?:which|wich|witch|what|wat)\s+(?:parsha|parshah|parasha|parashah|parshas|parshat|parashat|portion|sedra|sidra)\b/;
const BEGINS_OR_ENDS = /\b(begins?|starts?|opens?|ends?|finish(?:es)?)\b/;
const ASKS_WHEN = /\b(?:when|wen|this week|today|tomorrow|now)\b/;

/** The parsha a question asks for as the first or last of the Torah or of a book, or undefined when it does not ask that. */
export function parshaInOrder(question: string): Parsha | undefined {
  const text = question.toLowerCase();
  const verb = WHICH_PARSHA.test(text) && !ASKS_WHEN.test(text) ? BEGINS_OR_ENDS.exec(text)?.[1] : undefined;
  const place = FIRST_OR_LAST.exec(text)?.[1] ?? (verb === undefined ? undefined : /^(?:begin|start|open)/.test(verb) ? 'first' : 'last');
  if (!place || !ABOUT_PARSHIYOT.test(text)) return undefined;
  const book = text.split(/[^a-z]+/).map((w) => named(w)).find(Boolean);
  const parshiyot = book ? PARSHIYOT.filter((p) => p.book === book.name) : PARSHIYOT;
  return place === 'first' || place === '1st' ? parshiyot[0] : parshiyot.at(-1);
}
