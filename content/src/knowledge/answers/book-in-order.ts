/**
 * "What is the second book of the Torah?", "which book comes after Vayikra?", "which book finishes the
 * Torah?": a book of the Torah asked for by its place among the five, read from the books' own order.
 */
import { TANAKH_BOOKS } from '../books';
import type { TanakhBook } from '../types';

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
const NEIGHBOUR = /\b(after|before)\s+([a-z]+)/;

const torahBooks = (): TanakhBook[] => TANAKH_BOOKS.filter((b) => b.section === 'Torah').sort((a, b) => a.order - b.order);

function named(word: string, books: readonly TanakhBook[] = torahBooks()): TanakhBook | undefined {
  return books.find((b) => [b.name.toLowerCase(), b.transliteration.toLowerCase(), ...b.spellings].includes(word));
}

/** The book of the Torah a question asks for by its place, or undefined when it does not ask that. */
export function bookInOrder(question: string): TanakhBook | undefined {
  const text = question.toLowerCase();
  if (!ABOUT_BOOKS.test(text) || !OF_THE_TORAH.test(text)) return undefined;
  const books = torahBooks();
  const neighbour = NEIGHBOUR.exec(text);
  const from = neighbour ? named(neighbour[2]!) : undefined;
  if (neighbour && from) return books[books.indexOf(from) + (neighbour[1] === 'after' ? 1 : -1)];
  // A book named in the question is what it asks about ("why is the fourth book called Numbers" is about Numbers).
  if (text.split(/[^a-z]+/).some((w) => named(w, TANAKH_BOOKS))) return undefined;
  const place = PLACES.find(([pattern]) => pattern.test(text))?.[1];
  return place ? books[place - 1] : undefined;
}
