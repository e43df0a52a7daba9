import { readdirSync, readFileSync } from 'node:fs';
import { BookFile, type BookListQuery, type BookSummary } from '@morah/contracts';

/** A book of the library: its summary (as the list shows it) and its pages. */
export interface LibraryBook {
  summary: BookSummary;
  pages: BookFile['pages'];
}

const LIBRARY_DIR = new URL('./library/', import.meta.url);

/** Read and check one book's data file; a book that breaks the rules stops the load with its file name. */
export function parseBookFile(name: string, text: string): LibraryBook {
  const parsed = BookFile.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const { pages, ...rest } = parsed.data;
  if (`${rest.id}.json` !== name) throw new Error(`${name}: the file is named after its book id (${rest.id}.json)`);
  return { summary: { ...rest, totalPages: pages.length }, pages };
}

let cached: readonly LibraryBook[] | undefined;

/** Every book of the library, in title order, read from `library/*.json` once. */
export function libraryBooks(): readonly LibraryBook[] {
  cached ??= readdirSync(LIBRARY_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => parseBookFile(name, readFileSync(new URL(name, LIBRARY_DIR), 'utf8')))
    .sort((a, b) => a.summary.title.localeCompare(b.summary.title));
  return cached;
}

export function findBook(id: string): LibraryBook | undefined {
  return libraryBooks().find((b) => b.summary.id === id);
}

/** Spec content 5: each filter given narrows the list; an absent filter means all. */
export function filterBooks(books: readonly LibraryBook[], query: BookListQuery): BookSummary[] {
  return books
    .map((b) => b.summary)
    .filter((b) => (!query.category || b.category === query.category) && (!query.difficulty || b.difficulty === query.difficulty) && (!query.language || b.language === query.language));
}
