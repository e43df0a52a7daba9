import { BOOK_CATEGORIES, BOOK_DIFFICULTIES, BOOK_LANGUAGES, type BookSummary, DEFAULT_READ_MINUTES } from '@morah/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { HebrewText } from '@/components/ui/hebrew-text';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { asIconName, Icon } from '@/components/ui/icon';
import { UpgradeButton } from '@/components/premium/upgrade-button';
import { useUser } from '@/lib/auth';
import type { BookFilters } from '../api/books-keys';
import { useBooks } from '../api/get-books';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, LANGUAGE_LABELS } from '../utils/book-labels';
import { matchesSearch } from '../utils/page-dots';
import '../books.css';

const NO_FILTERS: BookFilters = { category: '', difficulty: '', language: '' };

/** `/books`: the library (spec content 2, 5, 7, 8). Search runs here; the filters are sent to the server. */
export function LibraryPage() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<BookFilters>(NO_FILTERS);
  const books = useBooks(filters);
  const shown = books.data?.books.filter((b) => matchesSearch(b, search)) ?? [];

  return (
    <PageShell eyebrow="Story Library" title="Story Library" intro="Stories from the Torah, Jewish history, prayers and Hebrew, written for you." wide>
      <p>
        <Link to="/student" className="back-link">
          Back to Dashboard
        </Link>
      </p>
      <div className="library-controls card" role="search">
        <label className="field library-controls__search">
          <span className="field__label">Search</span>
          <input type="search" className="field__input" value={search} placeholder="Search books, authors, or topics..." onChange={(e) => setSearch(e.target.value)} />
        </label>
        <FilterSelect label="Category" value={filters.category} options={BOOK_CATEGORIES} labels={CATEGORY_LABELS} onChange={(category) => setFilters({ ...filters, category })} />
        <FilterSelect label="Level" value={filters.difficulty} options={BOOK_DIFFICULTIES} labels={DIFFICULTY_LABELS} onChange={(difficulty) => setFilters({ ...filters, difficulty })} />
        <FilterSelect label="Language" value={filters.language} options={BOOK_LANGUAGES} labels={LANGUAGE_LABELS} onChange={(language) => setFilters({ ...filters, language })} />
      </div>

      {books.isPending ? (
        <PageLoader label="Loading books..." />
      ) : books.isError ? (
        <div className="error-state">
          <FormAlert message="Failed to fetch books" />
          <Button variant="secondary" onClick={() => void books.refetch()}>
            Try Again
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="empty-state library-empty">
          <h2>No books found</h2>
          <p>Try adjusting your search or filters to find more books.</p>
        </div>
      ) : (
        <ul className="book-grid" aria-label="Books">
          {shown.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function FilterSelect<T extends string>({ label, value, options, labels, onChange }: { label: string; value: T | ''; options: readonly T[]; labels: Record<T, string>; onChange: (value: T | '') => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  );
}

function BookCard({ book }: { book: BookSummary }) {
  const headingId = useId();
  const { user } = useUser();
  const locked = book.premium && !user?.isPremium;
  return (
    <li className="book-card card" aria-labelledby={headingId}>
      <div className={`book-card__cover book-cover--${book.category}`} aria-hidden="true">
        <Icon name={asIconName(book.coverImage, 'book')} size={64} className="book-card__picture" />
      </div>
      <div className="book-card__body">
        <div className="book-card__tags">
          <span className="tag">{CATEGORY_LABELS[book.category]}</span>
          <span className="tag">{DIFFICULTY_LABELS[book.difficulty]}</span>
          <span className="tag">{LANGUAGE_LABELS[book.language]}</span>
          {book.premium ? (
            <span className="tag tag--premium">
              {locked ? <Icon name="lock" size={16} label="Locked:" /> : null} Premium
            </span>
          ) : null}
        </div>
        <h2 id={headingId} className="book-card__title">
          <Link to={`/books/${book.id}`}>{book.title}</Link>
        </h2>
        {book.hebrewTitle ? <HebrewText className="book-card__hebrew-title">{book.hebrewTitle}</HebrewText> : null}
        <p className="book-card__author">by {book.author}</p>
        <p className="book-card__description">{book.description}</p>
        <p className="book-card__meta">
          {book.totalPages} pages · {book.estimatedReadTime ?? DEFAULT_READ_MINUTES} min · ages {book.ageRange}
        </p>
        {locked ? (
          <BookLock />
        ) : (
          <Link to={`/books/${book.id}`} className={buttonClass('primary', 'md', 'book-card__read')} aria-label={`Read Now: ${book.title}`}>
            Read Now
          </Link>
        )}
      </div>
    </li>
  );
}

/** A premium book for someone without Premium: what it takes, and the way to it for who is asking. */
function BookLock() {
  const { user } = useUser();
  return (
    <div className="book-card__lock">
      <p className="book-card__lock-text">
        <Icon name="lock" size={20} /> This book is for Premium members.
      </p>
      {user?.role === 'student' ? (
        <UpgradeButton size="md" variant="secondary" label="Upgrade to Premium" />
      ) : user?.role === 'parent' ? (
        <Link to="/parent" className={buttonClass('secondary', 'md')}>
          Get Premium for your child
        </Link>
      ) : null}
    </div>
  );
}
