import type { BookPage, BookSummary } from '@morah/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const summary: BookSummary = {
  id: 'shalom-friend',
  title: 'Shalom, Friend!',
  hebrewTitle: 'שָׁלוֹם, חָבֵר!',
  author: 'Morah Story Team',
  description: 'Hebrew words.',
  category: 'hebrew',
  difficulty: 'beginner',
  language: 'bilingual',
  coverImage: 'hand',
  totalPages: 12,
  ageRange: '6-10',
  premium: false,
};
const pages: BookPage[] = Array.from({ length: 11 }, (_, i) => ({
  pageNumber: i + 1,
  content: `English page ${i + 1}`,
  hebrewContent: `עַמּוּד ${i + 1}`,
  illustration: `Picture of page ${i + 1}`,
  ...(i === 2 ? { notes: 'Shalom means peace.' } : {}),
}));

const progressAt = (currentPage: number | null) => ({
  body: { progress: currentPage ? { bookId: 'shalom-friend', currentPage, timeSpent: 30, notes: '', updatedAt: '2026-11-23T10:00:00.000Z' } : null },
});

describe('the reader', () => {
  // The routes are lazy chunks: load them once here, so a busy machine spends that time in the hook, not in a findBy.
  beforeAll(async () => {
    await Promise.all([import('@/app/routes/books'), import('@/components/layouts/signed-in-layout')]);
  });

  it('resumes at the saved page, turns pages with dots and buttons, and saves every page change', async () => {
    const { fetchMock } = renderApp({
      user: buildUser(),
      route: '/books/shalom-friend',
      api: {
        'GET /api/books/shalom-friend': { body: { book: summary, pages } },
        'GET /api/reading-progress/shalom-friend': progressAt(3),
        'POST /api/reading-progress': ({ body }) => ({ body: { progress: { ...(body as object), updatedAt: 'x', notes: '' }, minutesCounted: 0, xpAwarded: 0 } }),
      },
    });
    expect(await screen.findByText('Page 3 of 12')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('English page 3')).toBeInTheDocument();
    expect(screen.getByText('Picture of page 3')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Learning Note' })).toHaveTextContent('Shalom means peace.');
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(10);
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 4 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(screen.getByText('Page 8 of 12')).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/reading-progress').map((b) => (b as { currentPage: number }).currentPage)).toEqual([4, 8]));
    const [first] = sentBodies(fetchMock, 'POST /api/reading-progress') as { timeSpent: number; bookId: string }[];
    expect(first?.bookId).toBe('shalom-friend');
    expect(first?.timeSpent).toBeGreaterThanOrEqual(30);

    // The bilingual toggle shows the Hebrew, right to left.
    await user.click(screen.getByRole('button', { name: 'Show Hebrew' }));
    const hebrew = screen.getByText('עַמּוּד 8');
    expect(hebrew.closest('[lang="he"]')).toHaveAttribute('dir', 'rtl');

    // Page 12 is missing from the data: it says so instead of showing nothing.
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(screen.getByText('Page content not available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('starts a new book at page 1 with Previous disabled', async () => {
    renderApp({
      user: buildUser(),
      route: '/books/shalom-friend',
      api: { 'GET /api/books/shalom-friend': { body: { book: summary, pages } }, 'GET /api/reading-progress/shalom-friend': progressAt(null) },
    });
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('says a missing book is missing, and a premium book is for Premium members, each with Back to Library', async () => {
    renderApp({
      user: buildUser(),
      route: '/books/nothing-here',
      api: { 'GET /api/books/nothing-here': { status: 404, body: { error: { code: 'not_found', message: 'That book is not in our library.' } } }, 'GET /api/reading-progress/nothing-here': progressAt(null) },
    });
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Library' })).toHaveAttribute('href', '/books');
  });

  it('names a premium book and says kindly who may read it', async () => {
    renderApp({
      user: buildUser(),
      route: '/books/rabbi-akiva',
      api: {
        'GET /api/books/rabbi-akiva': { status: 403, body: { error: { code: 'forbidden', message: 'This book is for Premium members. There are lots of other wonderful books in the library for you to read!', details: { premium: true, book: { ...summary, title: 'Rabbi Akiva Learns at Forty' } } } } },
        'GET /api/reading-progress/rabbi-akiva': progressAt(null),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Rabbi Akiva Learns at Forty' })).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText(/lots of other wonderful books/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Library' })).toBeInTheDocument();
  });

  it('shows a premium book locked from the library list, without asking for its pages', async () => {
    const { fetchMock } = renderApp({
      user: buildUser(),
      route: '/books/rabbi-akiva',
      api: {
        'GET /api/books': { body: { books: [summary, { ...summary, id: 'rabbi-akiva', title: 'Rabbi Akiva Learns at Forty', premium: true }] } },
        'GET /api/reading-progress/rabbi-akiva': progressAt(null),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Rabbi Akiva Learns at Forty' })).toBeInTheDocument();
    expect(screen.getByText(/lots of other wonderful books/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)).not.toContain('/api/books/rabbi-akiva');
  });

  it('shows whether Hebrew and Read Aloud are on, by aria-pressed and by their words', async () => {
    const user = userEvent.setup();
    renderApp({
      user: buildUser(),
      route: '/books/shalom-friend',
      api: {
        'GET /api/books/shalom-friend': { body: { book: summary, pages } },
        'GET /api/reading-progress/shalom-friend': progressAt(null),
        'POST /api/reading-progress': ({ body }) => ({ body: { progress: { ...(body as object), updatedAt: 'x', notes: '' }, minutesCounted: 0, xpAwarded: 0 } }),
      },
    });
    const hebrew = await screen.findByRole('button', { name: 'Show Hebrew' });
    expect(hebrew).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('עַמּוּד 1')).toBeNull();
    await user.click(hebrew);
    expect(hebrew).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('עַמּוּד 1')).toBeInTheDocument();

    const readAloud = screen.getByRole('button', { name: 'Read Aloud' });
    expect(readAloud).toHaveAttribute('aria-pressed', 'false');
    await user.click(readAloud);
    // jsdom cannot speak: the reader says so and the toggle is off again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read Aloud' })).toHaveAttribute('aria-pressed', 'false'));
  });
});
