import { useParams } from 'react-router-dom';
import { BookReader } from '@/features/books/components/book-reader';
import { LibraryPage } from '@/features/books/components/library-page';

/** `/books`: the story library. */
export function BooksRoute() {
  return <LibraryPage />;
}

/** `/books/{id}`: one book in the reader. */
export function BookRoute() {
  const { id = '' } = useParams();
  return <BookReader bookId={id} />;
}
