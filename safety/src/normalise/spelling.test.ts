import { describe, expect, it } from 'vitest';
import { isEnglishWord } from '../read/english';
import { editDistance } from './edit-distance';
import { mendWord, nearestConceptWord } from './spelling';

describe('mendWord', () => {
  it.each([
    ['diiie', 'die'],
    ['killlll', 'kill'],
    ['suside', 'suicide'],
    ['tuches', 'touches'],
    ['hiting', 'hitting'],
    ['rist', 'wrist'],
    ['scard', 'scared'],
    ['bulied', 'bullied'],
    ['kil', 'kill'],
    ['robloks', 'roblox'],
  ])('given the misspelling %j of a word the screen listens for, then it reads %j', (written, read) => {
    expect(mendWord(written, isEnglishWord)).toBe(read);
  });

  it('given an ordinary English word close to a listened-for one, when mended, then it is left alone', () => {
    expect(isEnglishWord('dye')).toBe(true);
    expect(mendWord('dye', isEnglishWord) ?? 'dye').toBe('dye');
  });

  it('never changes a word into one with another first letter ("ticked" is not "kicked")', () => {
    for (const word of ['ticked', 'tickled', 'wicked', 'licked']) expect((nearestConceptWord(word) ?? word)[0]).toBe(word[0]);
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes, changes and swaps', () => {
    expect(editDistance('hurst', 'hurts')).toBe(1);
    expect(editDistance('suside', 'suicide')).toBe(2);
    expect(editDistance('abc', 'abc')).toBe(0);
  });
});
