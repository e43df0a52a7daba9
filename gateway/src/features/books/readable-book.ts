import { PREMIUM_BOOK_MESSAGE } from '@morah/contracts';
import { findBook, type LibraryBook } from '@morah/content/books';
import type { UserRow } from '@morah/db';
import { AppError, notFound } from '../../errors';


/** The book, if it exists (404 otherwise) and this reader may open its pages (403 for a premium book without Premium). */
export function readableBook(user: Pick<UserRow, 'is_premium'>, bookId: string): LibraryBook {
  const book = findBook(bookId);
  if (!book) throw notFound('That book is not in our library.');
  if (book.summary.premium && !user.is_premium) throw new AppError(403, 'forbidden', PREMIUM_BOOK_MESSAGE, { premium: true, book: book.summary });
  return book;
}
