/**
 * The 54 parshiyot in reading order, each with its book and opening verses, read from @hebcal (the
 * calendar library's own tables), never typed in by hand.
 */
import { parshiot } from '@hebcal/core';
import { getLeyningForParsha } from '@hebcal/leyning';

export const TORAH_BOOKS = ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'] as const;
export type TorahBook = (typeof TORAH_BOOKS)[number];

/** The Hebrew name each book is called by, from its first words. */
export const TORAH_BOOK_HEBREW_NAMES: Record<TorahBook, string> = {
  Genesis: 'Bereshit',
  Exodus: 'Shemot',
  Leviticus: 'Vayikra',
  Numbers: 'Bamidbar',
  Deuteronomy: 'Devarim',
};

export interface Parsha {
  name: string;
  /** 1 to 54 in the yearly cycle. */
  number: number;
  book: TorahBook;
  /** e.g. 'Genesis 1:1-6:8' */
  summary: string;
}

let cached: readonly Parsha[] | undefined;

export function listParshiyot(): readonly Parsha[] {
  cached ??= parshiot.map((name, i) => {
    const leyning = getLeyningForParsha(name);
    const book = leyning.fullkriyah?.['1']?.k as TorahBook | undefined;
    if (!book || !TORAH_BOOKS.includes(book)) throw new Error(`no book for parsha ${name}`);
    return { name, number: i + 1, book, summary: leyning.summary };
  });
  return cached;
}

export function parshiyotOfBook(book: TorahBook): Parsha[] {
  return listParshiyot().filter((p) => p.book === book);
}
