import { describe, expect, it } from 'vitest';
import { isAvailableRoute, setViewerSignedIn } from './available-routes';

const routes = ['/', '/badges', '/student', '/books', '/books/:id', '/games/:id'];

describe('isAvailableRoute', () => {
  it('knows listed pages and families of pages, ignoring query and hash', () => {
    setViewerSignedIn(true);
    expect(isAvailableRoute('/badges?tab=all#top', routes)).toBe(true);
    expect(isAvailableRoute('/books/shema', routes)).toBe(true);
    expect(isAvailableRoute('/books/', routes)).toBe(false);
    expect(isAvailableRoute('/coloring', routes)).toBe(false);
  });

  it('never offers a visitor a page only signed-in users have', () => {
    setViewerSignedIn(false);
    expect(isAvailableRoute('/badges', routes)).toBe(true);
    expect(isAvailableRoute('/student', routes)).toBe(false);
    expect(isAvailableRoute('/books/shema', routes)).toBe(false);
    expect(isAvailableRoute('/games/hebrew-memory', routes)).toBe(true);
  });
});
