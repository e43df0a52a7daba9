import type { BookWithPages } from '@morah/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { HebrewText } from '@/components/ui/hebrew-text';
import { Icon } from '@/components/ui/icon';
import { saveReadingProgress, useSaveReadingProgress } from '../api/save-reading-progress';
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '../utils/book-labels';
import { formatReadingTime, pageDots } from '../utils/page-dots';
import { speakPage, speechAvailable, stopSpeaking } from '../utils/read-aloud';
import { useBelowSiteHeader } from '../utils/use-below-site-header';
import { useReadingClock } from '../utils/use-reading-clock';

export interface ReaderViewProps {
  data: BookWithPages;
  startPage: number;
  savedSeconds: number;
  notes: string;
}

/** One book open: the sticky header, the page, page turning and dots, read-aloud, and the footer card. */
export function ReaderView({ data: { book, pages }, startPage, savedSeconds, notes }: ReaderViewProps) {
  const total = book.totalPages;
  // Spec content 4: the page starts at 1 and jumps to the saved page when that is above 1.
  const [page, setPage] = useState(() => (startPage > 1 ? Math.min(startPage, total) : 1));
  const [showHebrew, setShowHebrew] = useState(false);
  const [reading, setReading] = useState(false);
  const [speechNote, setSpeechNote] = useState<string | null>(null);
  const seconds = useReadingClock(savedSeconds);
  const save = useSaveReadingProgress(book.id);
  const headerRef = useRef<HTMLElement>(null);
  useBelowSiteHeader(headerRef);
  const latest = useRef({ page, seconds, moved: false });
  latest.current = { ...latest.current, page, seconds };

  const current = pages.find((p) => p.pageNumber === page);
  const isHebrewBook = book.language === 'hebrew';
  const bilingual = book.language === 'bilingual';
  const hebrewShown = bilingual && showHebrew && Boolean(current?.hebrewContent);

  const goTo = (next: number) => {
    if (next < 1 || next > total || next === page) return;
    setPage(next);
    latest.current.moved = true;
    save.mutate({ bookId: book.id, currentPage: next, timeSpent: Math.floor(latest.current.seconds), notes });
  };

  // Leaving the book keeps the time read on its last page too.
  const opened = useRef({ bookId: book.id, notes, savedSeconds });
  useEffect(
    () => () => {
      stopSpeaking();
      const { page: last, seconds: time, moved } = latest.current;
      const { bookId, notes: keptNotes, savedSeconds: before } = opened.current;
      if (moved || time > before) void saveReadingProgress({ bookId, currentPage: last, timeSpent: Math.floor(time), notes: keptNotes }).catch(() => {});
    },
    [],
  );

  // While read-aloud is on, each page is read as it opens.
  useEffect(() => {
    if (!reading) return;
    const text = hebrewShown ? current?.hebrewContent : current?.content;
    if (!text) return;
    const ok = speakPage(text, hebrewShown || isHebrewBook, () => setReading(false));
    if (!ok) {
      setReading(false);
      setSpeechNote(
        speechAvailable() ? 'This browser has no Hebrew voice, so Hebrew cannot be read aloud here.' : 'Read-aloud is not available in this browser.',
      );
    }
    return () => stopSpeaking();
  }, [reading, page, hebrewShown, isHebrewBook, current]);

  const dots = pageDots(total, page);
  const percent = Math.round((page / total) * 100);

  return (
    <div className="reader">
      <header className="reader-header" ref={headerRef}>
        <div className="reader-header__inner">
          <Link to="/books" className="reader-header__library">
            Library
          </Link>
          <h1 className="reader-header__title">{book.title}</h1>
          <div className="reader-header__figures" aria-live="polite">
            <span>
              Page {page} of {total}
            </span>
            <span>{percent}%</span>
            <span>Reading time {formatReadingTime(seconds)}</span>
          </div>
          <div className="reader-header__toggles">
            {bilingual ? (
              <button type="button" className="pill-button" aria-pressed={showHebrew} aria-label="Show Hebrew" onClick={() => setShowHebrew((v) => !v)}>
                <span lang="he">עִבְרִית</span> Hebrew
              </button>
            ) : null}
            <button
              type="button"
              className="pill-button"
              aria-pressed={reading}
              onClick={() => {
                setSpeechNote(null);
                setReading((v) => !v);
              }}
            >
              {reading ? 'Stop Reading' : 'Read Aloud'}
            </button>
          </div>
        </div>
        <div className="reader-progress" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </div>
      </header>

      <section className="reader-page card" aria-label={`Page ${page}`}>
        {speechNote ? <p className="reader-page__speech-note" role="status">{speechNote}</p> : null}
        {current ? (
          <>
            {current.illustration ? (
              <figure className="reader-page__illustration">
                <figcaption>
                  <strong className="reader-page__picture-label">Picture:</strong> {current.illustration}
                </figcaption>
              </figure>
            ) : null}
            {isHebrewBook ? (
              <p className="reader-page__text reader-page__text--hebrew">
                <HebrewText>{current.content}</HebrewText>
              </p>
            ) : (
              <p className="reader-page__text">{current.content}</p>
            )}
            {hebrewShown ? (
              <p className="reader-page__text reader-page__text--hebrew">
                <HebrewText>{current.hebrewContent}</HebrewText>
              </p>
            ) : null}
            {current.notes ? (
              <aside className="reader-page__note" aria-label="Learning Note">
                <h2>Learning Note</h2>
                <p>{current.notes}</p>
              </aside>
            ) : null}
          </>
        ) : (
          <p className="reader-page__text">Page content not available.</p>
        )}

        {page === total ? (
          <p className="reader-page__end">
            The End! <Icon name="sparkle" size={28} />
          </p>
        ) : null}

        <nav className="reader-nav" aria-label="Pages">
          <Button variant="secondary" onClick={() => goTo(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <ol className="page-dots">
            {dots.pages.map((n) => (
              <li key={n}>
                <button type="button" className="page-dots__dot" aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined} onClick={() => goTo(n)} />
              </li>
            ))}
            {dots.more > 0 ? <li className="page-dots__more">+{dots.more} more</li> : null}
          </ol>
          <Button onClick={() => goTo(page + 1)} disabled={page >= total}>
            Next
          </Button>
        </nav>
      </section>

      <section className="reader-footer card" aria-label="About this book">
        <p className="reader-footer__title">{book.title}</p>
        {book.hebrewTitle ? <HebrewText className="reader-footer__hebrew">{book.hebrewTitle}</HebrewText> : null}
        <p>by {book.author}</p>
        <p>
          {CATEGORY_LABELS[book.category]} · {DIFFICULTY_LABELS[book.difficulty]}
        </p>
      </section>
    </div>
  );
}
