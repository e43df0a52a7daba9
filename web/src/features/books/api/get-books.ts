import type { BookList, BookWithPages, ReadingProgressResponse } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { type BookFilters, booksKeys } from './books-keys';

/** GET /api/books with the chosen filters. */
export function useBooks(filters: BookFilters) {
  return useQuery<BookList>({ queryKey: booksKeys.list(filters) });
}

/** GET /api/books/{id}: the book and its pages (asked for only when `enabled`). */
export function useBook(id: string, enabled = true) {
  return useQuery<BookWithPages>({ queryKey: booksKeys.book(id), enabled });
}

/** GET /api/reading-progress/{bookId}: where this reader stopped, if anywhere. */
export function useReadingProgress(bookId: string) {
  return useQuery<ReadingProgressResponse>({ queryKey: booksKeys.progress(bookId), staleTime: 0, gcTime: 0 });
}
