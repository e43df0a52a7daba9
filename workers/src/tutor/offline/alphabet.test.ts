import { gematriyaStrToNum } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { FINAL_FORMS, LETTERS, gematriaOf, gematriaWordAnswer, letterAnswer, letterByGlyph, letterNamedIn } from './alphabet';

describe('the alef-bet table', () => {
  it('has the 22 letters in order, and the 5 final forms', () => {
    // The Unicode block lists the letters in alef-bet order with the final forms in between.
    const block = Array.from({ length: 0x05ea - 0x05d0 + 1 }, (_, i) => String.fromCodePoint(0x05d0 + i));
    const finals = Object.keys(FINAL_FORMS);
    expect(LETTERS.map((l) => l.glyph)).toEqual(block.filter((ch) => !finals.includes(ch)));
    expect(finals).toHaveLength(5);
    expect(finals.every((f) => block.includes(f))).toBe(true);
  });

  it('gives the standard values: 1-9, then tens, then hundreds up to 400', () => {
    const expected = [...Array.from({ length: 9 }, (_, i) => i + 1), ...Array.from({ length: 9 }, (_, i) => (i + 1) * 10), 100, 200, 300, 400];
    expect(LETTERS.map((l) => l.value)).toEqual(expected);
  });

  it('lets no spelling name two letters', () => {
    const all = LETTERS.flatMap((l) => l.spellings);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds letters by any common spelling', () => {
    expect(letterNamedIn('what sound does the letter bet make')?.glyph).toBe('ב');
    expect(letterNamedIn('what is vet')?.glyph).toBe('ב');
    expect(letterNamedIn('tell me about beis')?.glyph).toBe('ב');
    expect(letterNamedIn('chaf')?.glyph).toBe('כ');
    expect(letterNamedIn('kof')?.glyph).toBe('ק');
    expect(letterNamedIn('how do you write sin')?.glyph).toBe('ש');
    expect(letterNamedIn('is it tsadi or tzadi')?.glyph).toBe('צ');
    expect(letterNamedIn('what about the letter sav')?.glyph).toBe('ת');
    expect(letterNamedIn('what is a dog')).toBeUndefined();
  });

  it('reads final forms as their letters', () => {
    expect(letterByGlyph('ם')?.name).toBe('Mem');
    expect(letterByGlyph('ץ')?.value).toBe(90);
  });
});

describe('gematria', () => {
  it('gives 18 for chai, with or without vowel points', () => {
    expect(gematriaOf('חי')).toBe(18);
    expect(gematriaOf('חַי')).toBe(18);
  });

  // hebcal reads Hebrew numerals, which never use final forms, so it is only a fair check without them.
  it.each(['תורה', 'ישראל', 'משה', 'אמת', 'בראשית', 'שַׁבָּת', 'תשפז'])('agrees with hebcal for %s', (word) => {
    expect(gematriaOf(word)).toBe(gematriyaStrToNum(word));
  });

  it('counts a final form like its letter (shalom 376, amen 91)', () => {
    expect(gematriaOf('שָׁלוֹם')).toBe(376);
    expect(gematriaOf('אמן')).toBe(91);
  });

  it('shows the sum letter by letter', () => {
    expect(gematriaWordAnswer('חַי')).toContain('ח (8) + י (10) = 18');
  });
});

describe('letterAnswer', () => {
  it('says bet is "b" with a dagesh and "v" without', () => {
    const bet = letterByGlyph('ב');
    if (!bet) throw new Error('bet missing');
    const answer = letterAnswer(bet);
    expect(answer).toContain('"b"');
    expect(answer).toContain('"v"');
    expect(answer).toContain('Vet');
    expect(answer).toContain('value is 2');
  });

  it('says alef and ayin carry a vowel', () => {
    expect(letterAnswer(LETTERS[0]!)).toMatch(/silent/);
    expect(letterAnswer(letterByGlyph('ע')!)).toMatch(/vowel/);
  });

  it('mentions the final form when there is one', () => {
    expect(letterAnswer(letterByGlyph('נ')!)).toContain('ן');
  });
});
