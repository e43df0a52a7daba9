import { describe, expect, it } from 'vitest';
import { formatReadingTime, matchesSearch, pageDots } from './page-dots';

describe('page dots', () => {
  it('shows every page of a short book', () => {
    expect(pageDots(7, 3)).toEqual({ pages: [1, 2, 3, 4, 5, 6, 7], more: 0 });
  });
  it('shows 10 dots around the current page and counts the rest', () => {
    expect(pageDots(12, 1)).toEqual({ pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], more: 2 });
    expect(pageDots(12, 12).pages).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageDots(30, 15).pages).toContain(15);
  });
});

describe('reading time and search', () => {
  it('formats minutes and seconds', () => {
    expect(formatReadingTime(0)).toBe('0:00');
    expect(formatReadingTime(75)).toBe('1:15');
    expect(formatReadingTime(3725)).toBe('1:02:05');
  });
  it('matches title, author or description whatever the case', () => {
    const book = { title: 'The Little Shofar', author: 'Morah Story Team', description: 'A shy horn on Rosh Hashanah' };
    expect(matchesSearch(book, 'SHOFAR')).toBe(true);
    expect(matchesSearch(book, 'story team')).toBe(true);
    expect(matchesSearch(book, 'rosh')).toBe(true);
    expect(matchesSearch(book, 'dragon')).toBe(false);
    expect(matchesSearch(book, '  ')).toBe(true);
  });
});
