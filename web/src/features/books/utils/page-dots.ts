import { MAX_PAGE_DOTS } from '@morah/contracts';

/**
 * The page dots to show (spec content 2 and 9: at most 10, then '+n more'): a window of pages that
 * always holds the current one, and how many pages have no dot.
 */
export function pageDots(total: number, current: number, max = MAX_PAGE_DOTS): { pages: number[]; more: number } {
  if (total <= max) return { pages: Array.from({ length: total }, (_, i) => i + 1), more: 0 };
  const start = Math.min(Math.max(1, current - Math.floor(max / 2)), total - max + 1);
  return { pages: Array.from({ length: max }, (_, i) => start + i), more: total - max };
}

/** Reading time as the header shows it: 'm:ss', or 'h:mm:ss' past an hour. */
export function formatReadingTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Library search (spec content 5): a case-insensitive substring of the title, author or description. */
export function matchesSearch(book: { title: string; author: string; description: string }, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [book.title, book.author, book.description].some((field) => field.toLocaleLowerCase().includes(needle));
}
