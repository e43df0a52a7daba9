import { describe, expect, it } from 'vitest';
import { foldTerm } from './fold-term';

describe('foldTerm', () => {
  it('given a past that doubles its last letter, when folded, then it meets the verb it comes from', () => {
    expect(foldTerm('clapped')).toBe(foldTerm('clap'));
    expect(foldTerm('grabbed')).toBe(foldTerm('grab'));
    expect(foldTerm('rebelled')).toBe(foldTerm('rebel'));
  });

  it('given a word that only ends in -ed, when folded, then it keeps its letters', () => {
    expect(foldTerm('chesed')).toBe('hesed');
    expect(foldTerm('red')).toBe('red');
  });
});
