import { type BookWithPages, PREMIUM_BOOK_MESSAGE } from '@morah/contracts';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useBook, useBooks, useReadingProgress } from '../api/get-books';
import { ReaderView } from './reader-view';
import '../books.css';

const ALL_BOOKS = { category: '', difficulty: '', language: '' } as const;

/**
 * `/books/{id}`: the reader (spec content 2, 4, 8), resuming at the page this reader reached. A
 * premium book is shown locked from the library's list, without asking for pages the server refuses.
 */
export function BookReader({ bookId }: { bookId: string }) {
  const { user } = useUser();
  const library = useBooks(ALL_BOOKS);
  const listed = library.data?.books.find((b) => b.id === bookId);
  const locked = Boolean(listed?.premium && !user?.isPremium);
  const book = useBook(bookId, !library.isPending && !locked);
  const progress = useReadingProgress(bookId);

  if (locked && listed) return <BookMessage title={listed.title} tag="Premium" message={PREMIUM_BOOK_MESSAGE} />;
  if (book.isPending || (progress.isPending && !progress.isError)) return <PageLoader label="Loading your book..." />;
  if (book.isError) {
    const error = book.error;
    if (error instanceof ApiError && error.status === 404) return <BookMessage title="Book not found" />;
    if (error instanceof ApiError && error.status === 403) {
      const refused = (error.details as { book?: { title?: string } } | undefined)?.book;
      return <BookMessage title={refused?.title ?? 'A Premium book'} tag="Premium" message={error.serverMessage ?? 'This book is for Premium members.'} />;
    }
    return (
      <div className="page-shell">
        <LoadError error={error} onRetry={() => void book.refetch()} />
      </div>
    );
  }
  const saved = progress.data?.progress ?? null;
  return <ReaderView key={bookId} data={book.data as BookWithPages} startPage={saved?.currentPage ?? 1} savedSeconds={saved?.timeSpent ?? 0} notes={saved?.notes ?? ''} />;
}

function BookMessage({ title, tag, message }: { title: string; tag?: string; message?: string }) {
  return (
    <div className="page-shell reader-message">
      <div className="card reader-message__card">
        {tag ? <span className="tag tag--premium">{tag}</span> : null}
        <h1>{title}</h1>
        {message ? <p>{message}</p> : null}
        <Link to="/books" className={buttonClass('primary')}>
          Back to Library
        </Link>
      </div>
    </div>
  );
}
