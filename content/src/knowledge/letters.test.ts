import { gematriyaStrToNum } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import { FINAL_FORMS, LETTERS, gematriaOf, letterByGlyph } from './letters';

describe('the alef-bet', () => {
  it('has the 22 letters in order, numbered 1 to 22, and the 5 final forms', () => {
    // The Unicode block lists the letters in alef-bet order with the final forms in between.
    const block = Array.from({ length: 0x05ea - 0x05d0 + 1 }, (_, i) => String.fromCodePoint(0x05d0 + i));
    const finals = Object.keys(FINAL_FORMS);
    expect(LETTERS.map((l) => l.glyph)).toEqual(block.filter((ch) => !finals.includes(ch)));
    expect(LETTERS.map((l) => l.position)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(finals).toHaveLength(5);
    expect(LETTERS.filter((l) => l.final).map((l) => l.final).sort()).toEqual(finals.sort());
  });

  it('gives the standard values: 1-9, then tens, then hundreds up to 400', () => {
    const expected = [...Array.from({ length: 9 }, (_, i) => i + 1), ...Array.from({ length: 9 }, (_, i) => (i + 1) * 10), 100, 200, 300, 400];
    expect(LETTERS.map((l) => l.value)).toEqual(expected);
  });

  it('lets no spelling name two letters', () => {
    const all = LETTERS.flatMap((l) => l.spellings);
    expect(new Set(all).size).toBe(all.length);
  });

  it('starts each example word with its letter', () => {
    for (const l of LETTERS) expect(letterByGlyph(l.example.hebrew.charAt(0))?.id, l.name).toBe(l.id);
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
});
