import type { ParshaVerse } from '@morah/contracts';
import { describe, expect, it } from 'vitest';
import { aliyahOf, aliyahStart, percentComplete, resumeIndex } from './reader-position';

const verse = (chapter: number, v: number) => ({ chapter, verse: v }) as ParshaVerse;
const verses = [verse(1, 1), verse(1, 2), verse(1, 3), verse(2, 1), verse(2, 2)];
const aliyot = [
  { n: 1, range: '', begin: '1:1', end: '1:3' },
  { n: 2, range: '', begin: '2:1', end: '2:2' },
];

describe('reader position', () => {
  it('counts percent as (index+1)/count, as the spec does', () => {
    expect(percentComplete(0, 3)).toBe(33);
    expect(percentComplete(2, 3)).toBe(100);
    expect(percentComplete(0, 0)).toBe(0);
  });

  it('finds where each aliyah starts and which aliyah a verse is in', () => {
    expect(aliyahStart(verses, aliyot[1]!)).toBe(3);
    expect(aliyahOf(verses, aliyot, 2)).toBe(1);
    expect(aliyahOf(verses, aliyot, 4)).toBe(2);
  });

  it('resumes at the verse reached, never outside the parsha', () => {
    expect(resumeIndex(undefined, 5)).toBe(0);
    expect(resumeIndex(4, 5)).toBe(3);
    expect(resumeIndex(99, 5)).toBe(4);
  });
});
