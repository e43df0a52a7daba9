import { z } from 'zod';

/** The five books, in order, as @hebcal and Sefaria spell them. */
export const TORAH_BOOKS = ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'] as const;
export const TorahBook = z.enum(TORAH_BOOKS);
export type TorahBook = z.infer<typeof TorahBook>;

export interface VersePoint {
  chapter: number;
  verse: number;
}

export interface VerseRange {
  book: TorahBook;
  begin: VersePoint;
  end: VersePoint;
}

/** `Genesis 1:1`: how a verse is named on the wire and in the cache. */
export function verseRef(book: TorahBook, chapter: number, verse: number): string {
  return `${book} ${chapter}:${verse}`;
}

const VERSE_REF = /^(Genesis|Exodus|Leviticus|Numbers|Deuteronomy) (\d{1,3}):(\d{1,3})$/;

/** `Genesis 1:1` back into its parts; undefined when it is not one verse of the Torah. */
export function parseVerseRef(ref: string): ({ book: TorahBook } & VersePoint) | undefined {
  const m = VERSE_REF.exec(ref.trim());
  if (!m) return undefined;
  return { book: m[1] as TorahBook, chapter: Number(m[2]), verse: Number(m[3]) };
}

/** `1:1` into a point. */
export function parsePoint(text: string): VersePoint {
  const [chapter, verse] = text.split(':').map(Number);
  if (!Number.isInteger(chapter) || !Number.isInteger(verse)) throw new RangeError(`Not chapter:verse: ${text}`);
  return { chapter: chapter!, verse: verse! };
}

/** `Genesis 1:1-6:8`, or `Genesis 4:19-22` within one chapter, as @hebcal writes ranges. */
export function formatRange(range: VerseRange): string {
  const { book, begin, end } = range;
  const tail = begin.chapter === end.chapter ? `${end.verse}` : `${end.chapter}:${end.verse}`;
  return `${book} ${begin.chapter}:${begin.verse}-${tail}`;
}

export function comparePoints(a: VersePoint, b: VersePoint): number {
  return a.chapter - b.chapter || a.verse - b.verse;
}

export function pointInRange(point: VersePoint, range: Pick<VerseRange, 'begin' | 'end'>): boolean {
  return comparePoints(point, range.begin) >= 0 && comparePoints(point, range.end) <= 0;
}
