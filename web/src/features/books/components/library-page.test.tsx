import type { BookSummary } from '@morah/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const book = (over: Partial<BookSummary>): BookSummary => ({
  id: 'the-little-shofar',
  title: 'The Little Shofar Who Was Shy',
  author: 'Morah Story Team',
  description: 'A small shofar on Rosh Hashanah.',
  category: 'stories',
  difficulty: 'beginner',
  language: 'english',
  coverImage: 'shofar',
  totalPages: 8,
  ageRange: '5-8',
  premium: false,
  ...over,
});

const BOOKS = [
  book({}),
  book({ id: 'shalom-friend', title: 'Shalom, Friend!', hebrewTitle: 'שָׁלוֹם, חָבֵר!', category: 'hebrew', language: 'bilingual', description: 'Hebrew words for every day.', estimatedReadTime: 8 }),
  book({ id: 'rabbi-akiva', title: 'Rabbi Akiva Learns at Forty', category: 'history', difficulty: 'advanced', premium: true, description: 'Never too late to learn.' }),
];

describe('the library', () => {
  // The routes are lazy chunks: load them once here, so a busy machine spends that time in the hook, not in a findBy.
  beforeAll(async () => {
    await Promise.all([import('@/app/routes/books'), import('@/components/layouts/signed-in-layout')]);
  });

  it('lists the books with Read Now, searches on the page and sends the filters to the server', async () => {
    const asked: string[] = [];
    renderApp({
      user: buildUser(),
      route: '/books',
      api: {
        'GET /api/books': ({ url }) => {
          asked.push(new URL(url, 'http://x').search);
          const category = new URL(url, 'http://x').searchParams.get('category');
          return { body: { books: category ? BOOKS.filter((b) => b.category === category) : BOOKS } };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Books' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Read Now: Shalom, Friend!' })).toHaveAttribute('href', '/books/shalom-friend');
    expect(within(list).getByText('This book is for Premium members.')).toBeInTheDocument();
    // A book without its own estimate shows 15 minutes.
    expect(within(list).getAllByText(/15 min/)).toHaveLength(2);

    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search books, authors, or topics...'), 'LATE TO');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByPlaceholderText('Search books, authors, or topics...'));

    await user.selectOptions(screen.getByLabelText('Category'), 'hebrew');
    await waitFor(() => expect(asked).toContain('?category=hebrew'));
    expect(asked[0]).toBe('');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Books' })).getAllByRole('listitem')).toHaveLength(1));

    await user.type(screen.getByPlaceholderText('Search books, authors, or topics...'), 'dragons');
    expect(screen.getByRole('heading', { name: 'No books found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters to find more books.')).toBeInTheDocument();
  });

  it('says when the books could not be fetched', async () => {
    renderApp({ user: buildUser(), route: '/books', api: { 'GET /api/books': { status: 500, body: { error: { code: 'internal', message: 'x' } } } } });
    expect(await screen.findByText('Failed to fetch books')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a premium book locked in the list, with what it takes and the way to it, and open to Premium members', async () => {
    const api = { 'GET /api/books': { body: { books: BOOKS } } };
    const student = renderApp({ user: buildUser({ role: 'student', isPremium: false }), route: '/books', api });
    const card = (await screen.findByRole('heading', { name: 'Rabbi Akiva Learns at Forty' })).closest('li')!;
    expect(within(card).queryByRole('link', { name: /Read Now/ })).toBeNull();
    expect(within(card).getByText('This book is for Premium members.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Locked:' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    // The other books read as usual.
    expect(screen.getByRole('link', { name: 'Read Now: Shalom, Friend!' })).toBeInTheDocument();
    student.unmount();


    const parent = renderApp({ user: buildUser({ role: 'parent', isPremium: false }), route: '/books', api });
    const parentCard = (await screen.findByRole('heading', { name: 'Rabbi Akiva Learns at Forty' })).closest('li')!;
    expect(within(parentCard).getByRole('link', { name: 'Get Premium for your child' })).toHaveAttribute('href', '/parent');
    parent.unmount();

    renderApp({ user: buildUser({ role: 'student', isPremium: true }), route: '/books', api });
    expect(await screen.findByRole('link', { name: 'Read Now: Rabbi Akiva Learns at Forty' })).toHaveAttribute('href', '/books/rabbi-akiva');
    expect(screen.queryByText('This book is for Premium members.')).toBeNull();
  });
});
