import { describe, expect, it } from 'vitest';
import { asksForAVerse, nameVerse, parshaOfVerse, verseReferenceIn, verseSearchWords } from './verses';

describe('verses', () => {
  it.each([
    ['What does Genesis 22:2 say?', { book: 'Genesis', chapter: 22, verse: 2 }],
    ['explain bereshit 1:1', { book: 'Genesis', chapter: 1, verse: 1 }],
    ['what is shemos 20.2', { book: 'Exodus', chapter: 20, verse: 2 }],
    ['Tell me about Vayikra 19:18', { book: 'Leviticus', chapter: 19, verse: 18 }],
    ['Who was Moshe?', undefined],
  ])('finds the verse named in %j', (text, ref) => {
    expect(verseReferenceIn(text)).toEqual(ref);
  });

  it('names a verse with its parsha, at the edges of a parsha too', () => {
    expect(nameVerse({ book: 'Genesis', chapter: 22, verse: 2 })).toBe('Genesis 22:2, in parashat Vayera');
    expect(parshaOfVerse({ book: 'Genesis', chapter: 6, verse: 8 })?.id).toBe('Bereshit');
    expect(parshaOfVerse({ book: 'Genesis', chapter: 6, verse: 9 })?.id).toBe('Noach');
    expect(parshaOfVerse({ book: 'Leviticus', chapter: 19, verse: 18 })?.id).toBe('Kedoshim');
    expect(parshaOfVerse({ book: 'Deuteronomy', chapter: 34, verse: 12 })?.id).toBe('Vezot Haberakhah');
  });

  it('looks for the words a child quotes, in the spelling of the translation, and a person by every name', () => {
    expect(verseSearchWords('Where does the Torah say to love your neighbor as yourself?')).toEqual([['love'], ['neighbor', 'neighbour'], ['yourself', 'thyself']]);
    expect(verseSearchWords('when did Yitzchak dig wells')[0]).toContain('isaac');
    expect(verseSearchWords('when did Yitzchak dig wells').slice(1)).toEqual([['dig'], ['wells']]);
  });

  it('knows when a child asks for the verse itself', () => {
    expect(asksForAVerse('Which verse says love your neighbor?')).toBe(true);
    expect(asksForAVerse('Where does the Torah say to honor your parents?')).toBe(true);
    expect(asksForAVerse('Who was Moshe?')).toBe(false);
  });
});
