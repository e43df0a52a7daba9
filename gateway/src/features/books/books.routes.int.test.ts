import { beforeAll, describe, expect, it } from 'vitest';
import { type Family, injectWorld, type SignedIn } from '../../../../tests/support/inject-client';

const world = injectWorld();
const FREE = 'the-little-shofar';
const PREMIUM = 'miriams-song-by-the-sea';
const PREMIUM_MESSAGE = 'This book is for Premium members. There are lots of other wonderful books in the library for you to read!';
let mine: Family;
let other: Family;
let premium: SignedIn;

beforeAll(async () => {
  [mine, other, premium] = await Promise.all([world.family(), world.family(), world.signedIn('student')]);
  await world.db.updateTable('users').set({ is_premium: true }).where('id', '=', premium.user.id).execute();
});

describe('GET /api/books', () => {
  it('lists the library, and filters it by category, level and language', async () => {
    const all = await mine.student.client.get('/api/books');
    expect(all.status).toBe(200);
    expect(all.body.books.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining([FREE, PREMIUM]));
    const prayers = await mine.student.client.get('/api/books?category=prayers&language=english');
    expect(prayers.body.books.length).toBeGreaterThan(0);
    expect(prayers.body.books.every((b: { category: string; language: string }) => b.category === 'prayers' && b.language === 'english')).toBe(true);
    // An empty filter, as the page's "All" sends it, is no filter.
    expect((await mine.student.client.get('/api/books?category=')).body.books).toHaveLength(all.body.books.length);
  });

  it('says which filters there are when given another', async () => {
    expect(await mine.student.client.get('/api/books?category=cooking')).toMatchObject({ status: 400, body: { error: { message: 'Pick a category: torah, stories, hebrew, history or prayers.' } } });
    expect(await mine.student.client.get('/api/books?difficulty=expert')).toMatchObject({ status: 400, body: { error: { message: 'Pick a level: beginner, intermediate or advanced.' } } });
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().get('/api/books')).status).toBe(401);
  });
});

describe('GET /api/books/:id', () => {
  it('opens a free book’s pages, in order', async () => {
    const res = await mine.student.client.get(`/api/books/${FREE}`);
    expect(res.status).toBe(200);
    expect(res.body.book).toMatchObject({ id: FREE, premium: false, totalPages: 8 });
    expect(res.body.pages.map((p: { pageNumber: number }) => p.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('opens a premium book for Premium members only, and kindly names it for the others', async () => {
    const refused = await mine.student.client.get(`/api/books/${PREMIUM}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', message: PREMIUM_MESSAGE, details: { premium: true, book: { id: PREMIUM } } });
    expect(refused.body.pages).toBeUndefined();
    expect((await premium.client.get(`/api/books/${PREMIUM}`)).body.pages.length).toBe(8);
  });

  it('says when a book is not in the library, or its id cannot be one', async () => {
    expect(await mine.student.client.get('/api/books/no-such-book')).toMatchObject({ status: 404, body: { error: { message: 'That book is not in our library.' } } });
    expect(await mine.student.client.get('/api/books/Not_A_Book')).toMatchObject({ status: 400, body: { error: { message: 'That is not a book id.' } } });
    expect((await world.anonymous().get(`/api/books/${FREE}`)).status).toBe(401);
  });
});

describe('reading progress', () => {
  it('saves the page reached, and the reader, their teacher and their parent read it back', async () => {
    const saved = await mine.student.client.post('/api/reading-progress', { bookId: FREE, currentPage: 3, timeSpent: 20, notes: 'Shofi is brave' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ progress: { bookId: FREE, currentPage: 3, notes: 'Shofi is brave' }, minutesCounted: 0, xpAwarded: 0 });
    expect((await mine.student.client.get(`/api/reading-progress/${FREE}`)).body.progress).toMatchObject({ currentPage: 3 });
    for (const viewer of [mine.teacher, mine.parent]) {
      const res = await viewer.client.get(`/api/reading-progress/${FREE}?userId=${mine.student.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.progress).toMatchObject({ currentPage: 3, notes: 'Shofi is brave' });
    }
    expect((await mine.student.client.get('/api/reading-progress/noahs-rainbow-promise')).body).toEqual({ progress: null });
  });

  it('answers another family’s child as a missing one', async () => {
    const missing = await mine.parent.client.get(`/api/reading-progress/${FREE}?userId=2000000000`);
    expect(missing.status).toBe(404);
    for (const viewer of [other.student, other.teacher, other.parent]) {
      expect(await viewer.client.get(`/api/reading-progress/${FREE}?userId=${mine.student.user.id}`)).toMatchObject({ status: 404, body: missing.body });
    }
  });

  it('refuses a page past the end, a premium book without Premium, and bad numbers, in words', async () => {
    const client = mine.student.client;
    expect(await client.post('/api/reading-progress', { bookId: FREE, currentPage: 9 })).toMatchObject({ status: 400, body: { error: { message: 'This book has 8 pages.' } } });
    expect(await client.post('/api/reading-progress', { bookId: PREMIUM, currentPage: 1 })).toMatchObject({ status: 403, body: { error: { message: PREMIUM_MESSAGE } } });
    for (const [body, message] of [
      [{ bookId: FREE, currentPage: 0 }, 'Pages start at 1.'],
      [{ bookId: FREE }, 'currentPage is a page number.'],
      [{ bookId: FREE, currentPage: 2, timeSpent: -1 }, 'timeSpent cannot be negative.'],
      [{ bookId: FREE, currentPage: 2, timeSpent: 90_000 }, 'timeSpent can be at most one day.'],
      [{ bookId: FREE, currentPage: 2, notes: 'x'.repeat(2001) }, 'Notes can be at most 2000 characters.'],
    ] as const) {
      expect(await client.post('/api/reading-progress', body), message).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message } } });
    }
    expect(await client.get(`/api/reading-progress/${FREE}?userId=abc`)).toMatchObject({ status: 400, body: { error: { message: 'User id should be a number.' } } });
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().post('/api/reading-progress', { bookId: FREE, currentPage: 1 })).status).toBe(401);
    expect((await world.anonymous().get(`/api/reading-progress/${FREE}`)).status).toBe(401);
  });
});
