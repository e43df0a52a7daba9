import type { BookCategory, BookDifficulty, BookLanguage } from '@morah/contracts';

export interface BookFilters {
  category: BookCategory | '';
  difficulty: BookDifficulty | '';
  language: BookLanguage | '';
}

/** Spec content 7: only non-empty filters are sent. */
export function booksUrl(filters: BookFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/api/books?${query}` : '/api/books';
}

/** Query keys of the library's data, each the URL it is read from. */
export const booksKeys = {
  list: (filters: BookFilters) => [booksUrl(filters)] as const,
  book: (id: string) => [`/api/books/${id}`] as const,
  progress: (bookId: string) => [`/api/reading-progress/${bookId}`] as const,
};
