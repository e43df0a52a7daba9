import { describe, expect, it } from 'vitest';
import { TANAKH_VERSE_COUNTS } from './tanakh-verse-counts';
import { parseVerseRef } from './verse-ref';

describe('parseVerseRef', () => {
  it('reads a verse, a range in one chapter and a range across chapters', () => {
    expect(parseVerseRef('Genesis 32:29')).toEqual({ book: 'Genesis', start: { chapter: 32, verse: 29 }, end: { chapter: 32, verse: 29 } });
    expect(parseVerseRef('I Samuel 17:1-58')).toEqual({ book: 'I Samuel', start: { chapter: 17, verse: 1 }, end: { chapter: 17, verse: 58 } });
    expect(parseVerseRef('Genesis 6:9-11:32')?.end).toEqual({ chapter: 11, verse: 32 });
    expect(parseVerseRef('Song of Songs 2:11-12')?.book).toBe('Song of Songs');
  });

  it('refuses a book, chapter or verse that does not exist, and a range that runs backwards', () => {
    expect(parseVerseRef('Genesis 51:1')).toBeUndefined();
    expect(parseVerseRef('Genesis 1:32')).toBeUndefined();
    expect(parseVerseRef('I Samuel 17:1-59')).toBeUndefined();
    expect(parseVerseRef('Maccabees 1:1')).toBeUndefined();
    expect(parseVerseRef('Genesis 3:1-2:4')).toBeUndefined();
    expect(parseVerseRef('Genesis')).toBeUndefined();
  });

  it('numbers verses the Hebrew way, as the Torah reader does', () => {
    expect(parseVerseRef('Exodus 20:14')).toBeDefined();
    expect(parseVerseRef('Exodus 20:24')).toBeUndefined();
    expect(parseVerseRef('Jonah 2:11')).toBeDefined();
    expect(parseVerseRef('Daniel 6:29')).toBeDefined();
    expect(parseVerseRef('Malachi 4:1')).toBeUndefined();
  });

  it('knows the 39 books of the Tanakh as Sefaria names them', () => {
    expect(Object.keys(TANAKH_VERSE_COUNTS)).toHaveLength(39);
    expect(TANAKH_VERSE_COUNTS['Psalms']).toHaveLength(150);
    expect(TANAKH_VERSE_COUNTS['Deuteronomy']).toHaveLength(34);
  });
});
