import { BOOK_CATEGORIES, BOOK_DIFFICULTIES, BOOK_LANGUAGES } from '@morah/contracts';
import { describe, expect, it } from 'vitest';
import { filterBooks, findBook, libraryBooks, parseBookFile } from './library';

const HEBREW_WORD = /[\u0590-\u05FF]+/g;
const HEBREW_LETTER = /[\u05D0-\u05EA]/g;
const VOWEL_POINT = /[\u05B0-\u05BC\u05C1\u05C2\u05C7]/;

/** Hebrew words of two letters or more that carry no vowel point (abbreviations like ה׳ aside). */
function unpointedWords(text: string): string[] {
  return (text.match(HEBREW_WORD) ?? []).filter((w) => (w.match(HEBREW_LETTER) ?? []).length >= 2 && !VOWEL_POINT.test(w) && !/[\u05F3\u05F4]/.test(w));
}

describe('the library', () => {
  const books = libraryBooks();

  it('holds at least 10 books across every category, level and language', () => {
    expect(books.length).toBeGreaterThanOrEqual(10);
    for (const category of BOOK_CATEGORIES) expect(books.some((b) => b.summary.category === category), category).toBe(true);
    for (const level of BOOK_DIFFICULTIES) expect(books.some((b) => b.summary.difficulty === level), level).toBe(true);
    for (const language of BOOK_LANGUAGES) expect(books.some((b) => b.summary.language === language), language).toBe(true);
  });

  it('gives every book 6 to 12 pages, each with an illustration, and learning notes in every book', () => {
    for (const { summary, pages } of books) {
      expect(pages.length, summary.id).toBeGreaterThanOrEqual(6);
      expect(pages.length, summary.id).toBeLessThanOrEqual(12);
      expect(summary.totalPages).toBe(pages.length);
      expect(pages.every((p) => p.illustration), summary.id).toBe(true);
      expect(pages.some((p) => p.notes), summary.id).toBe(true);
    }
  });

  it('marks two or three books premium', () => {
    const premium = books.filter((b) => b.summary.premium);
    expect(premium.length).toBeGreaterThanOrEqual(2);
    expect(premium.length).toBeLessThanOrEqual(3);
  });

  it('writes Hebrew with vowel points: every page of a bilingual book has its Hebrew, and every Hebrew word is pointed', () => {
    for (const { summary, pages } of books) {
      if (summary.language === 'bilingual') expect(pages.every((p) => p.hebrewContent), summary.id).toBe(true);
      if (summary.language === 'hebrew') expect(pages.every((p) => (p.content.match(HEBREW_LETTER) ?? []).length > 0), summary.id).toBe(true);
      const texts = [summary.hebrewTitle ?? '', ...pages.flatMap((p) => [p.content, p.hebrewContent ?? '', p.notes ?? ''])];
      for (const text of texts) expect(unpointedWords(text), `${summary.id}: ${text}`).toEqual([]);
    }
  });

  it('filters by category, level and language together', () => {
    const hebrewBeginner = filterBooks(books, { category: 'hebrew', difficulty: 'beginner' });
    expect(hebrewBeginner.length).toBeGreaterThan(0);
    expect(hebrewBeginner.every((b) => b.category === 'hebrew' && b.difficulty === 'beginner')).toBe(true);
    expect(filterBooks(books, {})).toHaveLength(books.length);
    expect(filterBooks(books, { language: 'hebrew', category: 'history' })).toEqual([]);
    expect(findBook('the-little-shofar')?.summary.title).toBe('The Little Shofar Who Was Shy');
    expect(findBook('no-such-book')).toBeUndefined();
  });

  it('refuses a book file that breaks the rules, naming the file', () => {
    const short = JSON.stringify({ ...books[0]!.summary, totalPages: undefined, pages: books[0]!.pages.slice(0, 3) });
    expect(() => parseBookFile(`${books[0]!.summary.id}.json`, short)).toThrow(/at least 6 pages/);
    expect(() => parseBookFile('wrong-name.json', JSON.stringify({ ...books[0]!.summary, pages: books[0]!.pages }))).toThrow(/wrong-name\.json/);
  });
});
