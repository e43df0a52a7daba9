/**
 * A verse reference as Morah writes it, in Sefaria's English book names and the Hebrew numbering:
 * "Genesis 32:29", "I Samuel 17:1-58", "Genesis 6:9-11:32". A reference parses only when its book is a
 * book of the Tanakh and every chapter and verse it names exists.
 */
import { TANAKH_VERSE_COUNTS } from './tanakh-verse-counts';

export interface VersePoint {
  chapter: number;
  verse: number;
}

export interface VerseRange {
  book: string;
  start: VersePoint;
  end: VersePoint;
}

const REF = /^((?:I{1,2} )?[A-Z][a-z]+(?: of [A-Z][a-z]+)?) (\d+):(\d+)(?:-(?:(\d+):)?(\d+))?$/;

const exists = (book: string, p: VersePoint) => {
  const verses = TANAKH_VERSE_COUNTS[book]?.[p.chapter - 1];
  return verses !== undefined && p.verse >= 1 && p.verse <= verses;
};

/** The range a reference names, or undefined when it is not a real place in the Tanakh. */
export function parseVerseRef(ref: string): VerseRange | undefined {
  const m = REF.exec(ref.trim());
  if (!m) return undefined;
  const book = m[1]!;
  const start = { chapter: Number(m[2]), verse: Number(m[3]) };
  const end = m[5] === undefined ? start : { chapter: Number(m[4] ?? m[2]), verse: Number(m[5]) };
  if (!exists(book, start) || !exists(book, end)) return undefined;
  if (end.chapter * 1000 + end.verse < start.chapter * 1000 + start.verse) return undefined;
  return { book, start, end };
}

export function isVerseRef(ref: string): boolean {
  return parseVerseRef(ref) !== undefined;
}
