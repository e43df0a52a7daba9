import { describe, expect, it } from 'vitest';
import { foldTerm } from './fold-term';

describe('foldTerm', () => {
  it('given a past that doubles its last letter, when folded, then it meets the verb it comes from', () => {
    expect(foldTerm('clapped')).toBe(foldTerm('clap'));
    expect(foldTerm('grabbed')).toBe(foldTerm('grab'));
    expect(foldTerm('rebelled')).toBe(foldTerm('rebel'));
  });

  it('given a word written for another that sounds alike, in the plural, when folded, then it meets the plural of the word meant', () => {
    expect(foldTerm('peaces')).toBe(foldTerm('pieces'));
    expect(foldTerm('tails')).toBe(foldTerm('tales'));
  });

  it('given a hill, which Hebrew calls har as it does a mountain, when folded, then it meets mountain', () => {
    expect(foldTerm('hill')).toBe(foldTerm('mountain'));
    expect(foldTerm('hills')).toBe(foldTerm('mountains'));
  });

  it('given a word that only ends in -ed, when folded, then it keeps its letters', () => {
    expect(foldTerm('chesed')).toBe('hesed');
    expect(foldTerm('red')).toBe('red');
  });

  it('given more new words than it keeps, when a word folded long before is folded again, then its fold is the same', () => {
    const first = ['Shabbos', 'Tzedakah', 'davening', 'blessings'].map(foldTerm);
    for (let i = 0; i < 25_000; i++) foldTerm(`word${i}`);
    expect(['Shabbos', 'Tzedakah', 'davening', 'blessings'].map(foldTerm)).toEqual(first);
  });

  it('given a y that a child writes as ie or ies, when folded, then every spelling meets', () => {
    expect(foldTerm('spies')).toBe(foldTerm('spy'));
    expect(foldTerm('spys')).toBe(foldTerm('spy'));
    expect(foldTerm('babies')).toBe(foldTerm('baby'));
    expect(foldTerm('cookies')).toBe(foldTerm('cookie'));
    expect(foldTerm('lies')).toBe(foldTerm('lie'));
  });

  it('given took, when folded, then it is take', () => {
    expect(foldTerm('took')).toBe(foldTerm('take'));
  });
});
